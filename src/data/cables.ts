import type {KitId} from '@site/src/kits/kits';

/**
 * The connection cables of the senseBox kits, rendered as the table on the
 * cable overview page (src/components/CableTable).
 *
 * Only facts from the cable overview page of the senseBox docs (sensebox/docs
 * 7be044b, docs/hardware/accessoires/cable_overview) live here.
 * Values are language-neutral (ids, numbers); visible words come from the
 * component through Docusaurus translation.
 */

/** The plugs at the ends of a cable. */
export const CABLE_CONNECTOR_IDS = [
  'usbA',
  'usbC',
  'jstPhr4',
  'qwiic',
  'jumperMale',
  'jumperFemale',
  'sds011',
] as const;

export type CableConnectorId = (typeof CABLE_CONNECTOR_IDS)[number];

export type CableConnector = {
  id: CableConnectorId;
  /** Number of contacts, where the cable overview gives it. */
  pins?: number;
  /** Distance between two contacts (pitch) in millimetres. */
  pitchMm?: number;
};

export const CABLE_CONNECTORS: Readonly<Record<CableConnectorId, CableConnector>> = {
  usbA: {id: 'usbA'},
  usbC: {id: 'usbC'},
  // JST PH series; in the senseBox world simply called "JST".
  jstPhr4: {id: 'jstPhr4', pins: 4, pitchMm: 2},
  // Qwiic uses the smaller JST SH plug.
  qwiic: {id: 'qwiic', pins: 4, pitchMm: 1},
  jumperMale: {id: 'jumperMale'},
  jumperFemale: {id: 'jumperFemale'},
  // The SDS011 has a plug of its own.
  sds011: {id: 'sds011'},
};

export const CABLE_IDS = [
  'usb-a-to-c',
  'jst-phr4',
  'jst-phr4-to-jumper-male',
  'jst-phr4-to-jumper-female',
  'jumper-wire-mm',
  'jst-phr4-to-sds011',
  'qwiic',
  'qwiic-to-jst-phr4',
] as const;

export type CableId = (typeof CABLE_IDS)[number];

export type Cable = {
  id: CableId;
  /** The plug at each end. */
  ends: readonly [CableConnectorId, CableConnectorId];
  /** Lengths the cable comes in, in millimetres. */
  lengthsMm: readonly number[];
  /** Kits the cable fits; 'all' when every kit uses it. */
  boards: 'all' | readonly KitId[];
  /** Parts (ids in parts.ts) the cable is made for. */
  parts?: readonly string[];
  /** The cable ends in pins or sockets for a breadboard. */
  breadboard?: boolean;
};

export const CABLES: readonly Cable[] = [
  // Data and power between board and computer.
  {id: 'usb-a-to-c', ends: ['usbA', 'usbC'], lengthsMm: [2000, 3000], boards: 'all'},
  {id: 'jst-phr4', ends: ['jstPhr4', 'jstPhr4'], lengthsMm: [200, 350, 500], boards: ['edu', 'mini']},
  {
    id: 'jst-phr4-to-jumper-male',
    ends: ['jstPhr4', 'jumperMale'],
    lengthsMm: [150, 300],
    boards: ['edu', 'mini'],
    breadboard: true,
  },
  {id: 'jst-phr4-to-jumper-female', ends: ['jstPhr4', 'jumperFemale'], lengthsMm: [150, 300], boards: ['edu', 'mini']},
  {
    id: 'jumper-wire-mm',
    ends: ['jumperMale', 'jumperMale'],
    lengthsMm: [100],
    boards: ['edu', 'mini', 'edus2'],
    breadboard: true,
  },
  {
    id: 'jst-phr4-to-sds011',
    ends: ['jstPhr4', 'sds011'],
    lengthsMm: [350],
    boards: ['edu', 'mini'],
    parts: ['feinstaub-sds011'],
  },
  // The cable list names Qwiic for the :edu S2; the port pictures of the part pages (TutorialPorts,
  // sensebox/docs 7be044b) give the MCU mini of the :mini Qwiic-size I2C ports, so both fit there too.
  // The senseBox:basic ships Qwiic cables with its MCU S2 (kit contents, sensebox/docs be7190a
  // static/img/basic/basic_bauteile.png).
  // The MCU Eye's I2C port is a Qwiic socket (boardHardware.ts MCU_EYE, from the board pictures), so both Qwiic cables fit it.
  {id: 'qwiic', ends: ['qwiic', 'qwiic'], lengthsMm: [100, 200, 500], boards: ['edus2', 'mini', 'basic', 'eye']},
  // Joins the two plug systems; which end goes where does not matter.
  {id: 'qwiic-to-jst-phr4', ends: ['qwiic', 'jstPhr4'], lengthsMm: [80], boards: ['edus2', 'mini', 'eye']},
];

/** Whether the reader's kit uses this cable. */
export function cableFitsBoard(cable: Cable, board: KitId): boolean {
  return cable.boards === 'all' || cable.boards.includes(board);
}
