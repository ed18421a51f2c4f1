/**
 * Questions for `npm run bench:relevance`, written from the reader's side: what a learner, a teacher
 * or a maker types into the search box, not the page titles. Each has the page(s) that answer it, as
 * doc ids (the path under /docs/, the same in both languages; '' is the home page). `kind` says what
 * the question tests:
 *   task      a task in plain words            typo       a typing error
 *   umlaut    ae/oe/ue/ss for ä/ö/ü/ß           compound   a compound joined, split or hyphenated
 *   english   an English word on the German site            synonym    a part number, shop or everyday name
 *   error     a message the IDE or a tool prints, pasted
 */

const SDS011 = 'hardware/sensors/feinstaub-sds011';
const SPS30 = 'hardware/sensors/feinstaub-sps30';
const PM = [SDS011, SPS30];
const BMP = ['hardware/sensors/luftdruck-temperatur', 'hardware/sensors/luftdruck-temperatur-bmp280'];
const HDC = 'hardware/sensors/temperatur-luftfeuchte';
const LIGHT = 'hardware/sensors/helligkeit-uv';
const IDE = 'editors/arduino/installation-arduino-ide';
const BSP = 'editors/arduino/installation-bsp';
const LIBS = 'editors/arduino/libraries-hinzufuegen';
const RESET = 'boards/mcus2/reset-esp32';
const S2_UPLOAD = 'boards/mcus2/mcus2-kompilieren';
const EYE_UPLOAD = 'boards/eye/eye-kompilieren';
const MCU_UPLOAD = 'boards/mcu/mcu-kompilieren';
const WEBSERVER = 'editors/blockly/blocks/web/webserver';
const CO2 = 'hardware/sensors/co2';
const CO2_AMPEL = 'products/co2Ampel/co2Ampel-overview';
const DISTANCE = 'hardware/sensors/distanz';
const SOUND = 'hardware/sensors/lautstaerke';
const DISPLAY = 'hardware/accessoires/display';
const REGISTER = 'misc/opensensemap/register';
const WIFI_BEE = 'hardware/bee/wifi-bee';
const SD = ['hardware/bee/sd-bee', 'hardware/sd', 'hardware/eye/sd'];
const CP_INSTALL = 'editors/circuitpython/circuitpython_esp32';
const CP_LIBS = 'editors/circuitpython/circpy_libraries';
const FIRST_STEPS = 'editors/arduino/first-steps';
const OSEM_API = 'misc/opensensemap/api';
const BLOCKLY_DISPLAY = 'editors/blockly/blocks/display';
const BLOCKLY_OSEM = 'editors/blockly/blocks/web/opensensemap';
const BLOCKLY_VARIABLES = 'editors/blockly/blocks/variablen';
// The error message pages (issue 42): the Arduino IDE's messages moved there from the first steps; the
// Blockly and CircuitPython pages answer the messages of their editor besides the pages that fix them.
const ARDUINO_ERRORS = 'editors/arduino/fehlermeldungen';
const BLOCKLY_ERRORS = 'editors/blockly/fehlermeldungen';
const CP_ERRORS = 'editors/circuitpython/circpy_fehlermeldungen';

