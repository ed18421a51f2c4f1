import {docCategory, groupCategory, kitCategory, type CategoryEntry} from './categories';
import {kitHardwareCategory} from './kitHardware';

/** :basic — the senseBox:basic for primary schools, programmed from a tablet app. */
export const basicCategory: CategoryEntry = kitCategory('basic', [
  groupCategory('Erste Schritte', ['products/basic/basic-erste-schritte', 'products/basic/basic-programm-hochladen']),
  groupCategory('App', ['products/basic/app/basic-app-erste-schritte']),
  kitHardwareCategory('basic', 'all', {label: 'Hardware'}),
  // The materials page opens the category; under it the printable worksheets, in the order a class works through them.
  docCategory('Materialien', 'products/basic/basic-materialien', [
    'products/basic/arbeitsblaetter/temperatur',
    'products/basic/arbeitsblaetter/wuerfel',
    'products/basic/arbeitsblaetter/luftqualitaet',
    'products/basic/arbeitsblaetter/partylicht',
  ]),
]);
