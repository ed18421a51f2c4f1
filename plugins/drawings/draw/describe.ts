import {translate} from '@docusaurus/Translate';
import {getBoard, type BoardHardwareId} from '@site/src/data/boardHardware';
import type {BoardItem, ItemRef} from '@site/src/data/boardDrawings';
import {onboardKindLabel, portName} from '@site/src/data/boardHardwareLabels';
import {allChips, getPart} from '@site/src/data/parts';
import {chipName} from '@site/src/data/partLabels';
import type {
  BeeForm,
  BoardForm,
  ConnectorFact,
  DeviceForm,
  ExtraFact,
  Look,
  Size,
  TellApart,
} from '@site/src/data/partDrawings';

/**
 * The words of the identification drawings: their accessible names (what the
 * picture shows, for readers who cannot see it) and the "how to tell them
 * apart" sentences. Built from the same facts as the drawings, in the page's
 * language through Docusaurus translation.
 */

/** A printed text in the page's quotation marks. */
export function quoted(text: string): string {
  return translate({id: 'boardHardware.onboard.printedLabel', message: '„{label}“'}, {label: text});
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = translate({id: 'partDrawing.and', message: 'und', description: 'Joins the last two items of a list'});
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function connectorText(connector: ConnectorFact): string {
  const count = String(connector.count);
  const pins = String(connector.pins ?? '');
  const one = connector.count === 1;
  let text: string;
  switch (connector.kind) {
    case 'jstPh':
      text = one
        ? translate({id: 'partDrawing.connector.jstPh.one', message: 'eine JST-PH-Buchse'})
        : translate({id: 'partDrawing.connector.jstPh.many', message: '{count} JST-PH-Buchsen'}, {count});
      break;
    case 'qwiic':
      text = one
        ? translate({id: 'partDrawing.connector.qwiic.one', message: 'eine Qwiic-Buchse (JST SH)'})
        : translate({id: 'partDrawing.connector.qwiic.many', message: '{count} Qwiic-Buchsen (JST SH)'}, {count});
      break;
    case 'pinHeader':
      text = translate({id: 'partDrawing.connector.pinHeader', message: 'eine Stiftleiste mit {pins} Pins'}, {pins});
      break;
    case 'contacts':
      text = translate({id: 'partDrawing.connector.contacts', message: '{pins} Anschlüsse'}, {pins});
      break;
    case 'terminalBlock':
      text = translate(
        {id: 'partDrawing.connector.terminalBlock', message: 'eine Schraubklemme mit {pins} Polen'},
        {pins},
      );
      break;
    case 'deviceSocket':
      text = connector.pins
        ? translate(
            {id: 'partDrawing.connector.deviceSocket.pins', message: 'eine eigene Buchse mit {pins} Kontakten'},
            {pins},
          )
        : translate({id: 'partDrawing.connector.deviceSocket', message: 'eine eigene Buchse für das Adapterkabel'});
      break;
  }
  if (connector.labels) text += ` (${connector.labels.join(', ')})`;
  if (connector.print)
    text +=
      ' ' +
      translate({id: 'partDrawing.printedNext', message: 'mit dem Aufdruck {print}'}, {print: quoted(connector.print)});
  return text;
}

function extraText(extra: ExtraFact): string {
  switch (extra.kind) {
    case 'oledPanel':
      return translate({
        id: 'partDrawing.extra.oledPanel',
        message: 'die OLED-Anzeige, die fast die ganze Platine bedeckt',
      });
    case 'ledGrid':
      return translate(
        {id: 'partDrawing.extra.ledGrid', message: '{count} LEDs in {rows} Reihen zu je {columns}'},
        {count: String(extra.columns * extra.rows), rows: String(extra.rows), columns: String(extra.columns)},
      );
    case 'rgbLed':
      return translate({id: 'partDrawing.extra.rgbLed', message: 'eine quadratische RGB-LED in der Mitte'});
    case 'coinCell':
      return translate({id: 'partDrawing.extra.coinCell', message: 'eine Knopfzelle'});
    case 'microSdSlot':
      return translate({id: 'partDrawing.extra.microSdSlot', message: 'ein microSD-Steckplatz'});
    case 'lanSocket':
      return translate({id: 'partDrawing.extra.lanSocket', message: 'eine LAN-Buchse für das Netzwerkkabel'});
    case 'wireAntenna':
      return translate({id: 'partDrawing.extra.wireAntenna', message: 'eine Drahtantenne'});
    case 'ultrasonicPair':
      return translate({
        id: 'partDrawing.extra.ultrasonicPair',
        message: 'zwei runde Ultraschallkapseln nebeneinander',
      });
    case 'microphoneCapsule':
      return translate({id: 'partDrawing.extra.microphoneCapsule', message: 'eine runde Mikrofonkapsel'});
    case 'addressJumper':
      return translate({id: 'partDrawing.extra.addressJumper', message: 'eine Lötbrücke, die die I2C-Adresse wählt'});
  }
}

export function sizeText(size: Size | undefined): string {
  if (!size) return translate({id: 'partDrawing.notToScale', message: 'nicht maßstabsgetreu'});
  return translate(
    {id: 'partDrawing.size', message: '{width} × {height} mm'},
    {width: formatMm(size.width), height: formatMm(size.height)},
  );
}

function formatMm(value: number): string {
  // German writes the decimal comma; the message of this id says which one the language uses.
  const separator = translate({
    id: 'partDrawing.decimalSeparator',
    message: ',',
    description: 'Decimal separator in sizes',
  });
  return String(value).replace('.', separator);
}

/** The print on a part's top side as one text, in the order of the data. */
function printedText(look: Look): string {
  return (look.print ?? []).map((line) => (typeof line === 'string' ? line : line.text)).join(' ');
}

/** The colour of a board or a device's top, where the data settles it. */
function colourText(look: Look, of: 'board' | 'device'): string | undefined {
  if (!look.colour) return undefined;
  const colour = {
    green: translate({id: 'partDrawing.colour.green', message: 'grün'}),
    blue: translate({id: 'partDrawing.colour.blue', message: 'blau'}),
    black: translate({id: 'partDrawing.colour.black', message: 'schwarz'}),
  }[look.colour];
  return of === 'board'
    ? translate({id: 'partDrawing.colour.board', message: 'die Platine {colour}'}, {colour})
    : translate({id: 'partDrawing.colour.device', message: 'oben {colour}'}, {colour});
}

/** What a board or Bee shows, as a list of phrases. */
function boardFeatures(form: BoardForm | BeeForm): string[] {
  const features: string[] = [];
  const colour = colourText(form.look, 'board');
  if (colour) features.push(colour);
  for (const module of form.modules ?? []) {
    features.push(translate({id: 'partDrawing.module', message: 'das Modul {name}'}, {name: module.name}));
  }
  for (const chip of form.chips)
    features.push(translate({id: 'partDrawing.chip', message: 'der Chip {name}'}, {name: chip.name}));
  for (const extra of form.extras ?? []) features.push(extraText(extra));
  if (form.form === 'bee') {
    features.push(
      translate({
        id: 'partDrawing.bee.rows',
        message: 'links und rechts je eine Reihe mit 10 Kontakten für den XBee-Steckplatz',
      }),
    );
  } else {
    const front = form.connectors.filter((connector) => !connector.onBack);
    features.push(...front.map(connectorText));
    const print = printedText(form.look);
    if (print)
      features.push(translate({id: 'partDrawing.print', message: 'der Aufdruck {print}'}, {print: quoted(print)}));
    const back = form.connectors.filter((connector) => connector.onBack);
    if (back.length > 0) {
      features.push(
        translate(
          {id: 'partDrawing.onBack', message: 'auf der Rückseite {things}'},
          {things: list(back.map(connectorText))},
        ),
      );
    }
  }
  return features;
}

/** The line under a drawing about sockets on the back, if the part has any there. */
export function onBackText(form: BoardForm | BeeForm | DeviceForm): string | undefined {
  if (form.form !== 'board') return undefined;
  const back = form.connectors.filter((connector) => connector.onBack);
  if (back.length === 0) return undefined;
  return translate(
    {id: 'partDrawing.onBack.note', message: 'Auf der Rückseite: {things}'},
    {things: list(back.map(connectorText))},
  );
}

/** The accessible name of a board, Bee or device drawing. */
export function describeForm(form: BoardForm | BeeForm | DeviceForm): string {
  if (form.form === 'device') {
    const parts: string[] = [];
    if (form.shape === 'probe') {
      parts.push(translate({id: 'partDrawing.device.probe', message: 'ein Fühler {name} am Kabel'}, {name: form.name}));
    } else {
      parts.push(translate({id: 'partDrawing.device.housing', message: 'das Gehäuse {name}'}, {name: form.name}));
    }
    const colour = colourText(form.look, 'device');
    if (colour) parts.push(colour);
    if (form.shape === 'fanBox')
      parts.push(
        form.cornerFan
          ? translate({
              id: 'partDrawing.device.cornerFan',
              message: 'mit dem runden Lüfter in einer Ecke und dem Ansaugstutzen',
            })
          : translate({id: 'partDrawing.device.fan', message: 'mit dem runden Lüfter'}),
      );
    for (const connector of form.connectors) parts.push(connectorText(connector));
    let text = translate(
      {id: 'partDrawing.device.alt', message: 'Zeichnung von oben ({size}): {features}.'},
      {size: sizeText(form.size), features: list(parts)},
    );
    if (form.adapter) {
      text +=
        ' ' +
        translate(
          {
            id: 'partDrawing.device.adapter',
            message: 'Daneben die Adapterplatine, die in die senseBox gesteckt wird: {features}.',
          },
          {features: list(boardFeatures(form.adapter))},
        );
    }
    return text;
  }
  return translate(
    {id: 'partDrawing.board.alt', message: 'Zeichnung der Platine von oben ({size}): {features}.'},
    {size: sizeText(form.size), features: list(boardFeatures(form))},
  );
}

/** What a part on a board is called in the drawing's words: its print, or its chip. */
export function targetName(board: BoardHardwareId, target: ItemRef): string {
  if (target.partId) {
    const part = getPart(target.partId);
    const printed = part.connections?.find((connection) => connection.board === board)?.printedLabel;
    const chip = allChips(part).map(chipName).filter(Boolean).join(' / ');
    return printed && printed !== chip ? `${chip} (${quoted(printed)})` : chip;
  }
  if (target.port) {
    const port = getBoard(board).ports.find((entry) => entry.id === target.port);
    if (port) return portName(board, port);
  }
  return (target.parts ?? []).map(onboardKindLabel).join(', ');
}

function itemCounts(items: readonly BoardItem[]): string[] {
  const count = (shape: BoardItem['shape']) => items.filter((item) => item.shape === shape).length;
  const texts: string[] = [];
  const add = (n: number, one: string, many: string) => {
    if (n === 1) texts.push(one);
    if (n > 1) texts.push(many.replace('{count}', String(n)));
  };
  add(count('usbC'), translate({id: 'partDrawing.item.usbC', message: 'eine USB-C-Buchse'}), '');
  add(count('microUsb'), translate({id: 'partDrawing.item.microUsb', message: 'eine Micro-USB-Buchse'}), '');
  add(
    count('jstPh'),
    translate({id: 'partDrawing.connector.jstPh.one', message: 'eine JST-PH-Buchse'}),
    translate({id: 'partDrawing.connector.jstPh.many', message: '{count} JST-PH-Buchsen'}),
  );
  add(
    count('jstSh'),
    translate({id: 'partDrawing.item.jstSh.one', message: 'eine JST-SH-Buchse'}),
    translate({id: 'partDrawing.item.jstSh.many', message: '{count} JST-SH-Buchsen'}),
  );
  const xbees = new Set(items.filter((item) => item.shape === 'xbeeRow').map((item) => item.port)).size;
  add(
    xbees,
    translate({id: 'partDrawing.item.xbee.one', message: 'ein XBee-Steckplatz'}),
    translate({id: 'partDrawing.item.xbee.many', message: '{count} XBee-Steckplätze'}),
  );
  add(count('sdSlot'), translate({id: 'partDrawing.extra.microSdSlot', message: 'ein microSD-Steckplatz'}), '');
  add(count('antenna'), translate({id: 'partDrawing.item.antenna', message: 'eine Antennenbuchse'}), '');
  add(count('camera'), translate({id: 'partDrawing.item.camera', message: 'das Kameramodul am Flachbandkabel'}), '');
  add(
    count('module'),
    translate({id: 'partDrawing.item.module.one', message: 'ein Funkmodul mit Blechdeckel'}),
    translate({id: 'partDrawing.item.module.many', message: '{count} Funkmodule mit Blechdeckel'}),
  );
  add(
    count('button'),
    translate({id: 'partDrawing.item.button.one', message: 'ein Taster'}),
    translate({id: 'partDrawing.item.button.many', message: '{count} Taster'}),
  );
  add(
    count('switch'),
    translate({id: 'partDrawing.item.switch.one', message: 'ein Schiebeschalter'}),
    translate({id: 'partDrawing.item.switch.many', message: '{count} Schiebeschalter'}),
  );
  add(
    count('led'),
    translate({id: 'partDrawing.item.led.one', message: 'eine LED'}),
    translate({id: 'partDrawing.item.led.many', message: '{count} LEDs'}),
  );
  // Counted apart from the LEDs: a light sensor looks like one on the board but only takes light in.
  add(
    count('photodiode'),
    translate({id: 'partDrawing.item.photodiode.one', message: 'ein Lichtsensor (Photodiode)'}),
    translate({id: 'partDrawing.item.photodiode.many', message: '{count} Lichtsensoren (Photodioden)'}),
  );
  return texts;
}

/** The accessible name of one side of a board. */
export function describeBoardSide(
  board: BoardHardwareId,
  side: 'top' | 'bottom',
  sides: number,
  items: readonly BoardItem[],
  prints: readonly string[],
  revision: string | undefined,
): string {
  const name = getBoard(board).name;
  const sideText =
    sides > 1
      ? side === 'top'
        ? translate({id: 'partDrawing.side.top', message: 'Oberseite'})
        : translate({id: 'partDrawing.side.bottom', message: 'Unterseite'})
      : translate({id: 'partDrawing.side.only', message: 'von oben'});
  const head = revision
    ? translate(
        {id: 'partDrawing.boardSide.revision', message: 'Zeichnung der {board}, Revision {revision}, {side}'},
        {board: name, revision, side: sideText},
      )
    : translate({id: 'partDrawing.boardSide', message: 'Zeichnung der {board}, {side}'}, {board: name, side: sideText});
  const parts = [list(itemCounts(items))];
  if (prints.length > 0) {
    parts.push(
      translate(
        {id: 'partDrawing.boardSide.prints', message: 'Aufdrucke: {prints}'},
        {prints: [...new Set(prints)].map(quoted).join(', ')},
      ),
    );
  }
  return `${head}: ${parts.join('. ')}.`;
}

/** The sentence that says how to tell versions apart. */
export function tellApartText(fact: TellApart, names: readonly string[]): string {
  switch (fact.by) {
    case 'print':
      return translate(
        {
          id: 'partDrawing.tellApart.print',
          message: 'So unterscheidest du sie: Der Aufdruck auf der Platine nennt den Sensor ({names}).',
        },
        {names: names.join(translate({id: 'partDrawing.or', message: ' oder '}))},
      );
    case 'since':
      return translate(
        {
          id: 'partDrawing.tellApart.since',
          message: 'Platinen ab {date} tragen den {newer}, ältere den {older}.',
        },
        {date: fact.date, newer: fact.newer, older: fact.older},
      );
    case 'chipId':
      return translate(
        {
          id: 'partDrawing.tellApart.chipId',
          message: 'Ein Programm erkennt den Chip an seiner Kennung (ID-Register) unter der I2C-Adresse {address}.',
        },
        {address: `0x${fact.address.toString(16).toUpperCase().padStart(2, '0')}`},
      );
  }
}
