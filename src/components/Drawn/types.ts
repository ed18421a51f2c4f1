/**
 * What a page gets of a drawing: the files the build wrote (plugins/drawings)
 * and the words around them. The build makes one of these per drawing a page
 * shows and hands it to the component as its `drawn` prop; `I` is the image
 * as the page gets it, or, inside the build, the drawing still to be written.
 */

/** One drawing as files: the light mode's, and the dark mode's where its colours differ. */
export type DrawnImage = {
  src: string;
  dark?: string;
  /** The size the page shows it at, in CSS pixels (smaller where the column is narrower). */
  width: number;
  height: number;
  /** What the picture shows, for readers who cannot see it; empty where a link next to it names it. */
  alt: string;
  /** The same drawing laid out for a phone's column (src/components/Drawn shows it up to NARROW_SCREEN px). */
  narrow?: {src: string; dark?: string; width: number; height: number};
};

export type PartFigure<I = DrawnImage> =
  | {kind: 'single'; form: string; images: I[]; caption: string}
  | {kind: 'pair'; versions: Array<{name: string; images: I[]}>; tellApart: string};

export type BoardFigure<I = DrawnImage> = {
  views: Array<{image: I; revision?: string; side: 'top' | 'bottom'; label?: string}>;
  caption: string;
  revisionFacts?: string;
};

export type KitFigure<I = DrawnImage> = {
  board?: {id: string; name: string; image: I};
  parts: Array<{id: string; docId: string; image: I}>;
  /** Things in the box without a page of their own, drawn simply and named. */
  items: Array<{id: string; name: string; image: I}>;
  onboard: Array<{id: string; docId: string}>;
  onBoardLabel: string;
  caption: string;
};

/** A schematic drawing with the details it shows in words, read out as its description. */
export type DiagramFigure<I = DrawnImage> = {image: I; description: string[]; caption: string; highlight?: string};
