import type {ReactNode} from 'react';
import {useId} from 'react';
import type {BoardHardwareId, PortKind} from '@site/src/data/boardHardware';
import DrawnImg, {required} from '@site/src/components/Drawn';
import type {DiagramFigure} from '@site/src/components/Drawn/types';
import styles from '@site/src/components/Drawn/styles.module.css';

/**
 * A schematic drawing of a senseBox board, made by the build
 * (plugins/drawings/draw/ports.tsx): the board outline and every port as a
 * labelled box with its pins in printed order. `highlight` marks the matching
 * ports with a thick outline and names them in the caption and the alt text;
 * every pin is in the picture's description, for screen readers.
 */

export type PortDiagramProps = {
  board: BoardHardwareId;
  /**
   * A port kind ('i2c'), a port id ('i2c-x7') or, on a board drawn side by
   * side, an on-board part kind ('rgbLed', 'userButton').
   */
  highlight?: PortKind | string;
  /** On a board drawn side by side: only this side. */
  side?: 'top' | 'bottom';
  /** Replaces the default caption text; the highlight sentence is still added. */
  caption?: ReactNode;
  /** The drawing: the build gives it to each use in an MDX page (plugins/drawings). */
  drawn?: DiagramFigure;
};

export default function PortDiagram({board, caption, drawn}: PortDiagramProps): ReactNode {
  const figure = required(drawn, `<PortDiagram board="${board}">`);
  const descriptionId = useId();
  return (
    <figure className={styles.diagram} data-board={board}>
      <DrawnImg image={figure.image} describedBy={descriptionId} />
      {/* The pins in words: not shown, but read out as the drawing's description. */}
      <ul id={descriptionId} hidden>
        {figure.description.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <figcaption className={styles.caption}>
        {caption ?? figure.caption}
        {figure.highlight && <strong className={styles.highlightNote}> {figure.highlight}</strong>}
      </figcaption>
    </figure>
  );
}
