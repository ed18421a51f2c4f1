/**
 * A learner recognises a part by its colour and the name printed on it, so every part and board drawing
 * carries a record of both with the source they come from; what no source settles is named as unsettled
 * (the drawing then leaves it out). The lists come from the data: a part or board added without such a
 * record fails here.
 */
import {BOARD_HARDWARE_IDS} from '@site/src/data/boardHardware';
import {BOARD_DRAWINGS} from '@site/src/data/boardDrawings';
import {PART_DRAWINGS, type DrawingForm, type Look, type OnboardForm} from '@site/src/data/partDrawings';
import {PART_IDS} from '@site/src/data/parts';

type OwnForm = Exclude<DrawingForm, OnboardForm>;

/** Every form a part's figure draws on its own: the part, its versions, its lookalike's form is its own part's. */
function ownForms(id: string): Array<{name: string; form: OwnForm}> {
  const data = PART_DRAWINGS[id]!;
  const forms: Array<{name: string; form: DrawingForm}> = [
    {name: id, form: data.drawing},
    ...(data.versions?.list ?? []).map((version) => ({name: `${id} (${version.name})`, form: version.drawing})),
  ];
  return forms.flatMap(({name, form}) => {
    if (form.form === 'onboard') return [];
    const adapter = form.form === 'device' && form.adapter ? [{name: `${name} adapter`, form: form.adapter}] : [];
    return [{name, form}, ...adapter];
  });
}

function expectRecord(name: string, look: Look | undefined): void {
  expect({name, hasLook: look !== undefined}).toEqual({name, hasLook: true});
  if (!look) return;
  expect({name, source: look.source.trim().length > 0}).toEqual({name, source: true});
  const unsettled = look.unsettled ?? [];
  // A colour is drawn or said to be unsettled, never both, never neither.
  expect({name, colour: Boolean(look.colour) !== unsettled.includes('colour')}).toEqual({name, colour: true});
  expect({name, print: (look.print?.length ?? 0) > 0 !== unsettled.includes('print')}).toEqual({name, print: true});
  for (const line of look.print ?? []) expect(typeof line === 'string' ? line : line.text).not.toBe('');
}

describe('what the real part looks like', () => {
  it.each(PART_IDS)('part %s has a colour and print record with its source', (id) => {
    const data = PART_DRAWINGS[id];
    expect(data).toBeDefined();
    const forms = ownForms(id);
    // A part drawn on its board is recognised by the board's record.
    if (data?.drawing.form === 'onboard') expect(BOARD_DRAWINGS[data.drawing.board].look.source).not.toBe('');
    for (const {name, form} of forms) expectRecord(name, form.look);
  });

  it.each(PART_IDS)('print with a place stays on the board of part %s', (id) => {
    for (const {form} of ownForms(id)) {
      if (form.form === 'device' || !form.size) continue;
      for (const line of form.look.print ?? []) {
        if (typeof line === 'string') continue;
        expect(line.x).toBeGreaterThan(0);
        expect(line.x).toBeLessThan(form.size.width);
        expect(line.y).toBeGreaterThan(0);
        expect(line.y).toBeLessThan(form.size.height);
      }
    }
  });

  it.each(BOARD_HARDWARE_IDS)('board %s has a colour record with its source, and its print', (board) => {
    const drawing = BOARD_DRAWINGS[board];
    const {look} = drawing;
    expect(look.source.trim()).not.toBe('');
    expect(Boolean(look.colour)).toBe(!(look.unsettled ?? []).includes('colour'));
    // Its print comes from the layout file: the board's name at least.
    const texts = drawing.sides.flatMap((side) => side.silk).filter((item) => item.text);
    expect(texts.some((item) => item.text?.includes('senseBox') || item.text?.includes('MCU'))).toBe(true);
  });
});
