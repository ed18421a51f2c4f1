/**
 * The colours of a drawing file in each colour mode. A picture in an `<img>`
 * cannot see the page's colour mode, so the build writes each drawing twice,
 * once per palette, and the page shows the file of its mode
 * (src/components/Drawn). The page-side values are the site's and Infima's
 * (src/css/custom.css and Infima 0.2's light and dark theme); the part
 * colours are the drawings' own: a board whose colour a source settles is
 * drawn in it (`look` in src/data/partDrawings.ts and boardDrawings.ts), any
 * other in one neutral board colour that claims none.
 */
export type ColourMode = 'light' | 'dark';

const FONTS = {
  '--font-base': "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, 'Helvetica Neue', Arial, sans-serif",
  '--font-mono': "SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace",
};

export const PALETTES: Record<ColourMode, Record<string, string>> = {
  light: {
    '--background': '#fff',
    '--surface': '#fff',
    '--text': '#1c1e21',
    '--primary': '#2f7a27',
    // The darkest primary shade: a cable stands out from the boxes it passes.
    '--cable': '#21551b',
    '--emphasis-100': '#f5f6f7',
    '--emphasis-200': '#ebedf0',
    '--emphasis-300': '#dadde1',
    '--emphasis-500': '#bec3c9',
    '--emphasis-600': '#8d949e',
    '--emphasis-700': '#606770',
    '--emphasis-800': '#444950',
    '--pd-pcb': '#2e3d49',
    '--pd-pcb-edge': '#1c262e',
    '--pd-silk': '#f5f6f7',
    '--pd-chip': '#16191c',
    '--pd-chip-text': '#c9ced3',
    '--pd-housing': '#f1eee6',
    '--pd-housing-edge': '#6b6658',
    '--pd-metal': '#b9bec4',
    '--pd-metal-edge': '#6c737a',
    '--pd-led': '#ffffff',
    '--pd-led-red': '#d8342c',
    '--pd-led-green': '#2f9e44',
    // Board, housing and button colours of real parts: darker than the printed colours, so white print stays legible.
    '--pd-pcb-green': '#1d6b3a',
    '--pd-pcb-blue': '#1f4f8f',
    '--pd-pcb-black': '#1b1d1f',
    '--pd-cap-red': '#c62828',
    '--pd-cap-blue': '#1e63b8',
  },
  dark: {
    '--background': '#1b1b1d',
    '--surface': '#242526',
    '--text': '#e3e3e3',
    '--primary': '#64b55b',
    // The darker primary shades have too little contrast on the dark background: a lighter one.
    '--cable': '#7dc175',
    '--emphasis-100': '#1c1e21',
    '--emphasis-200': '#444950',
    '--emphasis-300': '#606770',
    '--emphasis-500': '#bec3c9',
    '--emphasis-600': '#ccd0d5',
    '--emphasis-700': '#dadde1',
    '--emphasis-800': '#ebedf0',
    '--pd-pcb': '#33444f',
    '--pd-pcb-edge': '#8da0ad',
    '--pd-silk': '#f5f6f7',
    '--pd-chip': '#0c0e10',
    '--pd-chip-text': '#d5dadf',
    '--pd-housing': '#d9d5cb',
    '--pd-housing-edge': '#2a2720',
    '--pd-metal': '#a3a9af',
    '--pd-metal-edge': '#dfe3e6',
    '--pd-led': '#f5f6f7',
    '--pd-led-red': '#ef5350',
    '--pd-led-green': '#4caf50',
    '--pd-pcb-green': '#23773f',
    '--pd-pcb-blue': '#2a5c9e',
    '--pd-pcb-black': '#121416',
    '--pd-cap-red': '#e53935',
    '--pd-cap-blue': '#4285d6',
  },
};

/** drawing.css without comments and line breaks. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

export type DrawingKind = 'part' | 'ports' | 'steps';

/** The common rules and the rules of each kind of drawing: drawing.css cut at its `@kind` section comments. */
export function cssSections(css: string): {common: string; kinds: Map<DrawingKind, string>} {
  const [common = '', ...rest] = css.split(/\/\* @(part|ports|steps)\b[^*]*\*\//);
  const kinds = new Map<DrawingKind, string>();
  for (let index = 0; index < rest.length; index += 2)
    kinds.set(rest[index] as DrawingKind, minifyCss(rest[index + 1] ?? ''));
  return {common: minifyCss(common), kinds};
}

/**
 * The `<style>` text of a file of one mode holding these kinds of drawing: the custom properties its rules
 * use, the background (a file opened on its own shows on it too) and the rules. Every file of the same
 * kinds has the same text, so the Content-Security-Policy allows them by a few hashes (plugins/host-config).
 */
export function stylesheet(mode: ColourMode, css: string, kinds: ReadonlySet<DrawingKind>): string {
  const {common, kinds: sections} = cssSections(css);
  const rules =
    common +
    [...sections]
      .filter(([kind]) => kinds.has(kind))
      .map(([, text]) => text)
      .join('');
  const used = new Set(['--background', ...[...rules.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]!)]);
  const properties = Object.entries({...FONTS, ...PALETTES[mode]})
    .filter(([name]) => used.has(name))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${properties};background:var(--background)}${rules}`;
}
