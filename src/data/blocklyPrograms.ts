import type {BlocklyProgram, FieldValue, ProgramBlock} from '../blockly/programXml';

/**
 * Every Blockly program the pages draw, as the blocks the senseBox Blockly editor
 * has: block types, field names and dropdown values are the editor's own
 * (sensebox/React-Ardublockly at commit 6510fb88, src/components/Blockly/blocks/
 * and helpers/board.js; tests/fixtures/editorBlockTypes.json lists them, made by
 * scripts/editor-block-types.mjs). plugins/blockly-files writes one file per
 * program and board (src/blockly/programXml.ts); a page's drawing names its
 * program with `<BlocklyBlock program="<id>" …>`, which shows the download.
 *
 * What counts as a program: a drawing of the start block (`Setup()` and
 * `Endlosschleife()`, colour "program") with at least one block in it. The
 * empty start block and drawings of single blocks are not programs.
 *
 * Dropdowns hold values, not labels: the LED pin BUILTIN_1 of the MCU is "7",
 * its RGB-LED port "on Board" is "1" on the MCU-S2 and "45" on the Eye.
 */

const number = (value: string): ProgramBlock => ({type: 'math_number', fields: {NUM: value}});
const text = (value: FieldValue): ProgramBlock => ({type: 'text', fields: {TEXT: value}});

/** Wait: time_delay with a number in its DELAY_TIME_MILI input. */
const wait = (ms: string): ProgramBlock => ({type: 'time_delay', values: {DELAY_TIME_MILI: number(ms)}});

/** LED an digitalem Pin (sensebox_led): STAT HIGH is "Ein", LOW "Aus". */
const led = (pin: FieldValue, on: boolean): ProgramBlock => ({
  type: 'sensebox_led',
  fields: {PIN: pin, STAT: on ? 'HIGH' : 'LOW'},
});

/** The pin of a single LED: BUILTIN_1 on the MCU, IO2 (port A) on the MCU-S2, IO14 on the Eye (digitalPinsLED). */
const ledPin: FieldValue = {perBoard: {mcu: '7', mcus2: '2', eye: '14'}};

/** The RGB-LED on the board (digitalPinsRGB "on Board"). */
const onBoardRgb: FieldValue = {perBoard: {mcus2: '1', eye: '45'}};

const initRgbLed: ProgramBlock = {
  type: 'sensebox_ws2818_led_init',
  fields: {Port: onBoardRgb},
  values: {BRIGHTNESS: number('30'), NUMBER: number('1')},
};

const setRgbLed = (colour: ProgramBlock): ProgramBlock => ({
  type: 'sensebox_ws2818_led',
  fields: {Port: onBoardRgb},
  values: {POSITION: number('0'), COLOR: colour},
});

/** Interval block: its name (the editor numbers new ones Interval1, Interval2 …) and the time in ms. */
const interval = (name: FieldValue, ms: string, inside: ProgramBlock[]): ProgramBlock => ({
  type: 'sensebox_interval_timer',
  fields: {name, interval: ms},
  statements: {DO: inside},
});

/** HDC1080 (sensebox_sensor_temp_hum): NAME "Humidity" or "Temperature". */
const hdc1080 = (value: 'Humidity' | 'Temperature'): ProgramBlock => ({
  type: 'sensebox_sensor_temp_hum',
  fields: {NAME: value},
});

/** Write text or a number on the display, as the toolbox puts it: white on black, size 1, at 0,0. */
const printOnDisplay = (value: ProgramBlock): ProgramBlock => ({
  type: 'sensebox_display_printDisplay',
  fields: {COLOR: 'WHITE,BLACK', SIZE: '1', X: '0', Y: '0'},
  values: {printDisplay: value},
});

const eyeFileName: FieldValue = {text: {de: 'Daten', en: 'Data'}};

const wifi: ProgramBlock = {type: 'sensebox_wifi', fields: {SSID: 'Schule', Password: ''}};

/** "Verbinde mit WLAN" with name and password left empty, for the reader to fill in (the web pages draw it so). */
const wifiToFillIn: ProgramBlock = {type: 'sensebox_wifi', fields: {SSID: '', Password: ''}};

