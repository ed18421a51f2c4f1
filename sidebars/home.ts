import {groupCategory, indexCategory, kitCategory, type CategoryEntry} from './categories';
import {MCU_FIRST_STEPS} from './edu';
import {kitHardwareCategory} from './kitHardware';
import {DESCRIPTIONS} from './shared';

/** :home — the senseBox:home station, built on the senseBox MCU. */
export const homeCategory: CategoryEntry = kitCategory('home', [
  groupCategory('Erste Schritte', MCU_FIRST_STEPS),
  indexCategory(
    'Aufbau und Installation',
    'aufbau-und-installation-1',
    [
      'products/home/aufbau/home-schritt-1',
      'products/home/aufbau/home-schritt-2',
      'products/home/aufbau/home-schritt-3',
      'products/home/aufbau/home-aufstellen',
      'products/home/aufbau/aufbau-video',
    ],
    {description: DESCRIPTIONS.setup},
  ),
  // One list of the base set and what a buyer adds, as the :home sidebar has always shown it: a station
  // is put together when ordering, and its overview page (<KitContents>) says which parts are the base set.
  kitHardwareCategory('home', 'all', {label: 'Hardware', slug: 'hardware-3', description: DESCRIPTIONS.hardware}),
  indexCategory(
    'Erweiterungen',
    'erweiterungen',
    ['products/home/erweiterungen/home-erweiterung-LoRa', 'products/home/erweiterungen/circuitpython'],
    {description: DESCRIPTIONS.extensions},
  ),
]);
