/** @jest-environment node */
import type {PrismTheme} from 'prism-react-renderer';
import config from '../../../docusaurus.config';
import {codeThemeCss} from '../../../plugins/code-highlight/codePalette';
import {darkCodeTheme, HIGHLIGHTED_LINE, lightCodeTheme} from '../../../plugins/code-highlight/codeThemes';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

function tokenColours(theme: PrismTheme): [string, string][] {
  return [
    ['plain', theme.plain.color!],
    ...theme.styles.map(({types, style}): [string, string] => [types.join(','), style.color!]),
  ];
}

describe.each([
  ['light', lightCodeTheme, HIGHLIGHTED_LINE.light],
  ['dark', darkCodeTheme, HIGHLIGHTED_LINE.dark],
] as const)('%s code theme', (_mode, theme, highlighted) => {
  it('gives every token a plain #rrggbb colour and no opacity, so contrast is what it says', () => {
    for (const [types, colour] of tokenColours(theme))
      expect([types, colour]).toEqual([types, expect.stringMatching(/^#[0-9a-f]{6}$/)]);
    for (const {style} of theme.styles) expect(style.opacity).toBeUndefined();
    expect(theme.plain.backgroundColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([['the code background'], ['a highlighted line']])('keeps every token at 4.5:1 or more on %s', (where) => {
    const background = where === 'a highlighted line' ? highlighted : theme.plain.backgroundColor!;
    const failing = tokenColours(theme)
      .map(([types, colour]) => [types, colour, Math.floor(contrast(colour, background) * 100) / 100] as const)
      .filter(([, , ratio]) => ratio < 4.5);
    expect(failing).toEqual([]);
  });
});

it('measures contrast as WCAG does (black on white 21:1, the old GitHub string colour 4.32:1)', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(Math.floor(contrast('#e3116c', '#f6f8fa') * 100) / 100).toBe(4.32);
});

it('the site uses these themes and these highlighted-line colours', () => {
  const prism = (config.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme}}).prism;
  expect(prism.theme).toBe(lightCodeTheme);
  expect(prism.darkTheme).toBe(darkCodeTheme);
  const css = codeThemeCss();
  expect(css).toContain(`:root{--docusaurus-highlighted-code-line-bg:${HIGHLIGHTED_LINE.light}}`);
  expect(css).toContain(
    `@media screen{[data-theme='dark']{--docusaurus-highlighted-code-line-bg:${HIGHLIGHTED_LINE.dark}}}`,
  );
});
