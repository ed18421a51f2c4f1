import {docCategory, groupCategory, indexCategory, type CategoryEntry} from './categories';
import {MCU_FIRST_STEPS} from './edu';
import {DESCRIPTIONS} from './shared';

/** :home — the senseBox:home station, built on the senseBox MCU. */
export const homeCategory: CategoryEntry = docCategory(
  ':home',
  'boards/mcu/mcu-overview',
  [
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
    indexCategory(
      'Hardware',
      'hardware-3',
      [
        'hardware/bee/wifi-bee',
        'hardware/bee/sd-bee',
        'hardware/bee/lora-bee',
        'hardware/sensors/temperatur-luftfeuchte',
        'hardware/sensors/helligkeit-uv',
        'hardware/sensors/luftdruck-temperatur',
        'hardware/accessoires/display',
        'hardware/sensors/bmx055',
        'hardware/sensors/feinstaub-sds011',
        'hardware/sensors/feinstaub-sps30',
        'hardware/sensors/co2',
        'hardware/sensors/truebner',
        'hardware/sensors/umweltsensor',
        'hardware/sensors/niederschlag-rg15',
        'hardware/bee/ethernet-bee',
        'hardware/accessoires/gps',
        'hardware/accessoires/multiplexer',
      ],
      {description: DESCRIPTIONS.hardware},
    ),
    indexCategory(
      'Erweiterungen',
      'erweiterungen',
      [
        'products/home/erweiterungen/home-erweiterung-LoRa',
        'hardware/accessoires/solar_set',
        'products/home/erweiterungen/circuitpython',
      ],
      {description: DESCRIPTIONS.extensions},
    ),
  ],
  {board: 'home'},
);
