/**
 * The held-out half of `npm run bench:relevance`: questions written independently of the tuned half
 * (relevanceQuestions.mjs) and before the search was changed for them. Only bench/relevance.mjs reads
 * this file; nothing in src/, the tests or the page data may be fitted to a question here. When the
 * search changes, it is evaluated once and its figure reported next to the tuned half's; a question
 * that fails is a sign of a general cause to fix, never a word to add for it.
 *
 * Same shape as the tuned half (doc ids under /docs/, `kind` as there), plus:
 *   everyday  a situation or symptom in everyday words, not the words of the page that answers it
 *   board     a question asked with a board chosen in the board selector (`board`: a kit id)
 * Each question names its source in a comment: an issue or pull-request title of a senseBox repository
 * or of a tool the boards use, a message the Blockly editor or a compiler prints, or how teachers and
 * pupils put it in class ("classroom").
 *
 * The three error pages ("Fehlermeldungen" of the Arduino IDE, Blockly and CircuitPython) were named
 * here before they were written: they are what a pasted generic message should find first.
 */

const ARDUINO_ERRORS = 'editors/arduino/fehlermeldungen';
const BLOCKLY_ERRORS = 'editors/blockly/fehlermeldungen';
const CP_ERRORS = 'editors/circuitpython/circpy_fehlermeldungen';
const FIRST_STEPS = 'editors/arduino/first-steps';
const LIBS = 'editors/arduino/libraries-hinzufuegen';
const RESET = 'boards/mcus2/reset-esp32';
const EYE_UPLOAD = 'boards/eye/eye-kompilieren';
const S2_UPLOAD = 'boards/mcus2/mcus2-kompilieren';
const MCU_UPLOAD = 'boards/mcu/mcu-kompilieren';
const CP_INSTALL = 'editors/circuitpython/circuitpython_esp32';
const BLUETOOTH = ['hardware/bee/bluetooth-bee', 'hardware/eye/ble'];
const HOME_PLACE = 'products/home/aufbau/home-aufstellen';
const RTC = 'hardware/accessoires/rtc-modul';
const SOLAR = ['hardware/accessoires/solar_set', 'products/home/erweiterungen/home-erweiterung-solar'];
const SOUND = ['hardware/sensors/lautstaerke', 'hardware/sensors/mikro'];
const CO2 = ['products/co2Ampel/co2Ampel-overview', 'hardware/sensors/co2'];
const SOIL = 'hardware/sensors/truebner';
const NOT_DETECTED = [
  'hardware/accessoires/cable_overview',
  'boards/mcu/mcu-in-betrieb-nehmen',
  'boards/mcus2/mcus2-in-betrieb-nehmen',
  'boards/eye/eye-in-betrieb-nehmen',
  RESET,
  ARDUINO_ERRORS,
];
const CABLES = 'hardware/accessoires/cable_overview';
const DISPLAY = ['hardware/accessoires/display', 'editors/blockly/blocks/display'];
const LIGHT = 'hardware/sensors/helligkeit-uv';
const MOTION = ['hardware/sensors/mpu6050', 'hardware/sensors/bmx055', 'hardware/eye/icm20948'];
const WATER = 'hardware/sensors/wassertemperatur';
const TELEGRAM = 'editors/blockly/blocks/web/telegram';
const CAMERA = ['boards/eye/eye-machine-learning', 'hardware/eye/camera'];
const ESPNOW = 'misc/espnow';
const SCHOOL_IT = 'misc/schul-it';
const OSEM_FAQ = 'misc/opensensemap/faq';
const SD = ['hardware/sd', 'hardware/bee/sd-bee', 'hardware/eye/sd'];
const SD_GENERAL = ['hardware/sd', 'hardware/bee/sd-bee'];
const SAVE_PROGRAM = ['boards/mcu/mcu-erster-sketch', 'boards/mcus2/mcus2-erster-sketch'];
const COMPILE_DIALOG = [BLOCKLY_ERRORS, S2_UPLOAD, MCU_UPLOAD, EYE_UPLOAD];
const NO_PORT = [ARDUINO_ERRORS, FIRST_STEPS, RESET, EYE_UPLOAD];
const LOOPS = 'editors/blockly/blocks/schleifen';
const ENVIRONMENT = 'hardware/sensors/umweltsensor';
const HUMIDITY = ['hardware/sensors/temperatur-luftfeuchte', ENVIRONMENT];
const LIGHT_SENSORS = ['hardware/sensors/photodiode', LIGHT];

