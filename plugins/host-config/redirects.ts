/**
 * Old addresses that must keep working: the previous
 * Jekyll site's URLs, linked from worksheets and books. Each also works under
 * /en/. Used twice from this one list: as static redirect pages in the build
 * (plugins/host-config) and as the host's `_redirects` file.
 */
export type Redirect = {from: string; to: string};

export const DOCS_ROOT_REDIRECT: Redirect = {from: '/docs', to: '/docs/boards/mcus2/mcu-s2-overview'};

export const LEGACY_REDIRECTS: Redirect[] = [
  {from: '/hardware/allgemein-sensebox-mcu/', to: '/docs/boards/mcu/mcu-overview'},
  {from: '/hardware/allgemein-sensebox-mcu-mini/', to: '/docs/boards/mini/mini-overview'},
  {from: '/hardware/sets-co2-ampel/', to: '/docs/products/co2Ampel/co2Ampel-overview'},
  {from: '/category/sensebox-home/', to: '/docs/products/home/aufbau/home-schritt-1'},
  {from: '/category/hardware/', to: '/docs/category/glossar'},
  {from: '/category/blockly/', to: '/docs/category/blockly-1'},
  {from: '/category/arduino/', to: '/docs/category/arduino-1'},
  {from: '/hardware/rtc-modul/', to: '/docs/hardware/accessoires/rtc-modul'},
  {from: '/hardware/zubehoer-display/', to: '/docs/hardware/accessoires/display'},
  {from: '/hardware/sensoren-co2/', to: '/docs/hardware/sensors/co2'},
  {from: '/hardware/sensoren-umweltsensor/', to: '/docs/hardware/sensors/umweltsensor'},
  {from: '/hardware/bee-lora/', to: '/docs/hardware/bee/lora-bee'},
  {from: '/hardware/sensoren-mikro/', to: '/docs/hardware/sensors/mikro'},
  {from: '/hardware/bee-sd/', to: '/docs/hardware/bee/sd-bee'},
  {from: '/hardware/sensoren-luftdruck-temperatur/', to: '/docs/hardware/sensors/luftdruck-temperatur'},
  {from: '/hardware/sensoren-temperatur-luftfeuchte/', to: '/docs/hardware/sensors/temperatur-luftfeuchte'},
  {from: '/hardware/sensoren-distanz/', to: '/docs/hardware/sensors/distanz'},
  {from: '/hardware/sensoren-helligkeit-uv/', to: '/docs/hardware/sensors/helligkeit-uv'},
  {from: '/hardware/sensoren-gps/', to: '/docs/hardware/accessoires/gps'},
  {from: '/hardware/sensoren-lautstaerke/', to: '/docs/hardware/sensors/lautstaerke'},
  {from: '/hardware/sensoren-truebner/', to: '/docs/hardware/sensors/truebner'},
  {from: '/hardware/sensoren-feinstaub/', to: '/docs/hardware/sensors/feinstaub-sds011'},
  {from: '/hardware/zubehoer-multiplexer/', to: '/docs/hardware/accessoires/multiplexer'},
  {from: '/hardware/bluetooth-bee/', to: '/docs/hardware/bee/bluetooth-bee'},
  {from: '/hardware/bee-lan/', to: '/docs/hardware/bee/ethernet-bee'},
  {from: '/hardware/bee-wifi/', to: '/docs/hardware/bee/wifi-bee'},
  {from: '/blockly/blockly-display/', to: '/docs/hardware/accessoires/display'},
  {from: '/blockly/blockly-web-lora/', to: '/docs/editors/blockly/blocks/lora'},
  {from: '/blockly/blockly-web-wifi/', to: '/docs/editors/blockly/blocks/web/wifi'},
  {from: '/blockly/blockly-erster-sketch/', to: '/docs/boards/mcu/mcu-erster-sketch'},
  {from: '/arduino/allgemein-basics-inbetriebnahme/', to: '/docs/editors/arduino/first-steps'},
  {from: '/faq', to: '/docs/misc/faq'},
  {from: '/opensensemap-faq/', to: '/docs/misc/opensensemap/faq'},
];

/**
 * Addresses the senseBox Blockly editor links to that no page and no rule above
 * answers (tests/fixtures/editorLinks.mjs, editor commit 6510fb88). Also under /en/.
 */
export const EDITOR_REDIRECTS: Redirect[] = [
  {from: '/docs/hardware/sensors/camera', to: '/docs/hardware/eye/camera'},
  {from: '/hardware/allgemein-sensebox-eye/', to: '/docs/boards/eye/eye-overview'},
  {from: '/hardware/allgemein-sensebox-mcu-esp32/', to: '/docs/boards/mcus2/mcu-s2-overview'},
  {from: '/hardware/bee-ble/', to: '/docs/hardware/bee/bluetooth-bee'},
];

/**
 * Doc ids of published routes that moved to a new id: the old
 * address stays a redirect to the page's new home. Also under /en/.
 */
export const MOVED_DOC_REDIRECTS: Redirect[] = [
  // sensebox/docs be7190a moved the page into the CircuitPython section.
  {from: '/docs/misc/circuitpython_esp32', to: '/docs/editors/circuitpython/circuitpython_esp32'},
  // The app's troubleshooting page took over every section of the old one, under the same anchors.
  {from: '/docs/products/bike/misc/errors', to: '/docs/products/bike/app/troubleshooting'},
];

/** Netlify / Cloudflare Pages `_redirects`: both languages, permanent (301). */
export function hostRedirectsFile(redirects: Redirect[]): string {
  const lines = redirects.flatMap(({from, to}) => [`${from} ${to} 301`, `/en${from} /en${to} 301`]);
  return `# Generated from plugins/host-config/redirects.ts at build time. Old addresses keep working.\n${lines.join('\n')}\n`;
}
