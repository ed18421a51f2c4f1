import {translate} from '@docusaurus/Translate';
import {getBoard} from '@site/src/data/boardHardware';
import {getBoardDrawing, refMatches} from '@site/src/data/boardDrawings';
import {allChips, getPart} from '@site/src/data/parts';
import {chipName} from '@site/src/data/partLabels';
import {getPartDrawing, type DrawingForm, type OnboardForm, type TellApart} from '@site/src/data/partDrawings';
import type {PartFigure} from '@site/src/components/Drawn/types';
import {BoardSide, boardSideGeometry, itemsFor, sideHas, sidePrints, sidesOf} from './boardView';
import {describeBoardSide, describeForm, onBackText, targetName, tellApartText} from './describe';
import {hasLabels, partSvg} from './partView';
import {Drawing} from './shapes';
import {image, type ImageToDraw} from './image';

/**
 * The identification drawing of a part (src/data/partDrawings.ts): the part
 * seen from above with what tells it apart, or, for a part soldered onto a
 * board, the board with the part marked. Where the reader may hold one of two
 * versions, both are drawn side by side with how to tell them apart.
 * PartSpecs shows it at the top of every part page.
 */

/** How wide the page shows a part alone, one of a pair, a board side, and a thumbnail (px). */
const PART_WIDTH = 420;
const PAIR_WIDTH = 300;
export const BOARD_WIDTH = 640;
export const THUMB_WIDTH = 110;

/** Names of a part's chips, alternatives joined with "/". */
export function partChipNames(partId: string): string {
  return allChips(getPart(partId)).map(chipName).filter(Boolean).join(' / ');
}

function onboardImages(form: OnboardForm, thumbnail: boolean): ImageToDraw[] {
  const drawing = getBoardDrawing(form.board);
  // The newest revision that carries the part: a chip a later revision replaced is shown where it sits.
  const revision = [...(drawing.revisions ?? [])]
    .reverse()
    .find((entry) =>
      drawing.sides.some((side) => itemsFor(drawing, side, entry.name).some((item) => refMatches(item, form.target))),
    )?.name;
  const sides = sidesOf(form.board, form.side).filter((side) => sideHas(form.board, side, form.target));
  const box = boardSideGeometry(drawing);
  const name = targetName(form.board, form.target);
  return sides.map((side) => {
    const items = itemsFor(drawing, side, revision);
    const alt = thumbnail
      ? ''
      : describeBoardSide(
          form.board,
          side.side,
          drawing.sides.length,
          items,
          sidePrints(form.board, side, revision),
          revision,
        ) +
        ' ' +
        translate({id: 'partDrawing.onboard.marked', message: 'Markiert: {name}.'}, {name});
    const svg = (
      <Drawing width={box.width} height={box.height}>
        <BoardSide board={form.board} side={side} revision={revision} highlight={form.target} />
      </Drawing>
    );
    return image(svg, box, thumbnail ? THUMB_WIDTH : BOARD_WIDTH, alt);
  });
}

/**
 * The drawings of one form: one, or for a part on a board each side it is on. A thumbnail has no
 * labels and an empty alt text: the link beside it names the part.
 */
export function formImages(form: DrawingForm, {thumbnail = false, width = PART_WIDTH} = {}): ImageToDraw[] {
  if (form.form === 'onboard') return onboardImages(form, thumbnail);
  const drawn = partSvg(form, {labels: !thumbnail, backText: thumbnail ? undefined : onBackText(form)});
  return [image(drawn.svg, drawn, thumbnail ? THUMB_WIDTH : width, thumbnail ? '' : describeForm(form))];
}

function caption(form: DrawingForm): string {
  if (form.form === 'onboard') {
    return translate(
      {
        id: 'partDrawing.onboard.caption',
        message: 'Fest auf der {board} verbaut, markiert: {name}. Gezeichnet nach der Layout-Datei des Boards.',
      },
      {board: getBoard(form.board).name, name: targetName(form.board, form.target)},
    );
  }
  const drawn = translate({id: 'partDrawing.caption', message: 'Das Bauteil von oben, als Zeichnung.'});
  if (!hasLabels(form)) return drawn;
  return `${drawn} ${translate({id: 'partDrawing.caption.labels', message: 'Rechts daneben stehen die Namen der Chips und Buchsen.'})}`;
}

function pair(
  entries: ReadonlyArray<{name: string; form: DrawingForm}>,
  facts: readonly TellApart[],
): PartFigure<ImageToDraw> {
  const names = entries.map((entry) => entry.name);
  // One scale for both: two boards of the same size are drawn the same size, whatever their label columns.
  const drawnWidths = entries.map((entry) =>
    entry.form.form === 'onboard' ? undefined : partSvg(entry.form, {backText: onBackText(entry.form)}).width,
  );
  const widest = Math.max(0, ...drawnWidths.map((width) => width ?? 0));
  return {
    kind: 'pair',
    versions: entries.map((entry, index) => {
      const drawn = drawnWidths[index];
      const width = drawn === undefined ? PAIR_WIDTH : (PAIR_WIDTH * drawn) / widest;
      return {name: entry.name, images: formImages(entry.form, {width})};
    }),
    tellApart: facts.map((fact) => tellApartText(fact, names)).join(' '),
  };
}

export function partFigure(partId: string): PartFigure<ImageToDraw> {
  const data = getPartDrawing(partId);
  if (data.versions) {
    return pair(
      data.versions.list.map((version) => ({name: version.name, form: version.drawing})),
      data.versions.tellApart,
    );
  }
  if (data.lookalike) {
    const other = getPartDrawing(data.lookalike.part);
    return pair(
      [
        {name: partChipNames(partId), form: data.drawing},
        {name: partChipNames(data.lookalike.part), form: other.drawing},
      ],
      data.lookalike.tellApart,
    );
  }
  return {kind: 'single', form: data.drawing.form, images: formImages(data.drawing), caption: caption(data.drawing)};
}
