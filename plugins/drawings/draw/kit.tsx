import {translate} from '@docusaurus/Translate';
import {getBoard} from '@site/src/data/boardHardware';
import {getBoardDrawing} from '@site/src/data/boardDrawings';
import {getPartDrawing, isOnboardPart} from '@site/src/data/partDrawings';
import {PART_IDS, getPart, partDocId} from '@site/src/data/parts';
import {KITS, kitProductName, type KitId} from '@site/src/kits/kits';
import type {KitFigure} from '@site/src/components/Drawn/types';
import {BoardSide, boardSideGeometry} from './boardView';
import {formImages, THUMB_WIDTH} from './part';
import {Drawing} from './shapes';
import {image, type ImageToDraw} from './image';

/**
 * What is in a kit's box: the kit's board and every part whose record says
 * the kit includes it (`includedIn` in src/data/parts.ts), each as a small
 * drawing; the page names each by its page title and links it. Nothing here
 * is a list of its own: a part added to the kit in the data shows up here.
 */

/** The kit's parts in the order of the parts data, split into separate parts and those soldered onto the board. */
export function kitPartIds(kit: KitId): {separate: string[]; onboard: string[]} {
  const included = PART_IDS.filter((id) => getPart(id).includedIn.includes(kit));
  return {
    separate: included.filter((id) => !isOnboardPart(getPart(id))),
    onboard: included.filter((id) => isOnboardPart(getPart(id))),
  };
}

function boardThumbnail(kit: KitId): KitFigure<ImageToDraw>['board'] {
  const boardId = KITS[kit].board;
  if (!boardId) return undefined;
  const drawing = getBoardDrawing(boardId);
  const side = drawing.sides[0];
  if (!side) return undefined;
  const box = boardSideGeometry(drawing);
  const revision = drawing.revisions?.[drawing.revisions.length - 1]?.name;
  const svg = (
    <Drawing width={box.width} height={box.height}>
      <BoardSide board={boardId} side={side} revision={revision} />
    </Drawing>
  );
  // The board's name stands under its picture.
  return {id: boardId, name: getBoard(boardId).name, image: image(svg, box, THUMB_WIDTH, '', `thumb-${boardId}`)};
}

export function kitFigure(kit: KitId): KitFigure<ImageToDraw> {
  const {separate, onboard} = kitPartIds(kit);
  return {
    board: boardThumbnail(kit),
    parts: separate.map((id) => ({
      id,
      docId: partDocId(getPart(id)),
      image: {...formImages(getPartDrawing(id).drawing, {thumbnail: true})[0]!, name: `thumb-${id}`},
    })),
    onboard: onboard.map((id) => ({id, docId: partDocId(getPart(id))})),
    onBoardLabel: translate({id: 'kitContents.onBoard', message: 'Fest auf dem Board:'}),
    caption: translate(
      {
        id: 'kitContents.caption',
        message:
          'Das steckt in der Box der {kit}, jedes Teil als kleine Zeichnung. Ein Klick auf ein Bauteil führt zu seiner Seite.',
      },
      {kit: kitProductName(kit)},
    ),
  };
}
