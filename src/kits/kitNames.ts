import {localized} from '../data/language';
import {KITS, type KitId} from './kits';

/** The kit's short name in the page's language (":edu S2"). */
export function kitLabel(kit: KitId): string {
  return localized(KITS[kit].label);
}

/** The kit's full product name in the page's language ("senseBox:edu S2", "CO2-Ampel"). */
export function kitProductName(kit: KitId): string {
  const name = KITS[kit].productName;
  return typeof name === 'string' ? name : localized(name);
}

/** The home tile's sentence about the kit, in the page's language. */
export function kitDescription(kit: KitId): string {
  return localized(KITS[kit].description);
}