/** @type {{language: 'de' | 'en', query: string, answers: string[], kind: string, board?: string}[]} */
export const HELD_OUT = [
  // German
  // classroom: pupils who want the readings on their own phone
  {language: 'de', kind: 'everyday', query: 'Messwerte auf dem Smartphone anzeigen', answers: BLUETOOTH},
  // sensebox/OER#18 "Probleme und Lösungen für senseBox:home Wlan" (a station outdoors, what goes wrong)
  {language: 'de', kind: 'everyday', query: 'Wasser im Gehäuse der Wetterstation', answers: [HOME_PLACE]},
  // classroom: a logger whose time is wrong after it was unplugged
  {language: 'de', kind: 'task', query: 'Uhr vergisst die Zeit ohne Strom', answers: [RTC]},
  // classroom: a station in the school garden
  {language: 'de', kind: 'everyday', query: 'Messstation im Garten ohne Steckdose betreiben', answers: SOLAR},
  // classroom: a noise project in the break
  {language: 'de', kind: 'everyday', query: 'wie laut ist es in der Pause auf dem Schulhof', answers: SOUND},
  // classroom: the CO2 traffic light's question
  {language: 'de', kind: 'everyday', query: 'wann sollen wir das Fenster aufmachen', answers: CO2},
  // classroom: a plant project
  {language: 'de', kind: 'everyday', query: 'merken wenn die Blumenerde zu trocken ist', answers: [SOIL]},
  // digistump/DigistumpArduino#129 "I don't recognize the serial port …", Windows-side wording
  {language: 'de', kind: 'everyday', query: 'PC erkennt die senseBox nicht', answers: NOT_DETECTED},
  // joeycastillo/Sensor-Watch#313 (a charge-only cable was the cause)
  {language: 'de', kind: 'everyday', query: 'USB Kabel lädt nur', answers: [CABLES]},
  // sensebox/ardublockly-1#198 "A Blockly created Sketch produces not working Arduino Code" (Display Print example)
  {language: 'de', kind: 'everyday', query: 'Bildschirm bleibt dunkel', answers: DISPLAY},
  // classroom: a summer project on sun protection
  {language: 'de', kind: 'everyday', query: 'Sonnenbrand Risiko messen', answers: [LIGHT]},
  // classroom: a seismograph project
  {language: 'de', kind: 'everyday', query: 'Erschütterungen messen', answers: MOTION},
  // classroom: a pond project
  {language: 'de', kind: 'everyday', query: 'Temperatur im Gartenteich messen', answers: [WATER]},
  // classroom: a warning to a phone
  {language: 'de', kind: 'everyday', query: 'Warnung aufs Handy wenn es zu heiß wird', answers: [TELEGRAM]},
  // classroom: an image recognition project
  {language: 'de', kind: 'task', query: 'Gegenstände mit der Kamera erkennen', answers: CAMERA},
  // classroom: two groups' boxes talking to each other
  {language: 'de', kind: 'everyday', query: 'zwei senseBoxen ohne WLAN Daten austauschen', answers: [ESPNOW]},
  // sensebox/openSenseMap#333 and school networks: a page the school network does not open
  {language: 'de', kind: 'everyday', query: 'Schulnetzwerk blockiert die Seite', answers: [SCHOOL_IT]},
  // classroom: a lesson ends before the program is finished
  {
    language: 'de',
    kind: 'everyday',
    query: 'Programm abspeichern und nächste Stunde weitermachen',
    answers: SAVE_PROGRAM,
  },
  // sensebox/openSenseMap#285 "Inaktive Marker when senseBox is online"
  {language: 'de', kind: 'everyday', query: 'Box auf der Karte wird grau', answers: [OSEM_FAQ]},
  // sensebox/ardublockly-1#149 "Save Data on SD Card in different Files" (a logger without a network)
  {language: 'de', kind: 'everyday', query: 'Messwerte ohne Internet sammeln', answers: SD},
  // GCC, pasted without the name
  {language: 'de', kind: 'error', query: 'was not declared in this scope', answers: [ARDUINO_ERRORS, FIRST_STEPS]},
  // GCC, a missing header, pasted without the file name
  {language: 'de', kind: 'error', query: 'No such file or directory', answers: [ARDUINO_ERRORS, LIBS]},
  // React-Ardublockly src/components/Blockly/msg/de/ui.js, compiledialog_text
  {
    language: 'de',
    kind: 'error',
    query: 'Beim kompilieren ist ein Fehler aufgetreten. Überprüfe deine Blöcke und versuche es erneut',
    answers: COMPILE_DIALOG,
  },
  // arduino/help-center-content#35 "Errors when uploading a sketch" (the port missing)
  {language: 'de', kind: 'error', query: 'Port wird nicht angezeigt Arduino', answers: NO_PORT},
  // GCC, a missing semicolon
  {language: 'de', kind: 'error', query: "expected ';' before '}' token", answers: [ARDUINO_ERRORS]},
  // Arduino IDE 1.8 in German, as MCUdude/MightyCore#195 quotes its English form
  {
    language: 'de',
    kind: 'error',
    query: 'Fehler beim Kompilieren für das Board senseBox MCU',
    answers: [ARDUINO_ERRORS, FIRST_STEPS],
  },
  // CircuitPython's serial console
  {language: 'de', kind: 'error', query: 'IndentationError: unexpected indent', answers: [CP_ERRORS]},
  // CircuitPython's serial console, a module used without its import
  {language: 'de', kind: 'error', query: "NameError: name 'time' is not defined", answers: [CP_ERRORS]},
  // joeycastillo/Sensor-Watch#313 "WATCHBOOT drive not showing up", for CircuitPython's drive
  {language: 'de', kind: 'error', query: 'CIRCUITPY Laufwerk fehlt', answers: [CP_ERRORS, CP_INSTALL]},
  // sensebox/blockly-app#9 "App Error logs" (a compile error from generated code)
  {language: 'de', kind: 'error', query: 'break statement not within loop or switch', answers: [BLOCKLY_ERRORS, LOOPS]},
  // GCC, a type without its library
  {language: 'de', kind: 'error', query: 'does not name a type', answers: [ARDUINO_ERRORS]},
  // board chosen: the reader's board's page first
  {language: 'de', kind: 'board', board: 'eye', query: 'sd karte', answers: ['hardware/eye/sd']},
  {language: 'de', kind: 'board', board: 'edu', query: 'programm übertragen', answers: [MCU_UPLOAD]},
  {language: 'de', kind: 'board', board: 'eye', query: 'wlan verbinden', answers: ['hardware/eye/wifi']},
  // no board chosen: the general page before a board's own
  {language: 'de', kind: 'board', query: 'SD-Karte beschreiben', answers: SD_GENERAL},
  // compounds the pages do not use
  {language: 'de', kind: 'compound', query: 'Luftqualitätssensor', answers: [ENVIRONMENT]},
  {language: 'de', kind: 'compound', query: 'Bodenfeuchtigkeitsensor', answers: [SOIL]},
  {language: 'de', kind: 'compound', query: 'Feuchtigkeitsmesser', answers: HUMIDITY},
  {language: 'de', kind: 'compound', query: 'Lichtsensor', answers: LIGHT_SENSORS},
  {language: 'de', kind: 'typo', query: 'Wassertemperatursenor', answers: [WATER]},

  // English
  // classroom
  {language: 'en', kind: 'everyday', query: 'see sensor values on my phone', answers: BLUETOOTH},
  // sensebox/OER#18
  {language: 'en', kind: 'everyday', query: 'water inside the weather station case', answers: [HOME_PLACE]},
  // classroom
  {language: 'en', kind: 'task', query: 'clock forgets the time without power', answers: [RTC]},
  // classroom
  {language: 'en', kind: 'everyday', query: 'run the station in the garden without a power socket', answers: SOLAR},
  // classroom
  {language: 'en', kind: 'everyday', query: 'how noisy is the schoolyard', answers: SOUND},
  // classroom
  {language: 'en', kind: 'everyday', query: 'when should we open the windows', answers: CO2},
  // classroom
  {language: 'en', kind: 'everyday', query: 'know when the potting soil is too dry', answers: [SOIL]},
  // adafruit/Adafruit_Windows_Drivers#27, makerdiary/nrf52840-mdk#53 "USB port not recognized"
  {language: 'en', kind: 'everyday', query: 'computer does not detect the board', answers: NOT_DETECTED},
  // joeycastillo/Sensor-Watch#313
  {language: 'en', kind: 'task', query: 'usb cable only charges', answers: [CABLES]},
  // sensebox/ardublockly-1#198
  {language: 'en', kind: 'everyday', query: 'screen stays blank', answers: DISPLAY},
  // classroom
  {language: 'en', kind: 'everyday', query: 'measure sunburn risk', answers: [LIGHT]},
  // classroom
  {language: 'en', kind: 'everyday', query: 'detect vibrations', answers: MOTION},
  // classroom
  {language: 'en', kind: 'everyday', query: 'temperature of the garden pond', answers: [WATER]},
  // classroom
  {language: 'en', kind: 'everyday', query: 'alert on my phone when it gets too hot', answers: [TELEGRAM]},
  // classroom
  {language: 'en', kind: 'task', query: 'recognise objects with the camera', answers: CAMERA},
  // classroom
  {language: 'en', kind: 'everyday', query: 'two boards exchange data without wifi', answers: [ESPNOW]},
  // sensebox/openSenseMap#333, school networks
  {language: 'en', kind: 'task', query: 'school network blocks the editor', answers: [SCHOOL_IT]},
  // sensebox/openSenseMap#285
  {language: 'en', kind: 'everyday', query: 'marker on the map turned grey', answers: [OSEM_FAQ]},
  // sensebox/ardublockly-1#149
  {language: 'en', kind: 'everyday', query: 'collect readings without internet', answers: SD},
  // classroom
  {language: 'en', kind: 'everyday', query: 'save my program and continue next lesson', answers: SAVE_PROGRAM},
  // GCC
  {language: 'en', kind: 'error', query: 'was not declared in this scope', answers: [ARDUINO_ERRORS, FIRST_STEPS]},
  // GCC
  {language: 'en', kind: 'error', query: 'No such file or directory', answers: [ARDUINO_ERRORS, LIBS]},
  // React-Ardublockly src/components/Blockly/msg/en/ui.js, compiledialog_text (its spelling)
  {
    language: 'en',
    kind: 'error',
    query: 'While compiling an error occured. Please check your blocks and try again',
    answers: COMPILE_DIALOG,
  },
  // arduino/help-center-content#35, the port menu without the board
  {language: 'en', kind: 'error', query: 'port greyed out arduino ide', answers: NO_PORT},
  // GCC
  {language: 'en', kind: 'error', query: "expected ';' before '}' token", answers: [ARDUINO_ERRORS]},
  // MCUdude/MightyCore#195 "Error compiling for board ATmega32", for a senseBox board
  {
    language: 'en',
    kind: 'error',
    query: 'Error compiling for board senseBox MCU',
    answers: [ARDUINO_ERRORS, FIRST_STEPS],
  },
  // CircuitPython's serial console
  {language: 'en', kind: 'error', query: 'IndentationError: unexpected indent', answers: [CP_ERRORS]},
  // CircuitPython's serial console
  {language: 'en', kind: 'error', query: "NameError: name 'board' is not defined", answers: [CP_ERRORS]},
  // joeycastillo/Sensor-Watch#313, for CircuitPython's drive
  {language: 'en', kind: 'error', query: 'CIRCUITPY drive not showing', answers: [CP_ERRORS, CP_INSTALL]},
  // sensebox/blockly-app#9
  {language: 'en', kind: 'error', query: 'break statement not within loop or switch', answers: [BLOCKLY_ERRORS, LOOPS]},
  // GCC
  {language: 'en', kind: 'error', query: 'does not name a type', answers: [ARDUINO_ERRORS]},
  // CircuitPython's serial console when code.py ends
  {language: 'en', kind: 'error', query: 'Code done running', answers: [CP_ERRORS]},
  // board chosen
  {language: 'en', kind: 'board', board: 'eye', query: 'sd card', answers: ['hardware/eye/sd']},
  {language: 'en', kind: 'board', board: 'edu', query: 'upload program', answers: [MCU_UPLOAD]},
  {language: 'en', kind: 'board', board: 'eye', query: 'connect to wifi', answers: ['hardware/eye/wifi']},
  // no board chosen
  {language: 'en', kind: 'board', query: 'write to sd card', answers: SD_GENERAL},
  // compounds and typos
  {language: 'en', kind: 'compound', query: 'airquality sensor', answers: [ENVIRONMENT]},
  {language: 'en', kind: 'compound', query: 'soilmoisture sensor', answers: [SOIL]},
  {language: 'en', kind: 'typo', query: 'temprature sensor water', answers: [WATER]},
  {language: 'en', kind: 'task', query: 'accelerometer', answers: MOTION},
];
