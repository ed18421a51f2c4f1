import {groupCategory, indexCategory, labelledDoc, type CategoryEntry} from './categories';

/** :bike — the senseBox:bike, its app and its mount. */
export const bikeCategory: CategoryEntry = indexCategory(
  ':bike',
  'bike',
  [
    labelledDoc('products/bike/halterung/installation', 'Halterung'),
    groupCategory('App', ['products/bike/app/download', 'products/bike/app/benutzung']),
    groupCategory('Sensoren', [
      'hardware/sensors/temperatur-luftfeuchte',
      'hardware/sensors/mpu6050',
      'hardware/sensors/feinstaub-sps30',
      'hardware/sensors/distanz',
    ]),
    'products/bike/misc/care',
    labelledDoc('products/bike/misc/errors', 'Fehlerbehebung'),
  ],
  {
    description: 'Die senseBox:bike montieren, mit der App verbinden und pflegen.',
    customProps: {board: 'bike'},
  },
);
