import {translate} from '@docusaurus/Translate';
import type {CableId} from './cables';

/** A cable's name in the page's language (the cable table, the connection hints, the build steps). */
export function cableName(id: CableId): string {
  switch (id) {
    case 'usb-a-to-c':
      return translate({id: 'cableTable.cable.usbAToC', message: 'USB-Kabel (USB-A auf USB-C)'});
    case 'jst-phr4':
      return translate({id: 'cableTable.cable.jstPhr4', message: 'JST-Kabel'});
    case 'jst-phr4-to-jumper-male':
      return translate({id: 'cableTable.cable.jstToJumperMale', message: 'JST-Kabel auf Jumper-Stecker'});
    case 'jst-phr4-to-jumper-female':
      return translate({
        id: 'cableTable.cable.jstToJumperFemale',
        message: 'JST-Kabel auf Jumper-Buchsen (Kabelpeitsche)',
      });
    case 'jumper-wire-mm':
      return translate({id: 'cableTable.cable.jumperWireMm', message: 'Jumper-Kabel (Stecker auf Stecker)'});
    case 'jst-phr4-to-sds011':
      return translate({id: 'cableTable.cable.jstToSds011', message: 'Adapterkabel JST auf SDS011'});
    case 'qwiic':
      return translate({id: 'cableTable.cable.qwiic', message: 'Qwiic-Kabel'});
    case 'qwiic-to-jst-phr4':
      return translate({id: 'cableTable.cable.qwiicToJst', message: 'Adapterkabel Qwiic auf JST PHR-4'});
  }
}