/** The display's frame for drawing: started in Setup(), and in the loop one "Zeige auf dem Display" holding `inside`. */
const onDisplay = (inside: ProgramBlock[]): ProgramBlock => ({
  type: 'sensebox_display_show',
  statements: {SHOW: inside},
});

/** Write text or a number at x, y, white on black in size 1. */
const printAt = (x: string, y: string, value: ProgramBlock): ProgramBlock => ({
  type: 'sensebox_display_printDisplay',
  fields: {COLOR: 'WHITE,BLACK', SIZE: '1', X: x, Y: y},
  values: {printDisplay: value},
});

/** The WS2818 RGB-LED blocks on port A of the MCU ("1") and the MCU-S2 ("3"), the plug-in LEDs that can be chained (digitalPinsRGB). */
const portA: FieldValue = {perBoard: {mcu: '1', mcus2: '3'}};

/** A colour from red, green and blue, each 0–255 (colour_rgb). */
const rgb = (red: string, green: string, blue: string): ProgramBlock => ({
  type: 'colour_rgb',
  values: {RED: number(red), GREEN: number(green), BLUE: number(blue)},
});

/** The phyphox graph as the toolbox puts it: the time stamp on the x-axis and a channel on the y-axis. */
const phyphoxGraph = (fields: Record<string, FieldValue>, channel: string): ProgramBlock => ({
  type: 'sensebox_phyphox_graph',
  fields: {...fields, style: 'line'},
  values: {
    channel0: {type: 'sensebox_phyphox_timestamp'},
    channel1: {type: 'sensebox_phyphox_channel', fields: {channel}},
  },
});

