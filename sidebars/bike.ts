import {groupCategory, kitCategory, labelledDoc, type CategoryEntry} from './categories';
import {kitHardwareCategory} from './kitHardware';

/**
 * :bike — the senseBox:bike, its app and its mount. The overview and the app's
 * first setup render without a sidebar (a spec row), so they are not listed
 * here; the pages link to them.
 */
export const bikeCategory: CategoryEntry = kitCategory(
  'bike',
  [
    labelledDoc('products/bike/halterung/installation', 'Halterung'),
    groupCategory('App', [
      'products/bike/app/download',
      'products/bike/app/benutzung',
      'products/bike/app/troubleshooting',
    ]),
    kitHardwareCategory('bike', 'all', {label: 'Sensoren'}),
    'products/bike/misc/care',
  ],
  {description: 'Die senseBox:bike montieren, mit der App verbinden und pflegen.'},
);
