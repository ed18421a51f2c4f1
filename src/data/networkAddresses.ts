/**
 * Which network addresses the senseBox tools use, for the page "Für die Schul-IT" /
 * "For school IT" (docs/misc/schul-it.mdx). One entry per address; the page shows
 * one table per tool (src/components/NetworkTable). Every address is one our pages give
 * (a link or a value to type) or, where `source` says so, one the tool's own code uses.
 * tests/unit/data/networkAddresses.test.ts checks the first kind against the pages.
 *
 * Ports: HTTPS is TCP 443 and HTTP TCP 80 unless a port is named; MQTT (mqtt://) listens on
 * TCP 1883 by default (the IANA port of MQTT), MQTT over TLS (mqtts://) on TCP 8883 (its IANA port),
 * MQTT over WebSocket (ws://, wss:// with TLS) on the web ports.
 */

export type Tool = 'docs' | 'blockly' | 'opensensemap' | 'ttn' | 'arduino' | 'apps';

export type Direction = 'out' | 'in' | 'none';

export type NetworkAddress = {
  tool: Tool;
  /** The address as a reader or an IT person would enter it in a filter: a host or a full URL. */
  address: string;
  /** Protocol and port, e.g. "HTTPS (TCP 443)". Never translated. */
  protocol: string;
  /** Who opens the connection: a device in the school ('out'), a server outside ('in'). */
  direction: Direction;
  /** Which devices in the school need it. */
  who: {de: string; en: string};
  /** What the address is for. */
  purpose: {de: string; en: string};
  /**
   * Where the address comes from when no page of ours gives it: the tool's repository and file.
   * Without it, the test requires the address on at least one page.
   */
  source?: string;
};

const HTTPS = 'HTTPS (TCP 443)';
const BROWSER = {de: 'Computer und Tablets (Browser)', en: 'computers and tablets (browser)'};
const BOARD = {de: 'senseBox-Board im WLAN', en: 'senseBox board on the Wi-Fi'};

