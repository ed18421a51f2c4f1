import type {ReactNode} from 'react';
import {useId} from 'react';
import type {BuildGuideId} from '@site/src/data/buildSteps';
import DrawnImg, {required} from '@site/src/components/Drawn';
import type {DiagramFigure} from '@site/src/components/Drawn/types';
import styles from '@site/src/components/Drawn/styles.module.css';

/**
 * One step of a build guide as a drawing, made by the build
 * (plugins/drawings/draw/step.tsx) from src/data/buildSteps.ts: the board
 * with the ports the step uses marked, and each thing that goes in, with its
 * cable to the port, the plug, which way round and where it goes in the
 * housing. Every detail is also in the picture's description.
 */

export type BuildStepFigureProps = {
  guide: BuildGuideId;
  /** A step id of the guide in src/data/buildSteps.ts. */
  step: string;
  /** The drawing: the build gives it to each use in an MDX page (plugins/drawings). */
  drawn?: DiagramFigure;
};

export default function BuildStepFigure({guide, step, drawn}: BuildStepFigureProps): ReactNode {
  const figure = required(drawn, `<BuildStepFigure guide="${guide}" step="${step}">`);
  const descriptionId = useId();
  return (
    <figure className={styles.diagram} data-build-step={`${guide}/${step}`}>
      <DrawnImg image={figure.image} describedBy={descriptionId} />
      {/* Each thing with every detail, read out as the drawing's description. */}
      <ul id={descriptionId} hidden>
        {figure.description.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <figcaption className={styles.caption}>{figure.caption}</figcaption>
    </figure>
  );
}
