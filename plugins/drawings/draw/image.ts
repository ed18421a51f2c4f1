import type {ReactElement} from 'react';

/**
 * A drawing on its way to a file: the SVG element, the size the page shows it
 * at (CSS pixels, the width of its column at most) and its alt text. The build
 * writes `svg` to a file and the page gets its address instead. `name` names
 * the file of a drawing that several figures show (a port diagram, a
 * thumbnail); others are named after their figure.
 */
export type ImageToDraw = {
  svg: ReactElement;
  width: number;
  height: number;
  alt: string;
  name?: string;
  /** The same drawing laid out for a phone's column, which the page shows there instead. */
  narrow?: {svg: ReactElement; width: number; height: number};
};

/** An SVG whose viewBox is `box`, shown `pixelWidth` wide. */
export function image(
  svg: ReactElement,
  box: {width: number; height: number},
  pixelWidth: number,
  alt: string,
  name?: string,
): ImageToDraw {
  const height = Math.round((pixelWidth * box.height) / box.width);
  return {svg, width: Math.round(pixelWidth), height, alt, ...(name ? {name} : {})};
}
