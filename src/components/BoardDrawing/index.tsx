import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {getBoard, type BoardHardwareId} from '@site/src/data/boardHardware';
import {getBoardDrawing, type BoardDrawingData, type BoardSideDrawing} from '@site/src/data/boardDrawings';
import {onboardKindLabel} from '@site/src/data/boardHardwareLabels';
import {BoardSide, boardSideGeometry, itemBox, itemsFor, sidePrints} from '@site/src/components/PartDrawing/boardView';
import {describeBoardSide, quoted, sizeText} from '@site/src/components/PartDrawing/describe';
import {boardScrollLabel} from '@site/src/components/PartDrawing';
import {Drawing, drawingStyles as styles} from '@site/src/components/PartDrawing/shapes';
import ScrollRegion from '@site/src/components/ScrollRegion';

/**
 * A senseBox board as it looks from above (and from below, where sockets sit
 * there), drawn from its layout data (src/data/boardDrawings.ts): sockets,
 * module, buttons, LEDs and the board's own print. The port schematic is
 * PortDiagram; this drawing is for finding things on the real board.
 * `revisions` draws every revision the data has side by side, with the print
 * and the USB socket or motion sensor that tell them apart.
 */

export type BoardDrawingProps = {
  board: BoardHardwareId;
  revisions?: boolean;
};

function RevisionFacts({board}: {board: BoardHardwareId}): ReactNode {
  const hardware = getBoard(board);
  // The print that names the revision, as the layout data writes it ("Rev {revision}").
  const template = getBoardDrawing(board)
    .sides.flatMap((side) => side.silk)
    .find((item) => item.text?.includes('{revision}'))?.text;
  const revisions = hardware.revisions ?? [];
  // Besides the print, name what else tells them apart: the USB socket where it changed, else the motion sensor.
  const usbDiffers = new Set(revisions.map((revision) => revision.usb)).size > 1;
  const facts = revisions.map((revision) => {
    const print = template ? quoted(template.replace('{revision}', revision.name)) : '';
    return !usbDiffers && revision.imu
      ? translate(
          {id: 'boardDrawing.revision.fact.imu', message: 'Revision {revision}: Aufdruck {print}, Lagesensor {imu}.'},
          {revision: revision.name, print, imu: revision.imu},
        )
      : translate(
          {id: 'boardDrawing.revision.fact', message: 'Revision {revision}: Aufdruck {print}, {usb}-Buchse.'},
          {revision: revision.name, print, usb: revision.usb},
        );
  });
  return facts.length > 0 ? (
    <p className={styles.tellApart} data-tell-apart>
      {facts.join(' ')}
    </p>
  ) : null;
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

export default function BoardDrawing({board, revisions = false}: BoardDrawingProps): ReactNode {
  const drawing = getBoardDrawing(board);
  const names = (drawing.revisions ?? []).map((revision) => revision.name);
  const shown: Array<string | undefined> = revisions && names.length > 1 ? names : [names[names.length - 1]];
  const {width, height} = boardSideGeometry(drawing);
  const name = getBoard(board).name;
  return (
    <figure className={styles.figure} data-board-drawing={board}>
      <div className={styles.boards}>
        {shown.map((revision) =>
          drawing.sides.map((side) => {
            const items = itemsFor(drawing, side, revision);
            const title = [
              describeBoardSide(
                board,
                side.side,
                drawing.sides.length,
                items,
                sidePrints(board, side, revision),
                revision,
              ),
              revision && shown.length > 1 ? differingParts(drawing, side, revision, names) : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <figure key={`${revision ?? ''}-${side.side}`} data-revision={revision} data-side={side.side}>
                {/* Full size, the board's print needs more room than a phone is wide: it scrolls sideways. */}
                <ScrollRegion label={boardScrollLabel(name)}>
                  <Drawing width={width} height={height} title={title} className={styles.wide}>
                    <BoardSide board={board} side={side} revision={revision} />
                  </Drawing>
                </ScrollRegion>
                {(shown.length > 1 || drawing.sides.length > 1) && (
                  <figcaption className={`${styles.caption} ${styles.versionName}`}>
                    {[
                      shown.length > 1
                        ? translate(
                            {id: 'boardDrawing.revision', message: 'Revision {revision}'},
                            {revision: revision ?? ''},
                          )
                        : undefined,
                      drawing.sides.length > 1
                        ? side.side === 'top'
                          ? translate({id: 'partDrawing.side.top', message: 'Oberseite'})
                          : translate({id: 'partDrawing.side.bottom', message: 'Unterseite'})
                        : undefined,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </figcaption>
                )}
              </figure>
            );
          }),
        )}
      </div>
      <figcaption className={styles.caption}>
        {translate(
          {
            id: 'boardDrawing.caption',
            message:
              'Die {board} als Zeichnung, nach der Layout-Datei des Boards: Buchsen, Taster, LEDs und der Aufdruck an ihrem Platz.',
          },
          {board: name},
        )}
        {revisions && shown.length > 1 && <RevisionFacts board={board} />}
      </figcaption>
    </figure>
  );
}
