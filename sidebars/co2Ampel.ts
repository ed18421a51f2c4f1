import {indexCategory, kitCategory, type CategoryEntry} from './categories';
import {kitHardwareCategory} from './kitHardware';
import {DESCRIPTIONS} from './shared';

/** :CO2 Ampel — the CO2 traffic light kit. */
export const co2AmpelCategory: CategoryEntry = kitCategory('co2', [
  // The old site titled this index "Hardware" by mistake; it shows the assembly steps.
  indexCategory(
    'Aufbau und Installation',
    'aufbau-und-installation',
    [
      'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-1',
      'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-2',
      'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-3',
      'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-4',
    ],
    {description: DESCRIPTIONS.setup},
  ),
  kitHardwareCategory('co2', 'all', {label: 'Hardware', slug: 'hardware-2', description: DESCRIPTIONS.hardware}),
]);
