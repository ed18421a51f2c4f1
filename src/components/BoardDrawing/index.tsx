import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {BoardHardwareId} from '@site/src/data/boardHardware';
import DrawnImg, {required} from '@site/src/components/Drawn';
import type {BoardFigure} from '@site/src/components/Drawn/types';
import styles from '@site/src/components/Drawn/styles.module.css';

/**
 * A senseBox board as it looks from above (and from below, where sockets sit
 * there), drawn by the build from the board's layout data
 * (plugins/drawings/draw/board.tsx). The port schematic is PortDiagram; this
 * drawing is for finding things on the real board. `revisions` shows every
 * revision side by side, with the print and the USB socket or motion sensor
 * that tell them apart.
 */

export type BoardDrawingProps = {
  board: BoardHardwareId;
  revisions?: boolean;
  /** A step done with the board in hand (src/data/buildSteps.ts, HAND_STEPS): what it uses is marked. */
  step?: string;
  /** The drawing: the build gives it to each use in an MDX page (plugins/drawings). */
  drawn?: BoardFigure;
};

export default function BoardDrawing({board, step, drawn}: BoardDrawingProps): ReactNode {
  const figure = required(drawn, `<BoardDrawing board="${board}">`);
  return (
    <figure className={styles.figure} data-board-drawing={board} data-hand-step={step}>
      <div className={styles.boards}>
        {figure.views.map((view) => (
          <figure key={`${view.revision ?? ''}-${view.side}`} data-revision={view.revision} data-side={view.side}>
            <DrawnImg image={view.image} />
            {view.label && <figcaption className={clsx(styles.caption, styles.versionName)}>{view.label}</figcaption>}
          </figure>
        ))}
      </div>
      <figcaption className={styles.caption}>
        {figure.caption}
        {figure.revisionFacts && (
          <p className={styles.tellApart} data-tell-apart>
            {figure.revisionFacts}
          </p>
        )}
      </figcaption>
    </figure>
  );
}
