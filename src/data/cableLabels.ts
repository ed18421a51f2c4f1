import {localized, type Bilingual} from './language';
import type {CableId} from './cables';

const CABLE_NAME_LABELS: Record<CableId, Bilingual> = {
  'usb-a-to-c': {de: 'USB-Kabel (USB-A auf USB-C)', en: 'USB cable (USB-A to USB-C)'},
  'jst-phr4': {de: 'JST-Kabel', en: 'JST cable'},
  'jst-phr4-to-jumper-male': {de: 'JST-Kabel auf Jumper-Stecker', en: 'JST cable to jumper pins'},
  'jst-phr4-to-jumper-female': {de: 'JST-Kabel auf Jumper-Buchsen (Kabelpeitsche)', en: 'JST cable to jumper sockets'},
  'jumper-wire-mm': {de: 'Jumper-Kabel (Stecker auf Stecker)', en: 'Jumper wire (male to male)'},
  'jst-phr4-to-sds011': {de: 'Adapterkabel JST auf SDS011', en: 'JST to SDS011 adapter cable'},
  qwiic: {de: 'Qwiic-Kabel', en: 'Qwiic cable'},
  'qwiic-to-jst-phr4': {de: 'Adapterkabel Qwiic auf JST PHR-4', en: 'Qwiic to JST PHR-4 adapter cable'},
};

/** A cable's name in the page's language (the cable table, the connection hints, the build steps). */
export function cableName(id: CableId): string {
  return localized(CABLE_NAME_LABELS[id]);
}
