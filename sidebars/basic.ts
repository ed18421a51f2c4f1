import {docCategory, groupCategory, labelledDoc, type CategoryEntry} from './categories';
import {kitHardwareCategory} from './kitHardware';

/** :basic — the senseBox:basic for primary schools, programmed from a tablet app. */
export const basicCategory: CategoryEntry = docCategory(
  ':basic',
  'products/basic/basic-overview',
  [
    groupCategory('Erste Schritte', ['products/basic/basic-erste-schritte', 'products/basic/basic-programm-hochladen']),
    groupCategory('App', ['products/basic/app/basic-app-erste-schritte']),
    kitHardwareCategory('basic', 'all', {label: 'Hardware'}),
    labelledDoc('products/basic/basic-materialien', 'Materialien'),
  ],
  {kit: 'basic'},
);
