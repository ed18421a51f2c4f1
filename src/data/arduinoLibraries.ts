import type {BoardHardwareId} from './boardHardware';

/**
 * Where every header our Arduino sketches include comes from, per board. The
 * content test (tests/unit/content/sketches.test.ts) reads this table as a
 * compiler would: a sketch may name a board only if each of its headers is
 * shipped by that board's package, or is a Library Manager library that the
 * page tells the reader to install by its exact name.
 *
 * Board packages:
 * - senseBox MCU and senseBox:mini (SAMD21): "senseBox SAMD Boards". Its
 *   bundled libraries: sensebox/senseBoxMCU-core, arduino/samd/libraries/
 *   (folder listing) and its README.md "Third-Party Libraries" (commit 468acc3).
 * - senseBox MCU-S2 (ESP32-S2): "esp32" by Espressif Systems, board
 *   "senseBox MCU-S2 ESP32-S2" (espressif/arduino-esp32,
 *   variants/sensebox_mcu_esp32s2). It ships the ESP32 core libraries only.
 * - senseBox MCU Eye (ESP32-S3): the same "esp32" package, board
 *   "senseBox MCU Eye", FQBN esp32:esp32:sensebox_eye (espressif/arduino-esp32
 *   variants/sensebox_eye; the board id stayed `sensebox_eye` when PR #12690
 *   renamed the board, the id rename of PR #12689 was closed unmerged). Its
 *   RGB LED needs no library: rgbLedWrite() is part of the core
 *   (cores/esp32/esp32-hal-rgb-led.c, reached through Arduino.h).
 *
 * Dependencies are the `depends=` line of each library's library.properties:
 * the Library Manager offers them in its "Install all" dialog.
 *
 * Versions: a library gets a `version` only where our sketches need that one
 * (another version does not compile them). The pages show it with
 * <LibraryVersion library="…" />, and the compile workflow installs exactly that
 * version (plugins/sketch-files/compileMatrix.ts), so it builds what readers
 * build. Without `version`, readers and the workflow take the newest.
 */

/** The one version of a library our sketches are written for. */
type LibraryVersion = {
  /** As the Library Manager lists it (library.properties `version=`). */
  number: string;
  /** Why this version and not the newest, and where that was read. */
  why: string;
};

export type ArduinoLibrary = {
  /** The exact name in the Arduino Library Manager (or of the core library). */
  name: string;
  /** The headers a sketch includes, spelled as on disk (Linux is case-sensitive). */
  headers: readonly string[];
  /** Boards whose board package already ships the library: nothing to install there. */
  bundledWith: readonly BoardHardwareId[];
  /** Can be installed by `name` from the Library Manager. */
  inLibraryManager: boolean;
  /** What the Library Manager installs with it when the reader confirms "Install all". */
  dependencies?: readonly string[];
  /**
   * The version our sketches need. For a library the reader installs, the one to pick in the
   * Library Manager; for a bundled one, the one the board package ships.
   */
  version?: LibraryVersion;
  /** Where the facts above were read. */
  source: string;
};

const SAMD: readonly BoardHardwareId[] = ['mcu', 'mini'];
const ESP32: readonly BoardHardwareId[] = ['mcus2', 'eye'];
const ALL: readonly BoardHardwareId[] = ['mcu', 'mcus2', 'mini', 'eye'];
const SAMD_CORE = 'sensebox/senseBoxMCU-core arduino/samd/libraries (README.md, commit 468acc3)';
const ESP32_CORE = 'espressif/arduino-esp32 libraries/ (core libraries of the esp32 package)';