export const BLOCKLY_PROGRAMS: BlocklyProgram[] = [
  {
    // The first program on the MCU: the LED BUILTIN_1 on.
    id: 'erster-sketch-led-an',
    boards: ['mcu'],
    setup: [],
    loop: [led(ledPin, true)],
  },
  {
    // The LED blinks once a second; on each board its own pin.
    id: 'led-blinken',
    boards: ['mcu', 'mcus2', 'eye'],
    setup: [],
    loop: [led(ledPin, true), wait('1000'), led(ledPin, false), wait('1000')],
  },
  {
    // First step of the first program on the MCU-S2 and the Eye: the RGB-LED made ready.
    id: 'erster-sketch-rgb-led-init',
    boards: ['mcus2', 'eye'],
    setup: [initRgbLed],
    loop: [],
  },
  {
    // The first program on the MCU-S2 and the Eye: a random colour every 500 ms.
    id: 'erster-sketch-rgb-led',
    boards: ['mcus2', 'eye'],
    setup: [initRgbLed],
    loop: [interval('Interval', '500', [setRgbLed({type: 'colour_random'})])],
  },
  {
    // The RGB-LED pages: a random colour every second (the Eye's page shows the name the editor gives a first interval).
    id: 'rgb-led-zufall',
    boards: ['mcus2', 'eye'],
    setup: [initRgbLed],
    loop: [interval({perBoard: {mcus2: 'Interval', eye: 'Interval1'}}, '1000', [setRgbLed({type: 'colour_random'})])],
  },
  {
    // A tone of 440 Hz on pin A1 ("1" on the MCU), on and off every half second.
    id: 'ton-an-aus',
    boards: ['mcu'],
    setup: [],
    loop: [
      {type: 'io_tone', fields: {TONEPIN: '1'}, values: {FREQUENCY: number('440')}},
      wait('500'),
      {type: 'io_notone', fields: {TONEPIN: '1'}},
      wait('500'),
    ],
  },
  {
    // The humidity of the HDC1080 on the display.
    id: 'display-luftfeuchtigkeit',
    boards: ['mcus2', 'mcu'],
    setup: [{type: 'sensebox_display_beginDisplay'}],
    loop: [
      {
        type: 'sensebox_display_show',
        statements: {SHOW: [{type: 'sensebox_display_clearDisplay'}, printOnDisplay(hdc1080('Humidity'))]},
      },
    ],
  },
  {
    // Connect to the Wi-Fi "Schule"; the password is left for the reader to type.
    id: 'wlan-verbinden',
    boards: ['mcus2', 'mcu'],
    setup: [wifi],
    loop: [],
  },
  {
    // Every minute the humidity into Daten.csv on the MCU's SD-Bee (the sensebox_sd_* blocks of the MCU's toolbox).
    id: 'sd-luftfeuchtigkeit',
    boards: ['mcu'],
    setup: [{type: 'sensebox_sd_create_file', fields: {extension: 'csv'}, values: {FILENAME: text('Daten')}}],
    loop: [
      interval('Interval', '60000', [
        {
          type: 'sensebox_sd_open_file',
          fields: {extension: 'csv'},
          values: {FILENAME: text('Daten')},
          statements: {
            SD: [{type: 'sensebox_sd_write_file', fields: {linebreak: 'TRUE'}, values: {DATA: hdc1080('Humidity')}}],
          },
        },
      ]),
    ],
  },
  {
    // The same on the MCU-S2's card slot, with the ESP32 blocks of its toolbox.
    id: 'sd-luftfeuchtigkeit-s2',
    boards: ['mcus2'],
    setup: [{type: 'sensebox_esp32s2_sd_create_file', fields: {extension: 'csv'}, values: {FILENAME: text('Daten')}}],
    loop: [
      interval('Interval', '60000', [
        {
          type: 'sensebox_esp32s2_sd_open_file',
          fields: {extension: 'csv'},
          values: {FILENAME: text('Daten')},
          statements: {
            SD: [
              {
                type: 'sensebox_esp32s2_sd_write_file',
                fields: {linebreak: 'TRUE'},
                values: {DATA: hdc1080('Humidity')},
              },
            ],
          },
        },
      ]),
    ],
  },
  {
    // The Eye's card slot: every minute the temperature into Daten.csv (Data.csv on the English page).
    id: 'sd-temperatur-eye',
    boards: ['eye'],
    setup: [
      {type: 'sensebox_esp32s2_sd_create_file', fields: {extension: 'csv'}, values: {FILENAME: text(eyeFileName)}},
    ],
    loop: [
      interval('Interval1', '60000', [
        {
          type: 'sensebox_esp32s2_sd_open_file',
          fields: {extension: 'csv'},
          values: {FILENAME: text(eyeFileName)},
          statements: {
            SD: [
              {
                type: 'sensebox_esp32s2_sd_write_file',
                fields: {linebreak: 'TRUE'},
                values: {DATA: hdc1080('Temperature')},
              },
            ],
          },
        },
      ]),
    ],
  },
  {
    // "Hallo!" scrolling over the LED matrix on port A (pin "2" on both boards), brightness 20.
    id: 'led-matrix-hallo',
    boards: ['mcus2', 'mcu'],
    setup: [{type: 'sensebox_ws2812_matrix_init', fields: {Port: '2', BRIGHTNESS: '20'}}],
    loop: [
      {
        type: 'sensebox_ws2812_matrix_text',
        fields: {Port: '2', AUTOSCROLL: 'TRUE'},
        values: {input: text({text: {de: 'Hallo!', en: 'Hello!'}})},
      },
    ],
  },
  {
    // Two chained RGB-LEDs on port A: the first red, the second green.
    id: 'rgb-led-kette',
    boards: ['mcu', 'mcus2'],
    setup: [
      {
        type: 'sensebox_ws2818_led_init',
        fields: {Port: portA},
        values: {BRIGHTNESS: number('30'), NUMBER: number('2')},
      },
    ],
    loop: [
      {
        type: 'sensebox_ws2818_led',
        fields: {Port: portA},
        values: {POSITION: number('0'), COLOR: rgb('255', '0', '0')},
      },
      {
        type: 'sensebox_ws2818_led',
        fields: {Port: portA},
        values: {POSITION: number('1'), COLOR: rgb('0', '255', '0')},
      },
    ],
  },
  {
    // The display page's frame: the temperature of the HDC1080 at the top left.
    id: 'display-temperatur',
    boards: ['mcus2', 'mcu'],
    setup: [{type: 'sensebox_display_beginDisplay'}],
    loop: [onDisplay([{type: 'sensebox_display_clearDisplay'}, printAt('0', '0', hdc1080('Temperature'))])],
  },
  {
    // The temperature as a line over 15 seconds, with the toolbox's ranges and grid.
    id: 'display-diagramm',
    boards: ['mcus2', 'mcu'],
    setup: [{type: 'sensebox_display_beginDisplay'}],
    loop: [
      onDisplay([
        {
          type: 'sensebox_display_plotDisplay',
          values: {
            Title: text(''),
            YLabel: text('T'),
            XLabel: text('s'),
            XRange1: number('0'),
            XRange2: number('15'),
            YRange1: number('0'),
            YRange2: number('50'),
            XTick: number('5'),
            YTick: number('0'),
            TimeFrame: number('15'),
            plotDisplay: hdc1080('Temperature'),
          },
        },
      ]),
    ],
  },
  {
    // The goal counter: the button on the board (pin "0") adds 1 to an int variable, the display shows it.
    id: 'torzaehler',
    boards: ['mcus2', 'mcu'],
    variables: [{key: 'goals', name: {text: {de: 'Tore', en: 'goals'}}, type: 'int'}],
    setup: [
      {type: 'sensebox_display_beginDisplay'},
      {type: 'variables_set_dynamic', fields: {VAR: {variable: 'goals'}}, values: {VALUE: number('0')}},
    ],
    loop: [
      {
        type: 'controls_if',
        values: {IF0: {type: 'sensebox_button', fields: {FUNCTION: 'wasPressed', PIN: '0'}}},
        statements: {
          DO0: [
            {type: 'math_change', fields: {DIRECTION: '+=', VAR: {variable: 'goals'}}, values: {DELTA: number('1')}},
          ],
        },
      },
      onDisplay([
        {type: 'sensebox_display_clearDisplay'},
        printAt('0', '0', {type: 'variables_get_dynamic', fields: {VAR: {variable: 'goals'}}}),
      ]),
    ],
  },
  {
    // Every 10 seconds the humidity and the illuminance to the openSenseMap; box and sensor ids are the reader's own.
    id: 'opensensemap-senden',
    boards: ['mcus2', 'mcu'],
    setup: [wifiToFillIn],
    loop: [
      interval('Interval', '10000', [
        {
          type: 'sensebox_osem_connection',
          fields: {SSL: 'TRUE', RESTART: 'TRUE', type: 'Stationary', BoxID: '', access_token: 'access_token'},
          statements: {
            DO: [
              {type: 'sensebox_send_to_osem', fields: {SensorID: ''}, values: {Value: hdc1080('Humidity')}},
              {
                type: 'sensebox_send_to_osem',
                fields: {SensorID: ''},
                values: {Value: {type: 'sensebox_sensor_uv_light', fields: {NAME: 'Illuminance'}}},
              },
            ],
          },
        },
      ]),
    ],
  },
  {
    // A Telegram bot that answers /temperatur with the temperature; the token stays a placeholder.
    id: 'telegram-temperatur',
    boards: ['mcus2', 'mcu'],
    setup: [wifiToFillIn, {type: 'sensebox_telegram', fields: {telegram_token: 'token'}}],
    loop: [
      {
        type: 'sensebox_telegram_do',
        statements: {
          telegram_do: [
            {
              type: 'sensebox_telegram_do_on_message',
              fields: {telegram_message: {text: {de: '/temperatur', en: '/temperature'}}},
              statements: {
                telegram_do_on_message: [
                  {
                    type: 'sensebox_telegram_send',
                    values: {
                      telegram_text_to_send: {
                        type: 'text_join',
                        mutation: {items: '2'},
                        values: {
                          ADD0: text({text: {de: 'Temperatur: ', en: 'Temperature: '}}),
                          ADD1: hdc1080('Temperature'),
                        },
                      },
                    },
                  },
                ],
              },
            },
          ],
        },
      },
    ],
  },
  {
    // A web page on port 80 with the title "senseBox" and the temperature in a paragraph. A tag takes only
    // text (its input checks for String), so the reading goes in through "Erstelle Text aus".
    // The editor opens this file with every block, but at commit 6510fb88 it has no Arduino code for the
    // "Erfolgreiche HTTP-Antwort" block: an editor bug, described in docs-dev/editor-bugs.md.
    id: 'webserver-temperatur',
    boards: ['mcus2', 'mcu'],
    setup: [wifiToFillIn, {type: 'sensebox_initialize_http_server', fields: {Port: '80'}}],
    loop: [
      {
        type: 'sensebox_http_on_client_connect',
        statements: {
          ON_CONNECT: [
            {
              type: 'sensebox_generate_http_succesful_response',
              values: {
                CONTENT: {
                  type: 'sensebox_generate_html_doc',
                  values: {
                    HEADER: {
                      type: 'sensebox_general_html_tag',
                      fields: {TAG: 'title'},
                      values: {DO0: text('senseBox')},
                    },
                    BODY: {
                      type: 'sensebox_general_html_tag',
                      fields: {TAG: 'p'},
                      values: {
                        DO0: {
                          type: 'text_join',
                          mutation: {items: '2'},
                          values: {
                            ADD0: text({text: {de: 'Temperatur: ', en: 'Temperature: '}}),
                            ADD1: hdc1080('Temperature'),
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          ],
        },
      },
    ],
  },
  {
    // phyphox over the Bluetooth-Bee: the humidity on channel 1 every two seconds, as a line over time.
    id: 'phyphox-luftfeuchtigkeit',
    boards: ['mcus2'],
    setup: [
      {type: 'sensebox_phyphox_init', fields: {devicename: 'senseBox'}},
      {
        type: 'sensebox_phyphox_experiment',
        fields: {
          title: {text: {de: 'Luftfeuchtigkeit', en: 'Humidity'}},
          description: {text: {de: 'Luftfeuchtigkeit im Klassenraum', en: 'Humidity in the classroom'}},
        },
        statements: {
          view: [
            phyphoxGraph(
              {
                label: {text: {de: 'Luftfeuchtigkeit', en: 'Humidity'}},
                unitx: 's',
                unity: '%',
                labelx: {text: {de: 'Zeit', en: 'Time'}},
                labely: {text: {de: 'Luftfeuchtigkeit', en: 'Humidity'}},
              },
              '1',
            ),
          ],
        },
      },
    ],
    loop: [
      interval('Interval', '2000', [
        {
          type: 'sensebox_phyphox_experiment_send',
          statements: {
            sendValues: [
              {type: 'sensebox_phyphox_sendchannel', fields: {channel: '1'}, values: {value: hdc1080('Humidity')}},
            ],
          },
        },
      ]),
    ],
  },
  {
    // phyphox on the Eye: the acceleration along X on channel 1, sent as fast as the loop runs.
    id: 'phyphox-beschleunigung-eye',
    boards: ['eye'],
    setup: [
      {type: 'sensebox_phyphox_init', fields: {devicename: 'senseBox-Eye'}},
      {
        type: 'sensebox_phyphox_experiment',
        fields: {
          title: {text: {de: 'Beschleunigung', en: 'Acceleration'}},
          description: {text: {de: 'Achse X der MCU Eye', en: 'X axis of the MCU Eye'}},
        },
        statements: {
          view: [
            phyphoxGraph(
              {
                label: {text: {de: 'Bewegung', en: 'Movement'}},
                unitx: 's',
                unity: 'm/s²',
                labelx: {text: {de: 'Zeit', en: 'Time'}},
                labely: 'X',
              },
              '1',
            ),
          ],
        },
      },
    ],
    loop: [
      {
        type: 'sensebox_phyphox_experiment_send',
        statements: {
          sendValues: [
            {
              type: 'sensebox_phyphox_sendchannel',
              fields: {channel: '1'},
              values: {value: {type: 'sensebox_esp32s2_accelerometer', fields: {value: 'accelerationX'}}},
            },
          ],
        },
      },
    ],
  },
  {
    // The Eye's camera live on the display.
    id: 'kamera-display-eye',
    boards: ['eye'],
    setup: [{type: 'sensebox_display_beginDisplay'}],
    loop: [onDisplay([{type: 'sensebox_display_image', values: {drawImage: {type: 'sensebox_eye_camera'}}}])],
  },
];

export function blocklyProgram(id: string): BlocklyProgram | undefined {
  return BLOCKLY_PROGRAMS.find((program) => program.id === id);
}
