import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useDocById} from '@docusaurus/plugin-content-docs/client';
import {getBoard} from '@site/src/data/boardHardware';
import {getBoardDrawing} from '@site/src/data/boardDrawings';
import {getPartDrawing, isOnboardPart} from '@site/src/data/partDrawings';
import {PART_IDS, getPart, partDocId} from '@site/src/data/parts';
import {KITS, kitProductName, type KitId} from '@site/src/kits/kits';
import {BoardSide, boardSideGeometry} from '@site/src/components/PartDrawing/boardView';
import {FormSvg} from '@site/src/components/PartDrawing';
import {Drawing, drawingStyles as styles} from '@site/src/components/PartDrawing/shapes';

/**
 * What is in a kit's box: the kit's board and every part whose record says
 * the kit includes it (`includedIn` in src/data/parts.ts), each as a small
 * drawing with its page title, linked to its page. Nothing here is a list of
 * its own: a part added to the kit in the data shows up here.
 */

export type KitContentsProps = {kit: KitId};

/** The kit's parts in the order of the parts data, split into separate parts and those soldered onto the board. */
export function kitPartIds(kit: KitId): {separate: string[]; onboard: string[]} {
  const included = PART_IDS.filter((id) => getPart(id).includedIn.includes(kit));
  return {
    separate: included.filter((id) => !isOnboardPart(getPart(id))),
    onboard: included.filter((id) => isOnboardPart(getPart(id))),
  };
}

function PartItem({id}: {id: string}): ReactNode {
  const docId = partDocId(getPart(id));
  const doc = useDocById(docId);
  return (
    <li data-kit-part={id}>
      <Link to={`/docs/${docId}`}>
        <span className={styles.thumb}>
          <FormSvg form={getPartDrawing(id).drawing} thumbnail />
        </span>
        {doc.title}
      </Link>
    </li>
  );
}

function OnboardLink({id}: {id: string}): ReactNode {
  const docId = partDocId(getPart(id));
  const doc = useDocById(docId);
  return (
    <Link to={`/docs/${docId}`} data-kit-onboard={id}>
      {doc.title}
    </Link>
  );
}

function BoardItem({kit}: {kit: KitId}): ReactNode {
  const boardId = KITS[kit].board;
  if (!boardId) return null;
  const drawing = getBoardDrawing(boardId);
  const side = drawing.sides[0];
  if (!side) return null;
  const {width, height} = boardSideGeometry(drawing);
  const revision = drawing.revisions?.[drawing.revisions.length - 1]?.name;
  const name = getBoard(boardId).name;
  return (
    <li data-kit-board={boardId}>
      <span className={styles.thumb}>
        <Drawing width={width} height={height} title={name} decorative>
          <BoardSide board={boardId} side={side} revision={revision} />
        </Drawing>
      </span>
      {name}
    </li>
  );
}

export default function KitContents({kit}: KitContentsProps): ReactNode {
  const {separate, onboard} = kitPartIds(kit);
  return (
    <figure className={styles.figure} data-kit-contents={kit}>
      <ul className={styles.box}>
        <BoardItem kit={kit} />
        {separate.map((id) => (
          <PartItem key={id} id={id} />
        ))}
      </ul>
      {onboard.length > 0 && (
        <p className={styles.tellApart}>
          {translate({id: 'kitContents.onBoard', message: 'Fest auf dem Board:'})}{' '}
          {onboard.map((id, index) => (
            <span key={id}>
              {index > 0 && ', '}
              <OnboardLink id={id} />
            </span>
          ))}
        </p>
      )}
      <figcaption className={styles.caption}>
        {translate(
          {
            id: 'kitContents.caption',
            message:
              'Das steckt in der Box der {kit}, jedes Teil als kleine Zeichnung. Ein Klick auf ein Bauteil führt zu seiner Seite.',
          },
          {kit: kitProductName(kit)},
        )}
      </figcaption>
    </figure>
  );
}
