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