/** @type {{language: 'de' | 'en', query: string, answers: string[], kind: string}[]} */
export const QUESTIONS = [
  // German
  {language: 'de', kind: 'task', query: 'arduino ide installieren', answers: [IDE]},
  {language: 'de', kind: 'task', query: 'board paket installieren', answers: [BSP]},
  {language: 'de', kind: 'compound', query: 'boardpaket', answers: [BSP]},
  {language: 'de', kind: 'task', query: 'bibliothek installieren arduino', answers: [LIBS]},
  {language: 'de', kind: 'umlaut', query: 'bibliotheken hinzufuegen', answers: [LIBS]},
  {language: 'de', kind: 'compound', query: 'feinstaub messen', answers: PM},
  {language: 'de', kind: 'compound', query: 'feinstaubsensor', answers: PM},
  {language: 'de', kind: 'synonym', query: 'sds011', answers: [SDS011]},
  {language: 'de', kind: 'synonym', query: 'PM2.5 messen', answers: PM},
  {language: 'de', kind: 'english', query: 'particulate matter', answers: PM},
  {
    language: 'de',
    kind: 'compound',
    query: 'temperatursensor',
    answers: [HDC, ...BMP, 'hardware/sensors/wassertemperatur', 'hardware/sensors/umweltsensor'],
  },
  {language: 'de', kind: 'compound', query: 'luftfeuchtigkeit messen', answers: [HDC, 'hardware/sensors/umweltsensor']},
  {language: 'de', kind: 'umlaut', query: 'luftdruck hoehe berechnen', answers: BMP},
  {language: 'de', kind: 'synonym', query: 'bmp280', answers: BMP},
  {language: 'de', kind: 'compound', query: 'luftdrucksensor', answers: BMP},
  {language: 'de', kind: 'synonym', query: 'helligkeit lux', answers: [LIGHT]},
  {language: 'de', kind: 'synonym', query: 'ltr329', answers: [LIGHT]},
  {language: 'de', kind: 'umlaut', query: 'lautstaerke messen', answers: [SOUND]},
  {language: 'de', kind: 'typo', query: 'lautstärkesenosr', answers: [SOUND]},
  {language: 'de', kind: 'task', query: 'abstand messen ultraschall', answers: [DISTANCE]},
  {language: 'de', kind: 'compound', query: 'ultraschallsensor', answers: [DISTANCE]},
  {language: 'de', kind: 'compound', query: 'webserver', answers: [WEBSERVER]},
  {language: 'de', kind: 'compound', query: 'web server', answers: [WEBSERVER]},
  {language: 'de', kind: 'compound', query: 'Web-Server blockly', answers: [WEBSERVER]},
  {
    language: 'de',
    kind: 'typo',
    query: 'co2 ampel bauen',
    answers: [CO2_AMPEL, 'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-1'],
  },
  {language: 'de', kind: 'compound', query: 'co2-sensor', answers: [CO2]},
  {language: 'de', kind: 'typo', query: 'kohlendioxid sensor', answers: [CO2]},
  {language: 'de', kind: 'task', query: 'mcu s2 zurücksetzen', answers: [RESET]},
  {language: 'de', kind: 'task', query: 'esp32 reset bootloader', answers: [RESET, EYE_UPLOAD, S2_UPLOAD]},
  {language: 'de', kind: 'umlaut', query: 'mcu s2 reagiert nicht mehr zuruecksetzen', answers: [RESET]},
  {language: 'de', kind: 'task', query: 'download modus esp32-s2', answers: [RESET, S2_UPLOAD, CP_INSTALL]},
  {language: 'de', kind: 'task', query: 'programm hochladen mcu s2', answers: [S2_UPLOAD]},
  {language: 'de', kind: 'english', query: 'upload sketch mcu eye', answers: [EYE_UPLOAD]},
  {language: 'de', kind: 'task', query: 'sketch auf die senseBox MCU übertragen', answers: [MCU_UPLOAD]},
  {
    language: 'de',
    kind: 'task',
    query: 'senseBox bei der openSenseMap registrieren',
    answers: [REGISTER, 'products/home/aufbau/home-schritt-2'],
  },
  {
    language: 'de',
    kind: 'typo',
    query: 'opensensmap registrieren',
    answers: [REGISTER, 'products/home/aufbau/home-schritt-2'],
  },
  {language: 'de', kind: 'task', query: 'daten herunterladen opensensemap', answers: ['misc/opensensemap/download']},
  {language: 'de', kind: 'english', query: 'wifi bee einrichten', answers: [WIFI_BEE]},
  {
    language: 'de',
    kind: 'english',
    query: 'wlan passwort',
    answers: [WIFI_BEE, 'editors/blockly/blocks/web/wifi', 'hardware/wifi', 'hardware/eye/wifi'],
  },
  {language: 'de', kind: 'compound', query: 'sd karte speichern', answers: SD},
  {language: 'de', kind: 'compound', query: 'sdkarte', answers: SD},
  {language: 'de', kind: 'task', query: 'display anschließen', answers: [DISPLAY]},
  {language: 'de', kind: 'umlaut', query: 'oled display anschliessen', answers: [DISPLAY]},
  {language: 'de', kind: 'typo', query: 'dispaly text anzeigen', answers: [DISPLAY, 'editors/blockly/blocks/display']},
  {language: 'de', kind: 'task', query: 'circuitpython installieren', answers: [CP_INSTALL]},
  {language: 'de', kind: 'task', query: 'circuitpython entfernen', answers: ['editors/circuitpython/circpy_uninstall']},
  {language: 'de', kind: 'compound', query: 'bodenfeuchte', answers: ['hardware/sensors/truebner']},
  {language: 'de', kind: 'compound', query: 'wasser temperatur messen', answers: ['hardware/sensors/wassertemperatur']},
  {language: 'de', kind: 'synonym', query: 'regen messen', answers: ['hardware/sensors/niederschlag-rg15']},
  {
    language: 'de',
    kind: 'task',
    query: 'solarpanel anschließen',
    answers: ['hardware/accessoires/solar_set', 'products/home/erweiterungen/home-erweiterung-solar'],
  },
  {language: 'de', kind: 'task', query: 'uhrzeit rtc', answers: ['hardware/accessoires/rtc-modul']},
  {language: 'de', kind: 'compound', query: 'gps position', answers: ['hardware/accessoires/gps']},
  {language: 'de', kind: 'task', query: 'was heißt I2C', answers: ['misc/begriffe']},
  {
    language: 'de',
    kind: 'error',
    query: "ImportError: no module named 'adafruit_register'",
    answers: [
      CP_LIBS,
      'editors/circuitpython/circpy_supported-hardware',
      'editors/circuitpython/circpy_example',
      CP_ERRORS,
    ],
  },
  {language: 'de', kind: 'error', query: 'senseBoxIO.h nicht gefunden', answers: [LIBS]},
  {
    language: 'de',
    kind: 'error',
    query: 'ConnectionError: No network with that ssid',
    answers: ['editors/circuitpython/circpy_osem'],
  },
  {
    language: 'de',
    kind: 'error',
    query: 'fatal error: LTR329.h: No such file or directory',
    answers: [LIBS, LIGHT, ARDUINO_ERRORS],
  },
  {language: 'de', kind: 'error', query: 'ValueError: incompatible .mpy file', answers: [CP_LIBS, CP_ERRORS]},
  {
    language: 'de',
    kind: 'error',
    query: 'ValueError: No I2C device at address: 0x77',
    answers: ['editors/circuitpython/circpy_supported-hardware'],
  },
  {language: 'de', kind: 'error', query: 'Compilation error: exit status 1', answers: [ARDUINO_ERRORS]},
  {language: 'de', kind: 'error', query: "'ledPin' was not declared in this scope", answers: [ARDUINO_ERRORS]},
  {
    language: 'de',
    kind: 'error',
    query: 'fatal error: Adafruit_HDC1000.h: No such file or directory',
    answers: [LIBS, ARDUINO_ERRORS],
  },
  {language: 'de', kind: 'error', query: 'No device found on COM4', answers: [ARDUINO_ERRORS]},
  {language: 'de', kind: 'error', query: 'Failed uploading: no upload port provided', answers: [ARDUINO_ERRORS]},
  {
    language: 'de',
    kind: 'error',
    query: "Could not open COM5, the port is busy or doesn't exist.",
    answers: [ARDUINO_ERRORS],
  },
  {
    language: 'de',
    kind: 'error',
    query: 'A fatal error occurred: Failed to connect to ESP32-S2: No serial data received.',
    answers: [RESET, ARDUINO_ERRORS],
  },
  {
    language: 'de',
    kind: 'error',
    query: 'Failed to connect to ESP32-S2: Wrong boot mode detected (0x8)!',
    answers: [RESET],
  },
  {
    language: 'de',
    kind: 'error',
    query: 'Failed to connect to ESP32-S3: No serial data received.',
    answers: [EYE_UPLOAD, ARDUINO_ERRORS],
  },
  {
    language: 'de',
    kind: 'error',
    query: "'display' was not declared in this scope",
    answers: [BLOCKLY_DISPLAY, BLOCKLY_ERRORS],
  },
  {
    language: 'de',
    kind: 'error',
    query: "'WiFiClient' does not name a type; did you mean 'DNSClient'?",
    answers: [BLOCKLY_OSEM, BLOCKLY_ERRORS],
  },
  {
    language: 'de',
    kind: 'error',
    query: "'SENSEBOX_ID' was not declared in this scope",
    answers: [BLOCKLY_OSEM, BLOCKLY_ERRORS],
  },
  {
    language: 'de',
    kind: 'error',
    query: "conflicting declaration 'float Temperatur'",
    answers: [BLOCKLY_VARIABLES, BLOCKLY_ERRORS],
  },
  {
    language: 'de',
    kind: 'error',
    query: 'blockly ein fehler ist aufgetreten',
    answers: [S2_UPLOAD, MCU_UPLOAD, EYE_UPLOAD, BLOCKLY_ERRORS],
  },
  {language: 'de', kind: 'error', query: 'Box access token not valid!', answers: [OSEM_API]},
  {language: 'de', kind: 'error', query: '{"code":"NotFound","message":"Box not found"}', answers: [OSEM_API]},
  {
    language: 'de',
    kind: 'task',
    query: 'bike app verbinden',
    answers: ['products/bike/app/setup', 'products/bike/app/benutzung', 'products/bike/app/troubleshooting'],
  },

  // English
  {language: 'en', kind: 'task', query: 'install arduino ide', answers: [IDE]},
  {language: 'en', kind: 'task', query: 'install board package', answers: [BSP]},
  {language: 'en', kind: 'task', query: 'add library arduino', answers: [LIBS]},
  {language: 'en', kind: 'typo', query: 'instal libary', answers: [LIBS]},
  {language: 'en', kind: 'task', query: 'measure fine dust', answers: PM},
  {language: 'en', kind: 'synonym', query: 'particulate matter sensor', answers: PM},
  {language: 'en', kind: 'synonym', query: 'pm2.5', answers: PM},
  {language: 'en', kind: 'synonym', query: 'sds011', answers: [SDS011]},
  {language: 'en', kind: 'synonym', query: 'sps30', answers: [SPS30]},
  {
    language: 'en',
    kind: 'task',
    query: 'temperature sensor',
    answers: [HDC, ...BMP, 'hardware/sensors/wassertemperatur', 'hardware/sensors/umweltsensor'],
  },
  {language: 'en', kind: 'task', query: 'measure humidity', answers: [HDC, 'hardware/sensors/umweltsensor']},
  {language: 'en', kind: 'synonym', query: 'air pressure altitude', answers: BMP},
  {language: 'en', kind: 'synonym', query: 'barometer', answers: BMP},
  {language: 'en', kind: 'synonym', query: 'light sensor lux', answers: [LIGHT]},
  {language: 'en', kind: 'synonym', query: 'ltr-329', answers: [LIGHT]},
  {language: 'en', kind: 'typo', query: 'temprature humidity', answers: [HDC, 'hardware/sensors/umweltsensor']},
  {language: 'en', kind: 'task', query: 'noise level', answers: [SOUND]},
  {language: 'en', kind: 'task', query: 'measure distance ultrasonic', answers: [DISTANCE]},
  {language: 'en', kind: 'compound', query: 'webserver', answers: [WEBSERVER]},
  {language: 'en', kind: 'compound', query: 'web server blockly', answers: [WEBSERVER]},
  {language: 'en', kind: 'compound', query: 'web-server', answers: [WEBSERVER]},
  {language: 'en', kind: 'task', query: 'co2 traffic light', answers: [CO2_AMPEL]},
  {language: 'en', kind: 'synonym', query: 'carbon dioxide', answers: [CO2]},
  {language: 'en', kind: 'task', query: 'reset mcu s2', answers: [RESET]},
  {language: 'en', kind: 'task', query: 'esp32 reset bootloader', answers: [RESET, EYE_UPLOAD, S2_UPLOAD]},
  {language: 'en', kind: 'task', query: 'board does not respond anymore', answers: [RESET]},
  {language: 'en', kind: 'task', query: 'download mode', answers: [RESET, S2_UPLOAD, EYE_UPLOAD, CP_INSTALL]},
  {language: 'en', kind: 'task', query: 'upload program mcu s2', answers: [S2_UPLOAD]},
  {language: 'en', kind: 'task', query: 'upload sketch mcu eye', answers: [EYE_UPLOAD]},
  {
    language: 'en',
    kind: 'task',
    query: 'register sensebox opensensemap',
    answers: [REGISTER, 'products/home/aufbau/home-schritt-2'],
  },
  {
    language: 'en',
    kind: 'typo',
    query: 'opensensmap register',
    answers: [REGISTER, 'products/home/aufbau/home-schritt-2'],
  },
  {language: 'en', kind: 'task', query: 'download data opensensemap', answers: ['misc/opensensemap/download']},
  {language: 'en', kind: 'task', query: 'connect wifi bee', answers: [WIFI_BEE]},
  {
    language: 'en',
    kind: 'compound',
    query: 'wifi password',
    answers: [WIFI_BEE, 'editors/blockly/blocks/web/wifi', 'hardware/wifi', 'hardware/eye/wifi'],
  },
  {language: 'en', kind: 'compound', query: 'save to sd card', answers: SD},
  {language: 'en', kind: 'compound', query: 'sdcard', answers: SD},
  {language: 'en', kind: 'task', query: 'connect oled display', answers: [DISPLAY]},
  {language: 'en', kind: 'typo', query: 'dispaly show text', answers: [DISPLAY, 'editors/blockly/blocks/display']},
  {language: 'en', kind: 'task', query: 'install circuitpython', answers: [CP_INSTALL]},
  {language: 'en', kind: 'task', query: 'remove circuitpython', answers: ['editors/circuitpython/circpy_uninstall']},
  {language: 'en', kind: 'task', query: 'soil moisture', answers: ['hardware/sensors/truebner']},
  {language: 'en', kind: 'task', query: 'water temperature', answers: ['hardware/sensors/wassertemperatur']},
  {language: 'en', kind: 'synonym', query: 'rain gauge', answers: ['hardware/sensors/niederschlag-rg15']},
  {
    language: 'en',
    kind: 'task',
    query: 'solar panel',
    answers: ['hardware/accessoires/solar_set', 'products/home/erweiterungen/home-erweiterung-solar'],
  },
  {language: 'en', kind: 'task', query: 'real time clock', answers: ['hardware/accessoires/rtc-modul']},
  {language: 'en', kind: 'task', query: 'gps location', answers: ['hardware/accessoires/gps']},
  {language: 'en', kind: 'task', query: 'what does I2C mean', answers: ['misc/begriffe']},
  {
    language: 'en',
    kind: 'error',
    query: "ImportError: no module named 'adafruit_register'",
    answers: [
      CP_LIBS,
      'editors/circuitpython/circpy_supported-hardware',
      'editors/circuitpython/circpy_example',
      CP_ERRORS,
    ],
  },
  {
    language: 'en',
    kind: 'error',
    query: 'ConnectionError: No network with that ssid',
    answers: ['editors/circuitpython/circpy_osem'],
  },
  {
    language: 'en',
    kind: 'error',
    query: 'fatal error: Adafruit_Sensor.h: No such file or directory',
    answers: [LIBS, ARDUINO_ERRORS],
  },
  {language: 'en', kind: 'error', query: 'ValueError: incompatible .mpy file', answers: [CP_LIBS, CP_ERRORS]},
  {
    language: 'en',
    kind: 'error',
    query: 'Unable to find I2C Display at 3d',
    answers: ['editors/circuitpython/circpy_first-steps', 'editors/circuitpython/circpy_example'],
  },
  {language: 'en', kind: 'task', query: 'first steps arduino', answers: [FIRST_STEPS]},
  {language: 'en', kind: 'error', query: 'exit status 1', answers: [ARDUINO_ERRORS]},
  {language: 'en', kind: 'error', query: "error: 'sensor' was not declared in this scope", answers: [ARDUINO_ERRORS]},
  {
    language: 'en',
    kind: 'error',
    query: 'fatal error: senseBoxIO.h: No such file or directory',
    answers: [LIBS, ARDUINO_ERRORS],
  },
  {language: 'en', kind: 'error', query: 'No device found on /dev/ttyACM0', answers: [ARDUINO_ERRORS]},
  {language: 'en', kind: 'error', query: 'Failed uploading: uploading error: exit status 1', answers: [ARDUINO_ERRORS]},
  {
    language: 'en',
    kind: 'error',
    query: "A fatal error occurred: Could not open /dev/ttyACM0, the port is busy or doesn't exist.",
    answers: [ARDUINO_ERRORS],
  },
  {
    language: 'en',
    kind: 'error',
    query: 'Failed to connect to ESP32-S2: No serial data received.',
    answers: [RESET, ARDUINO_ERRORS],
  },
  {
    language: 'en',
    kind: 'error',
    query: 'Wrong boot mode detected (0x8)! The chip needs to be in download mode.',
    answers: [RESET, EYE_UPLOAD],
  },
  {
    language: 'en',
    kind: 'error',
    query: 'A fatal error occurred: Failed to connect to ESP32-S3: No serial data received.',
    answers: [EYE_UPLOAD, ARDUINO_ERRORS],
  },
  {
    language: 'en',
    kind: 'error',
    query: "'display' was not declared in this scope",
    answers: [BLOCKLY_DISPLAY, BLOCKLY_ERRORS],
  },
  {language: 'en', kind: 'error', query: "'WiFiClient' does not name a type", answers: [BLOCKLY_OSEM, BLOCKLY_ERRORS]},
  {
    language: 'en',
    kind: 'error',
    query: "'addMeasurement' was not declared in this scope",
    answers: [BLOCKLY_OSEM, BLOCKLY_ERRORS],
  },
  {language: 'en', kind: 'error', query: "redefinition of 'int counter'", answers: [BLOCKLY_VARIABLES, BLOCKLY_ERRORS]},
  {
    language: 'en',
    kind: 'error',
    query: 'blockly an error has occurred compiling',
    answers: [S2_UPLOAD, MCU_UPLOAD, EYE_UPLOAD, BLOCKLY_ERRORS],
  },
  {language: 'en', kind: 'error', query: 'Box access token not valid!', answers: [OSEM_API]},
  {language: 'en', kind: 'error', query: 'Sensor not found: Sensor 5f3a of box 5f39 not found', answers: [OSEM_API]},
  {
    language: 'en',
    kind: 'task',
    query: 'bike app bluetooth connect',
    answers: ['products/bike/app/setup', 'products/bike/app/benutzung', 'products/bike/app/troubleshooting'],
  },
];
