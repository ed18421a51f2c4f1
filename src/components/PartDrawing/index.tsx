import type {ReactNode} from 'react';
import clsx from 'clsx';
import DrawnImg, {required} from '@site/src/components/Drawn';
import type {PartFigure} from '@site/src/components/Drawn/types';
import styles from '@site/src/components/Drawn/styles.module.css';

/**
 * The identification drawing of a part, made by the build
 * (plugins/drawings/draw/part.tsx): the part seen from above, or the board
 * it is built onto with the part marked; two versions side by side with how
 * to tell them apart. PartSpecs shows it at the top of every part page.
 */

export type PartDrawingProps = {
  /** Part id of src/data/parts.ts. */
  part: string;
  /** The drawing: the build gives it to each use in an MDX page (plugins/drawings). */
  drawn?: PartFigure;
};

export default function PartDrawing({part, drawn}: PartDrawingProps): ReactNode {
  const figure = required(drawn, `<PartDrawing part="${part}">`);
  if (figure.kind === 'pair') {
    return (
      <figure className={styles.figure} data-part-drawing="pair">
        <div className={styles.pair}>
          {figure.versions.map((version) => (
            <figure key={version.name} data-version={version.name}>
              {version.images.map((image) => (
                <DrawnImg key={image.src} image={image} />
              ))}
              <figcaption className={clsx(styles.caption, styles.versionName)}>{version.name}</figcaption>
            </figure>
          ))}
        </div>
        <figcaption className={styles.caption}>
          <p className={styles.tellApart} data-tell-apart>
            {figure.tellApart}
          </p>
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className={styles.figure} data-part-drawing={figure.form}>
      {figure.images.map((image) => (
        <DrawnImg key={image.src} image={image} />
      ))}
      <figcaption className={styles.caption}>{figure.caption}</figcaption>
    </figure>
  );
}