export const ARDUINO_LIBRARIES: readonly ArduinoLibrary[] = [
  // Core libraries every board package has.
  {
    name: 'Wire',
    headers: ['Wire.h'],
    bundledWith: ALL,
    inLibraryManager: false,
    source: 'Arduino core of both packages',
  },
  {name: 'SPI', headers: ['SPI.h'], bundledWith: ALL, inLibraryManager: false, source: 'Arduino core of both packages'},
  {
    name: 'Arduino',
    headers: ['Arduino.h'],
    bundledWith: ALL,
    inLibraryManager: false,
    source: 'Arduino core of both packages',
  },
  // SD: a core library of the esp32 package; on SAMD the senseBox package bundles Arduino's SD library.
  {name: 'SD', headers: ['SD.h'], bundledWith: ALL, inLibraryManager: true, source: `${SAMD_CORE}; ${ESP32_CORE}`},

  // The esp32 package's own libraries (MCU-S2 and MCU Eye).
  {name: 'FS', headers: ['FS.h'], bundledWith: ESP32, inLibraryManager: false, source: ESP32_CORE},
  {
    name: 'WiFi',
    headers: ['WiFi.h', 'WiFiClient.h', 'WiFiClientSecure.h'],
    bundledWith: ESP32,
    inLibraryManager: false,
    source: ESP32_CORE,
  },
  {name: 'WebServer', headers: ['WebServer.h'], bundledWith: ESP32, inLibraryManager: false, source: ESP32_CORE},
  {name: 'HTTPClient', headers: ['HTTPClient.h'], bundledWith: ESP32, inLibraryManager: false, source: ESP32_CORE},
  {name: 'ESPmDNS', headers: ['ESPmDNS.h'], bundledWith: ESP32, inLibraryManager: false, source: ESP32_CORE},
  {name: 'Preferences', headers: ['Preferences.h'], bundledWith: ESP32, inLibraryManager: false, source: ESP32_CORE},
  {
    name: 'ESP-NOW',
    headers: ['esp_now.h'],
    bundledWith: ESP32,
    inLibraryManager: false,
    source: 'ESP-IDF API in the esp32 package',
  },
  {
    name: 'USB',
    headers: ['USB.h', 'USBMSC.h', 'FirmwareMSC.h'],
    bundledWith: ESP32,
    inLibraryManager: false,
    source: 'espressif/arduino-esp32 cores/esp32/USB.h, USBMSC.h, FirmwareMSC.h (native USB of the ESP32-S2 and -S3)',
  },
  // The ESP32-S2 has no Bluetooth radio; the library is there, but only the Eye's ESP32-S3 can use it.
  {
    name: 'BLE',
    headers: ['BLEDevice.h', 'BLEServer.h', 'BLEUtils.h', 'BLE2902.h', 'BLEScan.h', 'BLEAdvertisedDevice.h'],
    bundledWith: ['eye'],
    inLibraryManager: false,
    source: `${ESP32_CORE} BLE/library.properties; ESP32-S3 datasheet (Bluetooth 5 LE), ESP32-S2 datasheet (no Bluetooth)`,
  },
  {
    name: 'esp32-camera',
    headers: ['esp_camera.h'],
    bundledWith: ['eye'],
    inLibraryManager: false,
    source:
      'esp32-camera component of the esp32 package (espressif/arduino-esp32 libraries/ESP32/examples/Camera/CameraWebServer includes esp_camera.h); the Eye variant defines the *_GPIO_NUM camera pins',
  },

  // Libraries of the senseBox SAMD package that exist nowhere else.
  {
    name: 'senseBoxIO',
    headers: ['senseBoxIO.h'],
    bundledWith: SAMD,
    inLibraryManager: false,
    source: `${SAMD_CORE}; senseBoxIO/src/senseBoxIO.h`,
  },
  {
    name: 'SenseBoxMCU',
    headers: ['SenseBoxMCU.h'],
    bundledWith: SAMD,
    inLibraryManager: false,
    source: `${SAMD_CORE}; SenseBox-MCU/SenseBoxMCU.h`,
  },
  {
    name: 'LTR329',
    headers: ['LTR329.h'],
    bundledWith: SAMD,
    inLibraryManager: false,
    source: `${SAMD_CORE}; LTR329-Lightsensor-Arduino-Library/src/LTR329.h`,
  },
  {
    name: 'VEML6070',
    headers: ['VEML6070.h'],
    bundledWith: SAMD,
    inLibraryManager: false,
    source: `${SAMD_CORE}; VEML6070-UV-Arduino-Library`,
  },
  {
    name: 'RV8523',
    headers: ['RV8523.h'],
    bundledWith: SAMD,
    inLibraryManager: false,
    source: `${SAMD_CORE}; RV8523-RTC-Arduino-Library`,
  },
  {
    name: 'BMX055',
    headers: ['BMX055.h'],
    bundledWith: SAMD,
    inLibraryManager: false,
    source: `${SAMD_CORE}; BMX055-Arduino-Library/src/BMX055.h`,
  },
  {
    name: 'WiFi101',
    headers: ['WiFi101.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    source: `${SAMD_CORE}; WiFi101 drives the WINC1500 of the WiFi-Bee`,
  },

  // Library Manager libraries that the senseBox SAMD package bundles.
  {name: 'Ethernet', headers: ['Ethernet.h'], bundledWith: SAMD, inLibraryManager: true, source: SAMD_CORE},
  {name: 'ArduinoJson', headers: ['ArduinoJson.h'], bundledWith: SAMD, inLibraryManager: true, source: SAMD_CORE},
  // The senseBox Blockly button block reads the MCU's "Switch" (pin 0) with it (React-Ardublockly sensebox_button generator).
  {
    name: 'JC_Button',
    headers: ['JC_Button.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    source: `${SAMD_CORE}; JC_Button/library.properties (name=JC_Button)`,
  },
  {
    name: 'Adafruit BusIO',
    headers: ['Adafruit_I2CDevice.h', 'Adafruit_BusIO_Register.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    source: SAMD_CORE,
  },
  {
    name: 'Adafruit Unified Sensor',
    headers: ['Adafruit_Sensor.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    source: SAMD_CORE,
  },
  {
    name: 'Adafruit HDC1000 Library',
    headers: ['Adafruit_HDC1000.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    dependencies: ['Adafruit BusIO'],
    source: `${SAMD_CORE}; adafruit/Adafruit_HDC1000_Library library.properties`,
  },
  {
    name: 'Adafruit BMP280 Library',
    headers: ['Adafruit_BMP280.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    dependencies: ['Adafruit Unified Sensor', 'Adafruit BusIO'],
    source: `${SAMD_CORE}; adafruit/Adafruit_BMP280_Library library.properties`,
  },
  {
    name: 'Adafruit BME680 Library',
    headers: ['Adafruit_BME680.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    dependencies: ['Adafruit Unified Sensor', 'Adafruit BusIO'],
    source: `${SAMD_CORE}; adafruit/Adafruit_BME680 library.properties, Adafruit_BME680.h (includes Adafruit_I2CDevice.h and Adafruit_Sensor.h)`,
  },
  {
    name: 'Adafruit DPS310',
    headers: ['Adafruit_DPS310.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    dependencies: ['Adafruit BusIO', 'Adafruit Unified Sensor'],
    source: `${SAMD_CORE}; adafruit/Adafruit_DPS310 library.properties`,
  },
  {
    name: 'Adafruit NeoPixel',
    headers: ['Adafruit_NeoPixel.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    source: SAMD_CORE,
  },
  {
    name: 'Adafruit GFX Library',
    headers: ['Adafruit_GFX.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    dependencies: ['Adafruit BusIO'],
    source: `${SAMD_CORE}; adafruit/Adafruit-GFX-Library library.properties (1.11)`,
  },
  {
    name: 'Adafruit SSD1306',
    headers: ['Adafruit_SSD1306.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    dependencies: ['Adafruit GFX Library', 'Adafruit BusIO'],
    source: `${SAMD_CORE}; adafruit/Adafruit_SSD1306 library.properties (2.5)`,
  },
  {name: 'OneWire', headers: ['OneWire.h'], bundledWith: SAMD, inLibraryManager: true, source: SAMD_CORE},
  {
    name: 'DallasTemperature',
    headers: ['DallasTemperature.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    dependencies: ['OneWire'],
    source: `${SAMD_CORE}; milesburton/Arduino-Temperature-Control-Library library.properties`,
  },
  {
    name: 'SparkFun SCD30 Arduino Library',
    headers: ['SparkFun_SCD30_Arduino_Library.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    source: SAMD_CORE,
  },
  {
    name: 'SparkFun u-blox GNSS Arduino Library',
    headers: ['SparkFun_u-blox_GNSS_Arduino_Library.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    source: SAMD_CORE,
  },
  {name: 'NewPing', headers: ['NewPing.h'], bundledWith: SAMD, inLibraryManager: true, source: SAMD_CORE},
  {
    name: 'Nova Fitness Sds dust sensors library',
    headers: ['SdsDustSensor.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    source: `${SAMD_CORE}; lewapek/sds-dust-sensors-arduino-library`,
  },
  {
    name: 'BSEC Software Library',
    headers: ['bsec.h'],
    bundledWith: SAMD,
    inLibraryManager: true,
    version: {
      number: '1.6.1480',
      why:
        'What "senseBox SAMD Boards" 1.6.0 bundles (sensebox/senseBoxMCU-core 92c4244 arduino/samd/libraries/' +
        'BSEC-Arduino-library/library.properties version=1.6.1480). The MCU sketch uses its names: Bsec::status, ' +
        'Bsec::bme680Status, BME680_OK, BME680_I2C_ADDR_PRIMARY (src/bsec.h, src/bme680/bme680_defs.h). 1.8.1492, ' +
        'the newest in the Library Manager (boschsensortec/BSEC-Arduino-library tag v1.8.1492), renamed them ' +
        '(bsecStatus, bme68xStatus, BME68X_*); installed by the reader it takes precedence over the bundled copy ' +
        "and the sketch does not compile (\"'class Bsec' has no member named 'status'\", compiled offline).",
    },
    source: SAMD_CORE,
  },

  // Library Manager libraries no board package ships.
  {
    name: 'Adafruit LTR329 and LTR303',
    headers: ['Adafruit_LTR329_LTR303.h'],
    bundledWith: [],
    inLibraryManager: true,
    dependencies: ['Adafruit BusIO'],
    source: 'adafruit/Adafruit_LTR329_LTR303 library.properties and Adafruit_LTR329_LTR303.h',
  },
  {
    name: 'Adafruit VEML6070 Library',
    headers: ['Adafruit_VEML6070.h'],
    bundledWith: [],
    inLibraryManager: true,
    source: 'adafruit/Adafruit_VEML6070 Adafruit_VEML6070.h',
  },
  {
    name: 'Adafruit MPU6050',
    headers: ['Adafruit_MPU6050.h'],
    bundledWith: [],
    inLibraryManager: true,
    dependencies: ['Adafruit BusIO', 'Adafruit Unified Sensor', 'Adafruit GFX Library', 'Adafruit SSD1306'],
    source: 'adafruit/Adafruit_MPU6050 library.properties (2.2.0)',
  },
  {
    name: 'sensirion-sps',
    headers: ['sps30.h'],
    bundledWith: [],
    inLibraryManager: true,
    version: {
      number: '1.1.2',
      why:
        '1.2.0, the newest, does not compile for the senseBox MCU and mini: its sensirion_i2c.h declares ' +
        "sensirion_i2c_init(TwoWire&), and the SAMD core 1.8.x names the class arduino::TwoWire (\"'TwoWire' was " +
        'not declared in this scope"; introduced by Sensirion/arduino-sps pull request #54, fix proposed in #56, ' +
        'unmerged). 1.1.2, the release before (tags v1.1.2, v1.2.0), uses the global Wire only and compiles on ' +
        'SAMD (compiled offline with senseBox SAMD Boards 1.6.0); the same version for every board keeps the page simple.',
    },
    source: 'Sensirion/arduino-sps library.properties (name=sensirion-sps)',
  },
  {
    name: 'STM32duino VL53L8CX',
    headers: ['vl53l8cx.h'],
    bundledWith: [],
    inLibraryManager: true,
    source: 'stm32duino/VL53L8CX library.properties',
  },
  {
    // The ICM-20948 of the MCU Eye; the editor's generated code includes Adafruit_ICM20948.h
    // (sensebox/React-Ardublockly generator/arduino/sensebox-sensors.js).
    name: 'Adafruit ICM20X',
    headers: ['Adafruit_ICM20948.h', 'Adafruit_ICM20X.h'],
    bundledWith: [],
    inLibraryManager: true,
    dependencies: ['Adafruit BusIO', 'Adafruit Unified Sensor'],
    source:
      'adafruit/Adafruit_ICM20X library.properties (name=Adafruit ICM20X, depends=Adafruit BusIO, Adafruit Unified Sensor)',
  },
  {
    // The LoRa radio of the MCU Eye from v1.4 (sensebox/senseBox_Eye examples/LoRa/v1.4_and_above_of_Eye/RadioLib-otaa).
    name: 'RadioLib',
    headers: ['RadioLib.h'],
    bundledWith: [],
    inLibraryManager: true,
    source: 'jgromes/RadioLib library.properties (name=RadioLib, no depends)',
  },
];

/** The library called `name` in the Library Manager (or the core library of that name), if we know it. */
export function libraryNamed(name: string): ArduinoLibrary | undefined {
  return ARDUINO_LIBRARIES.find((library) => library.name === name);
}

/** The library that provides `header`, if we know it. */
export function libraryOfHeader(header: string): ArduinoLibrary | undefined {
  return ARDUINO_LIBRARIES.find((library) => library.headers.includes(header));
}
