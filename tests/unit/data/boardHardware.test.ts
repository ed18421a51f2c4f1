import {
  BOARD_HARDWARE_IDS,
  countPortsByKind,
  findPortsFor,
  getBoard,
  getHighlightedPorts,
  getPort,
  getPorts,
  isBoardHardwareId,
  isPortKind,
  portMatches,
} from '@site/src/data/boardHardware';
import {getPart} from '@site/src/data/parts';

describe('boardHardware data', () => {
  it('offers the ToF sensor on the boards its part record connects it to, and no others', () => {
    const fromPorts = findPortsFor('tof').map((entry) => entry.board);
    const fromPart = (getPart('tof').connections ?? []).map((connection) => connection.board);
    expect([...fromPorts].sort()).toEqual([...fromPart].sort());
  });

  it('has one entry per board id, keyed by its own id', () => {
    for (const id of BOARD_HARDWARE_IDS) {
      expect(getBoard(id).id).toBe(id);
    }
    expect(BOARD_HARDWARE_IDS).toEqual(['mcu', 'mcus2', 'mini', 'eye']);
  });

  it('gives every port a unique id within its board', () => {
    for (const id of BOARD_HARDWARE_IDS) {
      const ids = getPorts(id).map((port) => port.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('never gives a port an ordered and an unordered pin list at once', () => {
    for (const id of BOARD_HARDWARE_IDS) {
      for (const port of getPorts(id)) {
        expect(port.pins && port.unorderedPins).toBeFalsy();
        if (port.pins && port.pinCount) expect(port.pins).toHaveLength(port.pinCount);
      }
    }
  });

  it('counts the ports of each board as the board pictures show them', () => {
    const counts = (id: 'mcu' | 'mcus2' | 'mini') =>
      Object.fromEntries(countPortsByKind(id).map(({kind, count}) => [kind, count]));
    expect(counts('mcu')).toMatchObject({i2c: 5, uart: 2, digital: 3, xbee: 2, battery: 1, usb: 1});
    expect(counts('mcus2')).toMatchObject({i2c: 2, uart: 1, digital: 3, xbee: 1, battery: 1, power: 2, sdcard: 1});
    expect(counts('mini')).toMatchObject({i2c: 2, uart: 1, digital: 1, xbee: 1, fan: 1, sdcard: 1});
    expect(counts('mini')).not.toHaveProperty('battery');
  });

  it('keeps the printed pin order, including the mirrored I2C ports of the MCU-S2', () => {
    expect(getPort('mcus2', 'i2c-x7')?.pins).toEqual(['SCL', 'SDA', '3V3', 'GND']);
    expect(getPort('mcus2', 'i2c-x8')?.pins).toEqual(['GND', '3V3', 'SDA', 'SCL']);
    expect(getPort('mcus2', 'uart-x4')?.pins).toEqual(['GND', '3V3', 'RXD', 'TXD']);
    for (const port of getPorts('mcu', 'i2c')) expect(port.pins).toEqual(['GND', '5V', 'SDA', 'SCL']);
    for (const port of getPorts('mcu', 'uart')) expect(port.pins).toEqual(['GND', '5V', 'RX', 'TX']);
  });

  it('maps the MCU digital ports A, B, C to pins 1/2, 3/4 and 5/6', () => {
    expect(getPorts('mcu', 'digital').map((port) => [port.label, port.pins])).toEqual([
      ['A', ['GND', '5V', '1', '2']],
      ['B', ['GND', '5V', '3', '4']],
      ['C', ['GND', '5V', '5', '6']],
    ]);
  });

  it('names the MCU-S2 GPIO pins without claiming an order', () => {
    const portA = getPort('mcus2', 'digital-a');
    expect(portA?.pins).toBeUndefined();
    expect(portA?.unorderedPins).toEqual(expect.arrayContaining(['IO2', 'IO3', '3V3', 'GND']));
  });

  it('holds the Arduino set-up only where the sheet gives it', () => {
    expect(getBoard('mcu').arduinoBoardName).toBe('senseBox MCU');
    expect(getBoard('mcus2').arduinoBoardName).toBe('senseBox MCU-S2 ESP32-S2');
    expect(getBoard('mcu').boardsManagerUrl).toBe(
      'https://github.com/sensebox/senseBoxMCU-core/raw/master/package_sensebox_index.json',
    );
    expect(getBoard('mcus2').boardsManagerUrl).toBe(
      'https://espressif.github.io/arduino-esp32/package_esp32_index.json',
    );
    expect(getBoard('mcus2').arduinoPackages).toEqual([
      {name: 'esp32', by: 'Espressif Systems', platform: 'esp32:esp32'},
    ]);
    // FQBNs: senseBoxMCU-core boards.txt (id sb); espressif/arduino-esp32 variants/sensebox_mcu_esp32s2.
    expect(getBoard('mcu').fqbn).toBe('sensebox:samd:sb');
    expect(getBoard('mcus2').fqbn).toBe('esp32:esp32:sensebox_mcu_esp32s2');
    expect(getBoard('mini').fqbn).toBeUndefined();
    expect(getBoard('mini').compileWith).toBe('mcu');
    expect(getBoard('mini').boardsManagerUrl).toBeUndefined();
    expect(getBoard('mini').arduinoBoardName).toBeUndefined();
    expect(getBoard('mini').uploadDrive).toBeUndefined();
    expect(getBoard('mcu').uploadDrive).toBe('SENSEBOX');
    expect(getBoard('mcus2').uploadDrive).toBe('SENSEBOX');
  });

  it('matches a highlight by port kind or by port id, and nothing else', () => {
    const x7 = getPort('mcus2', 'i2c-x7');
    expect(x7).toBeDefined();
    if (!x7) return;
    expect(portMatches(x7, 'i2c')).toBe(true);
    expect(portMatches(x7, 'i2c-x7')).toBe(true);
    expect(portMatches(x7, 'uart')).toBe(false);
    expect(portMatches(x7, undefined)).toBe(false);
    expect(getHighlightedPorts('mcus2', 'i2c').map((port) => port.id)).toEqual(['i2c-x7', 'i2c-x8']);
    expect(getHighlightedPorts('mcus2', 'uart-x4').map((port) => port.id)).toEqual(['uart-x4']);
    expect(getHighlightedPorts('mcus2', 'no-such-port')).toEqual([]);
  });

  it('finds the ports a module plugs into across boards', () => {
    const display = findPortsFor('display');
    expect(display.map((entry) => entry.board)).toEqual(['mcu', 'mcus2', 'mini', 'eye']);
    for (const entry of display) {
      for (const port of entry.ports) expect(port.kind).toBe('i2c');
    }
    const sdBee = findPortsFor('sdBee');
    expect(sdBee).toEqual([{board: 'mcu', ports: [getPort('mcu', 'xbee2')]}]);
  });

  it('recognises valid ids and kinds', () => {
    expect(isBoardHardwareId('mcus2')).toBe(true);
    expect(isBoardHardwareId('edus2')).toBe(false);
    expect(isPortKind('xbee')).toBe(true);
    expect(isPortKind('i2c-x7')).toBe(false);
  });

  describe('senseBox MCU Eye', () => {
    const eye = getBoard('eye');
    const gpio = (signal: string, gpios: ReadonlyArray<{signal: string; gpio: number | null}> | undefined) =>
      gpios?.filter((assignment) => assignment.signal === signal).map((assignment) => assignment.gpio);

    it('is an ESP32-S3 board on the ESP32-S3-WROOM-1 N16R8 module', () => {
      expect(eye.name).toBe('senseBox MCU Eye');
      expect(eye.processor).toMatchObject({name: 'ESP32-S3', module: 'ESP32-S3-WROOM-1', moduleVariant: 'N16R8'});
      expect(eye.memory).toEqual({flashMegabytes: 16, psramMegabytes: 8, sramKilobytes: 512});
      expect(eye.sku).toBe('SB-150');
    });

    it('has one Qwiic port, one GPIO port, 5V out and no XBee socket', () => {
      expect(Object.fromEntries(countPortsByKind('eye').map(({kind, count}) => [kind, count]))).toEqual({
        usb: 1,
        battery: 1,
        powerOut: 1,
        i2c: 1,
        digital: 1,
        sdcard: 1,
        camera: 1,
        antenna: 1,
      });
      expect(getPorts('eye', 'xbee')).toEqual([]);
      expect(getPort('eye', 'usb')?.connector).toBe('USB-C');
      expect(gpio('SDA', getPort('eye', 'qwiic')?.gpios)).toEqual([2]);
      expect(gpio('SCL', getPort('eye', 'qwiic')?.gpios)).toEqual([1]);
      expect(getPort('eye', 'gpio')?.gpios?.map((assignment) => assignment.gpio)).toEqual([14, 48]);
    });

    it('keeps the pins of the pin-out: RGB LED, SD card, LoRa, camera', () => {
      const part = (kind: string) => eye.onboard.find((candidate) => candidate.kind === kind);
      expect(gpio('DIN', part('rgbLed')?.gpios)).toEqual([45]);
      expect(gpio('Boot', part('bootButton')?.gpios)).toEqual([0]);
      expect(getPort('eye', 'sdcard')?.gpios?.map((assignment) => [assignment.signal, assignment.gpio])).toEqual([
        ['MISO/DAT', 40],
        ['MOSI/CMD', 38],
        ['SCLK', 39],
        ['SS/CS', 41],
        ['ENABLE', 3],
        ['SW', 42],
      ]);
      const camera = getPort('eye', 'camera')?.gpios ?? [];
      expect(camera).toHaveLength(16);
      expect(gpio('Y9/D7', camera)).toEqual([16]);
      expect(gpio('Y2/D0', camera)).toEqual([11]);
      expect(gpio('XCLK', camera)).toEqual([15]);
      expect(gpio('RESET', camera)).toEqual([null]);
      expect(part('imu')).toMatchObject({part: 'ICM-20948', i2cAddress: '0x68'});
    });

    it('gives the pins that changed between board revisions with their revisions', () => {
      const button = eye.onboard.find((part) => part.kind === 'userButton')?.gpios;
      expect(button).toEqual([
        expect.objectContaining({gpio: 47, upTo: '1.4'}),
        expect.objectContaining({gpio: 21, from: '1.5'}),
      ]);
      const lora = eye.onboard.find((part) => part.kind === 'lora')?.gpios ?? [];
      expect(lora.filter((assignment) => assignment.upTo === '1.2').map((assignment) => assignment.signal)).toEqual([
        'TX',
        'RX',
      ]);
      expect(
        lora
          .filter((assignment) => assignment.from === '1.4')
          .map((assignment) => [assignment.signal, assignment.gpio]),
      ).toEqual([
        ['CS', 43],
        ['INT', 44],
      ]);
      // The v1.3 schematic draws the SPI radio, the board's examples the UART modem: neither side claims v1.3.
      expect(lora.every((assignment) => assignment.sourcesDiffer === '1.3')).toBe(true);
    });

    it('has the battery gauge on the I2C bus of the Qwiic port', () => {
      const gauge = eye.onboard.find((part) => part.kind === 'batteryGauge');
      expect(gauge).toMatchObject({part: 'MAX17048', i2cAddress: '0x36'});
      expect(gauge?.gpios).toEqual(getPort('eye', 'qwiic')?.gpios?.map(({signal, gpio}) => ({signal, gpio})));
    });

    it('holds the Arduino set-up of the esp32 package', () => {
      expect(eye.arduinoPackages).toEqual([{name: 'esp32', by: 'Espressif Systems', platform: 'esp32:esp32'}]);
      expect(eye.boardsManagerUrl).toBe('https://espressif.github.io/arduino-esp32/package_esp32_index.json');
      expect(eye.arduinoBoardName).toBe('senseBox MCU Eye');
      expect(eye.fqbn).toBe('esp32:esp32:sensebox_eye');
    });

    it('places every drawn port and part exactly once, and only ones the data has', () => {
      const drawn = (eye.sideViews ?? []).flatMap((view) => view.rows.flatMap((row) => row.items));
      const ports = drawn.flatMap((item) => ('port' in item ? [item.port] : []));
      const parts = drawn.flatMap((item) => ('part' in item ? [item.part] : []));
      expect([...ports].sort()).toEqual(
        getPorts('eye')
          .map((port) => port.id)
          .sort(),
      );
      expect(new Set(parts).size).toBe(parts.length);
      for (const kind of parts) expect(eye.onboard.map((part) => part.kind)).toContain(kind);
      const top = eye.sideViews?.find((view) => view.side === 'top');
      const topItems = top?.rows.flatMap((row) => row.items.map((item) => ('port' in item ? item.port : item.part)));
      expect(topItems).toEqual(
        expect.arrayContaining([
          'gpio',
          'qwiic',
          '5v-out',
          'powerSwitch',
          'resetButton',
          'bootButton',
          'userButton',
          'camera',
          'rgbLed',
          'lora-antenna',
        ]),
      );
    });
  });
});
