/**
 * Raster screenshots and the files made from them: written by
 * scripts/responsive-images.mjs from the PNG sources in images/ (npm run images).
 * Key: `<group>/<name>`; per language the CSS size (the PNG is taken at device
 * pixel ratio 2) and the pixel widths of the WebP and AVIF files in
 * static/img/<group>/<name>.<lang>-<width>.<webp|avif>.
 */
export type ScreenshotVariant = {width: number; height: number; widths: number[]};
export type ScreenshotManifest = Record<string, Partial<Record<'de' | 'en', ScreenshotVariant>>>;

export const SCREENSHOTS: ScreenshotManifest = {
  'editor/board-dialog': {
    de: {width: 444, height: 558, widths: [480, 888]},
  },
  'editor/board-eye': {
    de: {width: 1280, height: 620, widths: [480, 960, 1600]},
    en: {width: 1280, height: 620, widths: [480, 960, 1600]},
  },
  'editor/board-mcu': {
    de: {width: 1280, height: 620, widths: [480, 960, 1600]},
    en: {width: 1280, height: 620, widths: [480, 960, 1600]},
  },
  'editor/board-mcus2': {
    de: {width: 1280, height: 620, widths: [480, 960, 1600]},
    en: {width: 1280, height: 620, widths: [480, 960, 1600]},
  },
  'editor/board-mini': {
    de: {width: 1280, height: 620, widths: [480, 960, 1600]},
    en: {width: 1280, height: 620, widths: [480, 960, 1600]},
  },
  'editor/program-display-diagramm-mcus2': {
    de: {width: 605, height: 509, widths: [480, 960, 1210]},
    en: {width: 514, height: 509, widths: [480, 960, 1028]},
  },
  'editor/program-display-luftfeuchtigkeit-mcus2': {
    de: {width: 584, height: 379, widths: [480, 960, 1168]},
    en: {width: 539, height: 379, widths: [480, 960, 1078]},
  },
  'editor/program-display-temperatur-mcus2': {
    de: {width: 584, height: 379, widths: [480, 960, 1168]},
    en: {width: 539, height: 379, widths: [480, 960, 1078]},
  },
  'editor/program-erster-sketch-led-an-mcu': {
    de: {width: 364, height: 153, widths: [480, 728]},
    en: {width: 427, height: 153, widths: [480, 854]},
  },
  'editor/program-erster-sketch-rgb-led-eye': {
    de: {width: 436, height: 353, widths: [480, 872]},
    en: {width: 348, height: 353, widths: [480, 696]},
  },
  'editor/program-erster-sketch-rgb-led-init-eye': {
    de: {width: 353, height: 231, widths: [480, 706]},
    en: {width: 329, height: 231, widths: [480, 658]},
  },
  'editor/program-erster-sketch-rgb-led-init-mcus2': {
    de: {width: 353, height: 231, widths: [480, 706]},
    en: {width: 329, height: 231, widths: [480, 658]},
  },
  'editor/program-erster-sketch-rgb-led-mcus2': {
    de: {width: 436, height: 353, widths: [480, 872]},
    en: {width: 348, height: 353, widths: [480, 696]},
  },
  'editor/program-kamera-display-eye-eye': {
    de: {width: 297, height: 197, widths: [480, 594]},
    en: {width: 327, height: 197, widths: [480, 654]},
  },
  'editor/program-led-blinken-eye': {
    de: {width: 328, height: 253, widths: [480, 656]},
    en: {width: 387, height: 253, widths: [480, 774]},
  },
  'editor/program-led-blinken-mcu': {
    de: {width: 368, height: 253, widths: [480, 736]},
    en: {width: 427, height: 253, widths: [480, 854]},
  },
  'editor/program-led-blinken-mcus2': {
    de: {width: 320, height: 253, widths: [480, 640]},
    en: {width: 379, height: 253, widths: [480, 758]},
  },
  'editor/program-led-matrix-hallo-mcus2': {
    de: {width: 416, height: 262, widths: [480, 832]},
    en: {width: 434, height: 262, widths: [480, 868]},
  },
  'editor/program-opensensemap-senden-mcus2': {
    de: {width: 797, height: 522, widths: [480, 960, 1594]},
    en: {width: 740, height: 522, widths: [480, 960, 1480]},
  },
  'editor/program-phyphox-beschleunigung-eye-eye': {
    de: {width: 591, height: 507, widths: [480, 960, 1182]},
    en: {width: 526, height: 507, widths: [480, 960, 1052]},
  },
  'editor/program-phyphox-luftfeuchtigkeit-mcus2': {
    de: {width: 695, height: 546, widths: [480, 960, 1390]},
    en: {width: 653, height: 546, widths: [480, 960, 1306]},
  },
  'editor/program-rgb-led-kette-mcu': {
    de: {width: 455, height: 522, widths: [480, 910]},
    en: {width: 379, height: 522, widths: [480, 758]},
  },
  'editor/program-rgb-led-zufall-eye': {
    de: {width: 436, height: 353, widths: [480, 872]},
    en: {width: 348, height: 353, widths: [480, 696]},
  },
  'editor/program-rgb-led-zufall-mcus2': {
    de: {width: 436, height: 353, widths: [480, 872]},
    en: {width: 348, height: 353, widths: [480, 696]},
  },
  'editor/program-sd-luftfeuchtigkeit-mcu': {
    de: {width: 797, height: 295, widths: [480, 960, 1594]},
    en: {width: 682, height: 295, widths: [480, 960, 1364]},
  },
  'editor/program-sd-luftfeuchtigkeit-s2-mcus2': {
    de: {width: 797, height: 295, widths: [480, 960, 1594]},
    en: {width: 681, height: 295, widths: [480, 960, 1362]},
  },
  'editor/program-sd-temperatur-eye-eye': {
    de: {width: 797, height: 295, widths: [480, 960, 1594]},
    en: {width: 681, height: 295, widths: [480, 960, 1362]},
  },
  'editor/program-telegram-temperatur-mcus2': {
    de: {width: 769, height: 444, widths: [480, 960, 1538]},
    en: {width: 711, height: 444, widths: [480, 960, 1422]},
  },
  'editor/program-ton-an-aus-mcu': {
    de: {width: 432, height: 264, widths: [480, 864]},
    en: {width: 425, height: 264, widths: [480, 850]},
  },
  'editor/program-torzaehler-mcus2': {
    de: {width: 468, height: 445, widths: [480, 936]},
    en: {width: 424, height: 445, widths: [480, 848]},
  },
  'editor/program-webserver-temperatur-mcus2': {
    de: {width: 913, height: 511, widths: [480, 960, 1600]},
    en: {width: 867, height: 511, widths: [480, 960, 1600]},
  },
  'editor/program-wlan-verbinden-mcu': {
    de: {width: 245, height: 205, widths: [480, 490]},
    en: {width: 239, height: 205, widths: [478]},
  },
  'editor/program-wlan-verbinden-mcus2': {
    de: {width: 245, height: 205, widths: [480, 490]},
    en: {width: 238, height: 205, widths: [476]},
  },
  'editor/toolbox-audio': {
    de: {width: 615, height: 684, widths: [480, 960, 1230]},
    en: {width: 570, height: 684, widths: [480, 960, 1140]},
  },
  'editor/toolbox-display': {
    de: {width: 508, height: 684, widths: [480, 960, 1016]},
    en: {width: 512, height: 684, widths: [480, 960, 1024]},
  },
  'editor/toolbox-led': {
    de: {width: 499, height: 684, widths: [480, 960, 998]},
    en: {width: 520, height: 684, widths: [480, 960, 1040]},
  },
  'editor/toolbox-logik': {
    de: {width: 345, height: 684, widths: [480, 690]},
    en: {width: 354, height: 684, widths: [480, 708]},
  },
  'editor/toolbox-lora': {
    de: {width: 589, height: 684, widths: [480, 960, 1178]},
    en: {width: 589, height: 684, widths: [480, 960, 1178]},
  },
  'editor/toolbox-mathematik': {
    de: {width: 606, height: 684, widths: [480, 960, 1212]},
    en: {width: 510, height: 684, widths: [480, 960, 1020]},
  },
  'editor/toolbox-opensensemap': {
    de: {width: 566, height: 684, widths: [480, 960, 1132]},
    en: {width: 515, height: 684, widths: [480, 960, 1030]},
  },
  'editor/toolbox-schleifen': {
    de: {width: 538, height: 684, widths: [480, 960, 1076]},
    en: {width: 558, height: 684, widths: [480, 960, 1116]},
  },
  'editor/toolbox-sensoren': {
    de: {width: 558, height: 684, widths: [480, 960, 1116]},
    en: {width: 531, height: 684, widths: [480, 960, 1062]},
  },
  'editor/toolbox-text': {
    de: {width: 504, height: 684, widths: [480, 960, 1008]},
    en: {width: 499, height: 684, widths: [480, 960, 998]},
  },
  'editor/toolbox-variablen': {
    de: {width: 406, height: 684, widths: [480, 812]},
    en: {width: 367, height: 684, widths: [480, 734]},
  },
  'editor/toolbox-webserver': {
    de: {width: 446, height: 684, widths: [480, 892]},
    en: {width: 414, height: 684, widths: [480, 828]},
  },
  'editor/toolbox-wifi': {
    de: {width: 510, height: 684, widths: [480, 960, 1020]},
    en: {width: 481, height: 684, widths: [480, 960, 962]},
  },
  'editor/toolbox-zeit': {
    de: {width: 511, height: 684, widths: [480, 960, 1022]},
    en: {width: 483, height: 684, widths: [480, 960, 966]},
  },
};
