import {cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import {render, type RenderOptions, type RenderResult} from '@testing-library/react';
import {FIGURES, type PageProps} from '@site/plugins/drawings/draw/figures';
import type {ImageToDraw} from '@site/plugins/drawings/draw/image';
import type {DrawnImage} from '@site/src/components/Drawn/types';

/**
 * Drawings in unit tests: a component gets the figure the build would give it
 * for its props (plugins/drawings/draw/figures.ts), and each picture is shown
 * inline, its SVG named by the alt text, instead of as an `<img>` of a file,
 * so a test can look inside the drawing. A test file swaps the picture
 * component for this one:
 *
 *     jest.mock('@site/src/components/Drawn', () => require('../drawings/inlineDrawings').inlineDrawnModule);
 */
const svgs: ReactElement[] = [];

function isImage(value: unknown): value is ImageToDraw {
  return typeof value === 'object' && value !== null && 'svg' in value && isValidElement(value.svg);
}

/** The element with the `drawn` prop the build gives it for its props. */
export function withDrawn<P extends object>(element: ReactElement<P>): ReactElement<P> {
  const component = (element.type as {name?: string}).name ?? '';
  const figureOf = FIGURES[component];
  if (!figureOf) throw new Error(`${component} shows no drawing`);
  const figure = figureOf.draw(element.props as PageProps);
  const drawn = JSON.parse(
    JSON.stringify(figure, (_key, value: unknown) => {
      if (!isImage(value)) return value;
      svgs.push(value.svg);
      return {src: `drawing:${svgs.length - 1}`, width: value.width, height: value.height, alt: value.alt};
    }),
  ) as unknown;
  return cloneElement(element, {drawn} as unknown as Partial<P>);
}

export function renderDrawn(element: ReactElement, options?: RenderOptions): RenderResult {
  return render(withDrawn(element), options);
}

/** Stands in for src/components/Drawn's picture: the SVG itself, named like the `<img>` would be. */
function InlineDrawing({image, describedBy}: {image: DrawnImage; describedBy?: string}): ReactNode {
  const svg = svgs[Number(image.src.replace('drawing:', ''))];
  if (!svg) throw new Error(`no drawing behind ${image.src}`);
  return image.alt ? (
    <span role="img" aria-label={image.alt} aria-describedby={describedBy} data-width={image.width}>
      {svg}
    </span>
  ) : (
    <span aria-hidden="true">{svg}</span>
  );
}

/**
 * The module a test file's `jest.mock` factory returns in place of src/components/Drawn.
 * @public (required inside the factory, where knip cannot see it)
 */
export const inlineDrawnModule = {
  ...jest.requireActual<object>('@site/src/components/Drawn'),
  __esModule: true,
  default: InlineDrawing,
};
