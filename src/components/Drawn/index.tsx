import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {DrawnImage} from './types';
import styles from './styles.module.css';

/** Where a drawing's layout for a phone is shown instead of the wide one. */
const NARROW_SCREEN = '(max-width: 700px)';

/**
 * A drawing the build made (plugins/drawings), as the page shows it: one
 * `<img>` per colour mode, the other mode's hidden by CSS, so that with lazy
 * loading the browser fetches only the one it shows; where the build laid
 * the drawing out for a phone too, a phone gets that one. It is never wider
 * than the column; a tap or click opens the file itself, where the reader can
 * zoom.
 */
export default function DrawnImg({
  image,
  link = true,
  describedBy,
}: {
  image: DrawnImage;
  /** Off where the picture sits inside a link already (a kit's contents). */
  link?: boolean;
  /** The id of the element that describes the picture in detail. */
  describedBy?: string;
}): ReactNode {
  const {narrow} = image;
  const files: Array<[string, string | undefined, string | undefined]> = image.dark
    ? [
        [image.src, narrow?.src, styles.light],
        [image.dark, narrow?.dark, styles.dark],
      ]
    : [[image.src, narrow?.src, undefined]];
  return files.map(([src, narrowSrc, mode]) => {
    let img = (
      <img
        src={src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        aria-describedby={describedBy}
        className={clsx(styles.image, !link && mode)}
      />
    );
    // On a phone, the layout made for its column: the wide one, scaled down, would shrink its text too far.
    if (narrow && narrowSrc)
      img = (
        <picture>
          <source media={NARROW_SCREEN} srcSet={narrowSrc} width={narrow.width} height={narrow.height} />
          {img}
        </picture>
      );
    return link ? (
      <a key={src} href={src} className={clsx(styles.open, mode)} data-drawing-file>
        {img}
      </a>
    ) : (
      <span key={src}>{img}</span>
    );
  });
}

/** The drawing a page gives a component; without it (a use the build cannot see) the build fails here. */
export function required<T>(drawn: T | undefined, what: string): T {
  if (drawn === undefined)
    throw new Error(`${what}: no drawing. The build draws it for a use in an MDX page (plugins/drawings).`);
  return drawn;
}
