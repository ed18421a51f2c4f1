import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SCREENSHOTS, type ScreenshotVariant} from '@site/src/data/screenshots';
import styles from './styles.module.css';

/** Widest the docs column gets (px): the picture is never asked for wider than this. */
const COLUMN_WIDTH = 760;

type Props = {
  /** `<group>/<name>`, e.g. `editor/board-dialog` (a PNG source in images/<group>/<lang>/, listed in src/data/screenshots.ts). */
  name: string;
  /** What the picture shows that the text next to it does not, in the page's language. */
  alt: string;
  /** For a picture in the first screen of the page: load it at once instead of lazily. */
  eager?: boolean;
  caption?: ReactNode;
};

/** The `sizes` attribute: the picture's displayed width, which is never more than its CSS size. */
export function sizesFor(width: number): string {
  const widest = Math.min(width, COLUMN_WIDTH);
  // A phone's column is about 360 px wide: a narrower picture keeps its own width there.
  return `(min-width: 997px) ${widest}px, ${width <= 360 ? `${width}px` : '100vw'}`;
}

/** Picks the page language's version, else the German one. */
export function variantFor(name: string, locale: string): {lang: string; variant: ScreenshotVariant} {
  const entry = SCREENSHOTS[name];
  const lang = locale === 'en' && entry?.en ? 'en' : 'de';
  const variant = entry?.[lang];
  if (!variant) throw new Error(`Screenshot "${name}" is not in src/data/screenshots.ts (npm run images)`);
  return {lang, variant};
}

/**
 * A raster screenshot in WebP and AVIF, several widths, with width and height
 * set (the box is fixed before it loads, so nothing shifts) and lazy loading
 * unless `eager`. The files come from scripts/responsive-images.mjs.
 */
export default function Screenshot({name, alt, eager = false, caption}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {lang, variant} = variantFor(name, i18n.currentLocale);
  const [group, base] = name.split('/');
  const prefix = useBaseUrl(`/img/${group}/${base}.${lang}-`);
  const srcSet = (format: string) => variant.widths.map((w) => `${prefix}${w}.${format} ${w}w`).join(', ');
  const sizes = sizesFor(variant.width);
  const largest = variant.widths.at(-1);
  return (
    <figure className={styles.figure} style={{maxWidth: `${variant.width}px`}}>
      <picture>
        <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
        <img
          className={styles.image}
          src={`${prefix}${largest}.webp`}
          alt={alt}
          width={variant.width}
          height={variant.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </picture>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