export const NETWORK_ADDRESSES: readonly NetworkAddress[] = [
  // This site.
  {
    tool: 'docs',
    address: 'docs.sensebox.de',
    protocol: HTTPS,
    direction: 'out',
    who: BROWSER,
    purpose: {
      de: 'Diese Dokumentation: Seiten, Bilder, Suche (der Suchindex kommt von derselben Adresse) und der Offline-Modus.',
      en: 'This documentation: pages, images, search (the search index comes from the same address) and offline mode.',
    },
    // The site's own address (`url` in the site config).
    source: 'docusaurus.config.ts',
  },
  {
    tool: 'docs',
    address: 'www.youtube-nocookie.com',
    protocol: HTTPS,
    direction: 'out',
    who: BROWSER,
    purpose: {
      de: 'Nur wenn jemand bei einem Video auf „Abspielen“ klickt; vorher lädt die Seite nichts von YouTube.',
      en: 'Only when someone clicks "play" on a video; before that the page loads nothing from YouTube.',
    },
    // src/components/VideoEmbed/youtube.ts (embedUrl): the player is loaded on click only.
    source: 'src/components/VideoEmbed/youtube.ts',
  },
  // Blockly for senseBox.
  {
    tool: 'blockly',
    address: 'blockly.sensebox.de',
    protocol: HTTPS,
    direction: 'out',
    who: BROWSER,
    purpose: {de: 'Der Blockly-Editor im Browser.', en: 'The Blockly editor in the browser.'},
  },
  {
    tool: 'blockly',
    address: 'compiler.sensebox.de',
    protocol: HTTPS,
    direction: 'out',
    who: BROWSER,
    purpose: {
      de: 'Der Dienst zum Kompilieren: Beim Klick auf „Kompilieren“ schickt der Editor das Programm dorthin und bekommt die Datei für das Board zurück.',
      en: 'The compile service: on "Compile" the editor sends the program there and gets back the file for the board.',
    },
    // REACT_APP_COMPILER_URL in sensebox/React-Ardublockly/.env (commit 0608e2e).
    source: 'sensebox/React-Ardublockly .env (REACT_APP_COMPILER_URL)',
  },
  {
    tool: 'blockly',
    address: 'api.blockly.sensebox.de',
    protocol: HTTPS,
    direction: 'out',
    who: BROWSER,
    purpose: {
      de: 'Die Schnittstelle des Editors, zum Beispiel für geteilte Programme und die Galerie.',
      en: "The editor's interface, for example for shared programs and the gallery.",
    },
    // REACT_APP_BLOCKLY_API in sensebox/React-Ardublockly/.env (commit 0608e2e), next to the share-link setting.
    source: 'sensebox/React-Ardublockly .env (REACT_APP_BLOCKLY_API)',
  },
  // openSenseMap.
  {
    tool: 'opensensemap',
    address: 'opensensemap.org',
    protocol: HTTPS,
    direction: 'out',
    who: BROWSER,
    purpose: {
      de: 'Die Karte, die Registrierung einer Box und das Dashboard deiner Boxen.',
      en: 'The map, registering a box and the dashboard of your boxes.',
    },
  },
  {
    tool: 'opensensemap',
    address: 'api.opensensemap.org',
    protocol: HTTPS,
    direction: 'out',
    who: {de: 'Computer, Skripte und Apps', en: 'computers, scripts and apps'},
    purpose: {
      de: 'Die Schnittstelle (REST-API): Messwerte abfragen und hochladen.',
      en: 'The interface (REST API): query and upload measurements.',
    },
  },
  {
    tool: 'opensensemap',
    address: 'ingress.opensensemap.org',
    protocol: 'HTTPS (TCP 443) / HTTP (TCP 80)',
    direction: 'out',
    who: BOARD,
    purpose: {
      de: 'Hierhin schickt ein Blockly-Programm mit dem Block „Verbinde mit openSenseMap“ die Messwerte. Mit Häkchen bei SSL verschlüsselt über Port 443, ohne Häkchen über Port 80.',
      en: 'A Blockly program with the block "Connect to openSenseMap" sends its measurements here. With SSL ticked, encrypted on port 443; without, on port 80.',
    },
    // sensebox/React-Ardublockly src/components/Blockly/generator/sensebox-osem.js (SSL → 443, otherwise 80)
    // and its test of that generator (host ingress.opensensemap.org for the production setting).
    source: 'sensebox/React-Ardublockly src/components/Blockly/generator/sensebox-osem.js',
  },
  {
    tool: 'opensensemap',
    address: 'archive.opensensemap.org',
    protocol: HTTPS,
    direction: 'out',
    who: BROWSER,
    purpose: {de: 'Das tägliche Archiv für große Datenmengen.', en: 'The daily archive for large amounts of data.'},
  },
  {
    tool: 'opensensemap',
    address: 'docs.opensensemap.org',
    protocol: HTTPS,
    direction: 'out',
    who: BROWSER,
    purpose: {
      de: 'Die Beschreibung aller Routen der Schnittstelle.',
      en: 'The description of every route of the interface.',
    },
  },
  {
    tool: 'opensensemap',
    // Schemes, not a host: the broker is yours. The four schemes the integration accepts: sensebox/openSenseMap-API
    // packages/models/src/box/integrations.js (validMqttUri: mqtt://, mqtts://, ws://, wss://). The test looks
    // for each scheme on the MQTT page.
    address: 'mqtt://, mqtts://, ws://, wss://',
    protocol: 'MQTT (TCP 1883, TLS 8883) / WebSocket (TCP 80, TLS 443)',
    direction: 'in',
    who: {de: 'euer eigener MQTT-Broker', en: 'your own MQTT broker'},
    purpose: {
      de: 'Nur bei der MQTT-Integration: Die openSenseMap baut die Verbindung zu eurem Broker auf und abonniert dort ein Topic. Steht der Broker in der Schule, muss er aus dem Internet erreichbar sein.',
      en: 'Only with the MQTT integration: openSenseMap connects to your broker and subscribes to a topic there. If the broker is in the school, it must be reachable from the internet.',
    },
  },
  // The Things Network (LoRa).
  {
    tool: 'ttn',
    address: 'eu1.cloud.thethings.network',
    protocol: HTTPS,
    direction: 'out',
    who: BROWSER,
    purpose: {
      de: 'Die TTN-Konsole, in der du dein Gerät und die Weiterleitung an die openSenseMap einrichtest.',
      en: 'The TTN console, where you set up your device and the forwarding to openSenseMap.',
    },
  },
  {
    tool: 'ttn',
    address: 'https://ttn.opensensemap.org/v3',
    protocol: HTTPS,
    direction: 'none',
    who: {de: 'kein Gerät der Schule (TTN → openSenseMap)', en: 'no device in the school (TTN → openSenseMap)'},
    purpose: {
      de: 'Die Base URL des Webhooks: TTN schickt die Messwerte von dort an die openSenseMap. Das Board funkt per LoRa zu einem Gateway und braucht kein Schulnetz.',
      en: "The webhook's base URL: TTN passes the measurements on to openSenseMap. The board radios to a gateway over LoRa and needs no school network.",
    },
  },
  // Arduino IDE.
  {
    tool: 'arduino',
    address: 'https://www.arduino.cc/en/software',
    protocol: HTTPS,
    direction: 'out',
    who: {de: 'Computer, die die Arduino IDE installieren', en: 'computers that install the Arduino IDE'},
    purpose: {de: 'Download der Arduino IDE.', en: 'Download of the Arduino IDE.'},
  },
  {
    tool: 'arduino',
    address: 'https://github.com/sensebox/senseBoxMCU-core/raw/master/package_sensebox_index.json',
    protocol: HTTPS,
    direction: 'out',
    who: {de: 'Arduino IDE', en: 'Arduino IDE'},
    purpose: {
      de: 'Boardverwalter-URL für die senseBox MCU und die MCU mini (Paket „senseBox SAMD Boards“).',
      en: 'Boards Manager URL for the senseBox MCU and the MCU mini (package "senseBox SAMD Boards").',
    },
  },
  {
    tool: 'arduino',
    address: 'https://espressif.github.io/arduino-esp32/package_esp32_index.json',
    protocol: HTTPS,
    direction: 'out',
    who: {de: 'Arduino IDE', en: 'Arduino IDE'},
    purpose: {
      de: 'Boardverwalter-URL für die senseBox MCU-S2 und die MCU Eye (Paket „esp32“ von Espressif Systems).',
      en: 'Boards Manager URL for the senseBox MCU-S2 and the MCU Eye (package "esp32" by Espressif Systems).',
    },
  },
  {
    tool: 'arduino',
    address: 'downloads.arduino.cc',
    protocol: HTTPS,
    direction: 'out',
    who: {de: 'Arduino IDE', en: 'Arduino IDE'},
    purpose: {
      de: 'Die Listen des Bibliotheksverwalters und des Boardverwalters von Arduino selbst.',
      en: "The lists of Arduino's own Library Manager and Boards Manager.",
    },
    // arduino/arduino-cli (the IDE's back end): library index https://downloads.arduino.cc/libraries/library_index.tar.bz2,
    // package index https://downloads.arduino.cc/packages/package_index.tar.bz2.
    source: 'arduino/arduino-cli (library_index and package_index under downloads.arduino.cc)',
  },
  // App stores.
  {
    tool: 'apps',
    address: 'https://play.google.com/store/apps/details?id=de.hochschuletrier.bikeapp',
    protocol: HTTPS,
    direction: 'out',
    who: {de: 'Android-Smartphones', en: 'Android phones'},
    purpose: {de: 'Die senseBox:bike App bei Google Play.', en: 'The senseBox:bike app on Google Play.'},
  },
  {
    tool: 'apps',
    address: 'https://apps.apple.com/de/app/bikeapp/id1530130134',
    protocol: HTTPS,
    direction: 'out',
    who: {de: 'iPhones', en: 'iPhones'},
    purpose: {de: 'Die senseBox:bike App im App Store.', en: 'The senseBox:bike app on the App Store.'},
  },
  {
    tool: 'apps',
    address: 'https://play.google.com/store/apps/details?id=de.sensebox.basic',
    protocol: HTTPS,
    direction: 'out',
    who: {de: 'Android-Tablets', en: 'Android tablets'},
    purpose: {de: 'Die senseBox:basic App bei Google Play.', en: 'The senseBox:basic app on Google Play.'},
  },
];

export function addressesOf(tool: Tool): NetworkAddress[] {
  return NETWORK_ADDRESSES.filter((entry) => entry.tool === tool);
}
