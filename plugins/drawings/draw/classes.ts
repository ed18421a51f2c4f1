/**
 * The class names a drawing's elements carry. Each is its own name: every
 * drawing file carries drawing.css, which styles them, so no bundler renames
 * them. Listed here so that a name the stylesheet does not know fails the
 * type check (a unit test checks the stylesheet against this list).
 */
export const CLASS_NAMES = [
  'part',
  'pcb',
  'pcbGreen',
  'pcbBlue',
  'pcbBlack',
  'capRed',
  'capBlue',
  'hole',
  'housing',
  'housingDark',
  'metal',
  'slot',
  'chip',
  'chipText',
  'pin1',
  'silk',
  'silkLine',
  'ledBody',
  'ledLens',
  'ledLensRed',
  'ledLensGreen',
  'sensorWindow',
  'buttonCap',
  'canText',
  'wire',
  'cable',
  'note',
  'leader',
  'highlight',
  'board',
  'boardName',
  'groupHeading',
  'port',
  'box',
  'portName',
  'pin',
  'pinCell',
  'pinName',
  'portText',
  'highlighted',
  'halo',
  'dimmed',
  'thing',
  'thingName',
  'thingText',
  'stepNote',
  'cableCasing',
  'stepCable',
  'mount',
  'wall',
  'wallText',
  'enclosure',
  'gland',
  'opening',
  'openingEdge',
] as const;

export type ClassName = (typeof CLASS_NAMES)[number];

export const styles = Object.fromEntries(CLASS_NAMES.map((name) => [name, name])) as {
  readonly [Name in ClassName]: Name;
};
