import {translate} from '@docusaurus/Translate';
import {getBoard} from '@site/src/data/boardHardware';
import {getBoardDrawing} from '@site/src/data/boardDrawings';
import {getPartDrawing, isOnboardPart} from '@site/src/data/partDrawings';
import {PART_IDS, getPart, partDocId} from '@site/src/data/parts';
import {kitProductName} from '@site/src/kits/kitNames';
import {KITS, type BoxItem, type KitId} from '@site/src/kits/kits';
import type {KitFigure} from '@site/src/components/Drawn/types';
import {BoardSide, boardSideGeometry} from './boardView';
import {formImages, THUMB_WIDTH} from './part';
import {Drawing, PartBody, UsbC} from './shapes';
import {styles} from './classes';
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

/** The name of a thing in the box that has no page. */
function boxItemName(item: BoxItem): string {
  switch (item) {
    case 'radiationShield':
      return translate({id: 'kitContents.item.radiationShield', message: 'Strahlenschutz-Gehäuse'});
    case 'outdoorCase':
      return translate({id: 'kitContents.item.outdoorCase', message: 'Gehäuse für draußen'});
    case 'powerSupply':
      return translate({id: 'kitContents.item.powerSupply', message: 'Netzteil'});
    case 'usbCable':
      return translate({id: 'kitContents.item.usbCable', message: 'USB-Kabel, 3 m'});
  }
}

/**
 * A thing without a page of its own, drawn simply (not to scale, no detail a source would have to settle):
 * the shield as a stack of plates, the case with three glands below, the power supply with its pins, the cable coiled.
 */
function boxItemSvg(item: BoxItem): ImageToDraw {
  const box = {width: 40, height: 30};
  let body;
  switch (item) {
    case 'radiationShield':
      body = (
        <g data-item="radiation-shield">
          {[0, 1, 2, 3, 4].map((plate) => (
            <rect
              key={plate}
              className={styles.housing}
              x={6 + plate * 0.6}
              y={4 + plate * 4.6}
              width={28 - plate * 1.2}
              height={3.4}
              rx={1.7}
            />
          ))}
        </g>
      );
      break;
    case 'outdoorCase':
      body = (
        <g data-item="outdoor-case">
          <PartBody x={20} y={13} width={26} height={20} />
          {[12, 20, 28].map((x) => (
            <rect key={x} className={styles.metal} x={x - 2} y={23} width={4} height={4} rx={0.6} />
          ))}
        </g>
      );
      break;
    case 'powerSupply':
      body = (
        <g data-item="power-supply">
          <path className={styles.cable} d="M 20 24 C 20 28 30 28 34 26" />
          <PartBody x={20} y={14} width={18} height={20} />
          <rect className={styles.metal} x={14.5} y={1} width={2} height={4} />
          <rect className={styles.metal} x={23.5} y={1} width={2} height={4} />
        </g>
      );
      break;
    case 'usbCable':
      body = (
        <g data-item="usb-cable">
          <path className={styles.cable} d="M 8 22 C 2 8 20 2 22 14 S 36 24 32 10" />
          <UsbC x={8} y={24} rotate={180} />
          <rect className={styles.metal} x={29} y={3} width={6} height={7} rx={0.5} />
        </g>
      );
      break;
  }
  const svg = (
    <Drawing width={box.width} height={box.height}>
      {body}
    </Drawing>
  );
  return image(svg, box, THUMB_WIDTH, '', `thumb-${item}`);
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
    items: (KITS[kit].boxItems ?? []).map((item) => ({id: item, name: boxItemName(item), image: boxItemSvg(item)})),
    onboard: onboard.map((id) => ({id, docId: partDocId(getPart(id))})),
    onBoardLabel: translate({id: 'kitContents.onBoard', message: 'Fest auf dem Board:'}),
    caption: translate(
      {
        id: 'kitContents.caption',
        message:
          'Das steckt in der Box der {kit}, jedes Teil als kleine Zeichnung. Ein Klick auf ein Bauteil mit eigener Seite führt dorthin.',
      },
      {kit: kitProductName(kit)},
    ),
  };
}
