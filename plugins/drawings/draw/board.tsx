import {translate} from '@docusaurus/Translate';
import {getBoard, type BoardHardwareId} from '@site/src/data/boardHardware';
import {getBoardDrawing, type BoardDrawingData, type BoardSideDrawing} from '@site/src/data/boardDrawings';
import {colourLabel, onboardKindLabel} from '@site/src/data/boardHardwareLabels';
import type {BoardFigure} from '@site/src/components/Drawn/types';
import {BoardSide, boardSideGeometry, itemBox, itemsFor, sidePrints} from './boardView';
import {describeBoardSide, quoted, sizeText} from './describe';
import {BOARD_WIDTH} from './part';
import {Drawing} from './shapes';
import {image, type ImageToDraw} from './image';

/**
 * A senseBox board as it looks from above (and from below, where sockets sit
 * there), drawn from its layout data (src/data/boardDrawings.ts): sockets,
 * module, buttons, LEDs and the board's own print. The port schematic is
 * PortDiagram; this drawing is for finding things on the real board.
 * `revisions` draws every revision the data has side by side, with the print
 * and the USB socket or motion sensor that tell them apart.
 */

function revisionFacts(board: BoardHardwareId): string | undefined {
  const hardware = getBoard(board);
  // The print that names the revision, as the layout data writes it ("Rev {revision}").
  const template = getBoardDrawing(board)
    .sides.flatMap((side) => side.silk)
    .find((item) => item.text?.includes('{revision}'))?.text;
  const revisions = hardware.revisions ?? [];
  // Besides the print, name what else tells them apart: the USB socket where it changed, else the motion sensor.
  const usbDiffers = new Set(revisions.map((revision) => revision.usb)).size > 1;
  // Buttons whose colour changed between revisions, named with their colour in each revision's sentence.
  const coloured = hardware.onboard.filter((part) => part.colourByRevision);
  const facts = revisions.map((revision) => {
    const print = template ? quoted(template.replace('{revision}', revision.name)) : '';
    const buttons = coloured.flatMap((part) => {
      const colour = part.colourByRevision?.[revision.name];
      return colour
        ? [
            translate(
              {id: 'boardDrawing.revision.buttonColour', message: '{button}: {colour}.'},
              {button: onboardKindLabel(part.kind), colour: colourLabel(colour)},
            ),
          ]
        : [];
    });
    return [factOf(revision, print), ...buttons].join(' ');
  });
  return facts.length > 0 ? facts.join(' ') : undefined;

  function factOf(revision: (typeof revisions)[number], print: string): string {
    return !usbDiffers && revision.imu
      ? translate(
          {id: 'boardDrawing.revision.fact.imu', message: 'Revision {revision}: Aufdruck {print}, Lagesensor {imu}.'},
          {revision: revision.name, print, imu: revision.imu},
        )
      : translate(
          {id: 'boardDrawing.revision.fact', message: 'Revision {revision}: Aufdruck {print}, {usb}-Buchse.'},
          {revision: revision.name, print, usb: revision.usb},
        );
  }
}

/**
 * For the drawing's name: the on-board parts this revision has in another size
 * or place than the others (a replaced chip, a different button), with the size
 * the drawing shows. Empty where only a socket differs, which the name already counts.
 */
function differingParts(
  drawing: BoardDrawingData,
  side: BoardSideDrawing,
  revision: string,
  shown: readonly string[],
): string {
  const others = shown.filter((name) => name !== revision);
  const otherItems = others.map((name) => itemsFor(drawing, side, name));
  const parts = itemsFor(drawing, side, revision).flatMap((item) => {
    const kind = item.parts?.[0];
    if (!kind) return [];
    const differs = otherItems.some((items) => {
      const other = items.find((entry) => entry.parts?.join() === item.parts?.join());
      return other !== undefined && JSON.stringify(other) !== JSON.stringify(item);
    });
    return differs ? [`${onboardKindLabel(kind)} ${sizeText(itemBox(item))}`] : [];
  });
  return parts.length > 0
    ? translate(
        {id: 'boardDrawing.revision.parts', message: 'Anders als in Revision {others}: {parts}.'},
        {others: others.join(', '), parts: parts.join(', ')},
      )
    : '';
}

export function boardFigure(board: BoardHardwareId, revisions = false): BoardFigure<ImageToDraw> {
  const drawing = getBoardDrawing(board);
  const names = (drawing.revisions ?? []).map((revision) => revision.name);
  const shown: Array<string | undefined> = revisions && names.length > 1 ? names : [names[names.length - 1]];
  const box = boardSideGeometry(drawing);
  const name = getBoard(board).name;
  const views = shown.flatMap((revision) =>
    drawing.sides.map((side) => {
      const items = itemsFor(drawing, side, revision);
      const alt = [
        describeBoardSide(board, side.side, drawing.sides.length, items, sidePrints(board, side, revision), revision),
        revision && shown.length > 1 ? differingParts(drawing, side, revision, names) : '',
      ]
        .filter(Boolean)
        .join(' ');
      const svg = (
        <Drawing width={box.width} height={box.height}>
          <BoardSide board={board} side={side} revision={revision} />
        </Drawing>
      );
      const label = [
        shown.length > 1
          ? translate({id: 'boardDrawing.revision', message: 'Revision {revision}'}, {revision: revision ?? ''})
          : undefined,
        drawing.sides.length > 1
          ? side.side === 'top'
            ? translate({id: 'partDrawing.side.top', message: 'Oberseite'})
            : translate({id: 'partDrawing.side.bottom', message: 'Unterseite'})
          : undefined,
      ]
        .filter(Boolean)
        .join(', ');
      return {image: image(svg, box, BOARD_WIDTH, alt), revision, side: side.side, label: label || undefined};
    }),
  );
  return {
    views,
    caption: translate(
      {
        id: 'boardDrawing.caption',
        message:
          'Die {board} als Zeichnung, nach der Layout-Datei des Boards: Buchsen, Taster, LEDs und der Aufdruck an ihrem Platz.',
      },
      {board: name},
    ),
    revisionFacts: revisions && shown.length > 1 ? revisionFacts(board) : undefined,
  };
}
