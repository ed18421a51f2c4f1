import fs from 'fs';
import path from 'path';
import {getBoard, type BoardPort} from '@site/src/data/boardHardware';
import {
  BUILD_GUIDES,
  BUILD_GUIDE_IDS,
  ORIENTATION_IDS,
  ROUTE_IDS,
  SPOT_IDS,
  HOUSING_NOTE_IDS,
  HAND_ACTION_IDS,
  HAND_STEPS,
  cableFor,
  getBuildStep,
  guideBoard,
  portsFor,
  resolveMark,
} from '@site/src/data/buildSteps';
import {cableFitsBoard, CABLES} from '@site/src/data/cables';
import {getPart, isPartId} from '@site/src/data/parts';
import {LOCALE_DIRS, ROOT} from '../content/pageFiles';
import {filesBelow} from '../../../tools/files.mjs';

const STEPS = BUILD_GUIDE_IDS.flatMap((guide) => BUILD_GUIDES[guide].steps.map((step) => ({guide, step})));
const CONNECTIONS = STEPS.flatMap(({guide, step}) =>
  (step.connections ?? []).map((connection) => ({guide, step, connection})),
);

function pageSource(locale: keyof typeof LOCALE_DIRS, page: string): string {
  return fs.readFileSync(path.join(LOCALE_DIRS[locale], `${page}.mdx`), 'utf8');
}

describe('build steps data', () => {
  it('keys each guide by its own id and lists pages that exist in both languages', () => {
    for (const guide of BUILD_GUIDE_IDS) {
      expect(BUILD_GUIDES[guide].id).toBe(guide);
      for (const page of BUILD_GUIDES[guide].pages) {
        for (const dir of Object.values(LOCALE_DIRS)) expect(fs.existsSync(path.join(dir, `${page}.mdx`))).toBe(true);
      }
    }
  });

  it('gives every step a unique id, a page of its guide and an anchor both languages carry', () => {
    for (const guide of BUILD_GUIDE_IDS) {
      const ids = BUILD_GUIDES[guide].steps.map((step) => step.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    for (const {guide, step} of STEPS) {
      expect(BUILD_GUIDES[guide].pages).toContain(step.page);
      for (const locale of ['de', 'en'] as const) {
        expect({locale, step: step.id, anchored: pageSource(locale, step.page).includes(`{#${step.anchor}}`)}).toEqual({
          locale,
          step: step.id,
          anchored: true,
        });
      }
    }
  });

  it('shows every step: drawn from data, or by a drawing that exists', () => {
    for (const {guide, step} of STEPS) {
      const drawn = (step.connections?.length ?? 0) > 0 || (step.marks?.length ?? 0) > 0;
      expect({step: step.id, shown: drawn || (step.images?.length ?? 0) > 0}).toEqual({step: step.id, shown: true});
      if (drawn) expect(guideBoard(guide)).toBeDefined();
      for (const image of step.images ?? []) expect(fs.existsSync(path.join(ROOT, 'static', image))).toBe(true);
    }
  });

  it('finds a port on the board for every connection, named by the part record or the board data', () => {
    for (const {guide, step, connection} of CONNECTIONS) {
      const board = guideBoard(guide)!;
      const ports = portsFor(board, connection);
      expect({step: step.id, thing: connection.attach, ports: ports.length > 0}).toEqual({
        step: step.id,
        thing: connection.attach,
        ports: true,
      });
      if (!connection.part) {
        for (const port of ports) expect(port.plugsIn).toContain(connection.attach);
      }
    }
  });

  it('uses only parts the kit ships or can add, and cables made for the kit', () => {
    for (const {guide, connection} of CONNECTIONS) {
      if (connection.part) {
        expect(isPartId(connection.part)).toBe(true);
        const part = getPart(connection.part);
        expect([...part.includedIn, ...part.optionalFor]).toContain(guide);
      }
      if (connection.cable) {
        const cable = CABLES.find((candidate) => candidate.id === connection.cable);
        expect(cable).toBeDefined();
        expect(cableFitsBoard(cable!, guide)).toBe(true);
      }
    }
  });

  it('takes a cable made for the part before a generic one', () => {
    const sds011 = CONNECTIONS.find(({connection}) => connection.part === 'feinstaub-sds011');
    expect(cableFor(sds011!.connection)?.id).toBe('jst-phr4-to-sds011');
    const display = CONNECTIONS.find(({guide, connection}) => guide === 'basic' && connection.part === 'display');
    expect(cableFor(display!.connection)?.id).toBe('qwiic');
  });

  it('resolves every mark to a port or an on-board part of the board', () => {
    for (const {guide, step} of STEPS) {
      for (const mark of step.marks ?? []) {
        expect({step: step.id, mark, found: resolveMark(guideBoard(guide)!, mark) !== undefined}).toEqual({
          step: step.id,
          mark,
          found: true,
        });
      }
    }
    expect(resolveMark('mcu', 'i2c')).toBeUndefined();
    expect(resolveMark('mcu', 'usb')).toEqual({
      port: getBoard('mcu').ports.find((port: BoardPort) => port.id === 'usb'),
    });
    expect(resolveMark('eye', 'powerSwitch')).toEqual({part: 'powerSwitch'});
  });

  it('uses every orientation, route, spot and housing note it defines (no unsourced spare facts)', () => {
    const used = new Set<string | undefined>([
      ...CONNECTIONS.flatMap(({connection}) => [connection.orientation, connection.route, connection.spot]),
      ...STEPS.map(({step}) => step.housing),
    ]);
    for (const id of [...ORIENTATION_IDS, ...ROUTE_IDS, ...SPOT_IDS, ...HOUSING_NOTE_IDS]) expect(used).toContain(id);
  });

  it('throws for an unknown step, so a typo on a page fails the build', () => {
    expect(() => getBuildStep('home', 'no-such-step')).toThrow('Unknown build step "no-such-step" in guide "home"');
  });
});

describe('steps with the board in hand', () => {
  /** Every `<BoardDrawing board=… step=…>` of the pages of one language. */
  function pageUses(locale: keyof typeof LOCALE_DIRS): string[] {
    return filesBelow(LOCALE_DIRS[locale])
      .filter((file: string) => file.endsWith('.mdx'))
      .flatMap((file: string) => [
        ...fs
          .readFileSync(path.join(LOCALE_DIRS[locale], file), 'utf8')
          .matchAll(/<BoardDrawing board="([^"]+)" step="([^"]+)"/g),
      ])
      .map((match: RegExpMatchArray) => `${match[1]}/${match[2]}`);
  }

  it('marks only ports and parts the board has, and uses every action it defines', () => {
    for (const [id, step] of Object.entries(HAND_STEPS)) {
      const board = getBoard(step.board);
      const marks = step.marks as {port?: string; parts?: readonly string[]};
      if (marks.port) expect({id, port: board.ports.some((port) => port.id === marks.port)}).toEqual({id, port: true});
      for (const kind of marks.parts ?? [])
        expect({id, kind, found: board.onboard.some((part) => part.kind === kind)}).toEqual({id, kind, found: true});
    }
    const actions = new Set(Object.values(HAND_STEPS).map((step) => step.action));
    for (const action of HAND_ACTION_IDS) expect(actions).toContain(action);
  });

  it('is shown on a page of its board, the same in both languages', () => {
    const german = pageUses('de');
    expect(german.sort()).toEqual(pageUses('en').sort());
    for (const [id, step] of Object.entries(HAND_STEPS)) expect(german).toContain(`${step.board}/${id}`);
  });
});
