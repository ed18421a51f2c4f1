/** @jest-environment node */
import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import {codeThemeCss, paletteClasses, resolveTokenStyle} from '../../../plugins/code-highlight/codePalette';
import {darkCodeTheme, lightCodeTheme} from '../../../plugins/code-highlight/codeThemes';
import '../../../plugins/code-highlight/grammar/all';

/** The colour the generated stylesheet gives a token in one mode (the line's colour when it has no class). */
function cssColour(css: string, mode: 'l' | 'd', classes: string[], plain: string): string {
  const colourClass = classes.find((name) => new RegExp(`^${mode}\\d+$`).test(name));
  if (!colourClass) return plain;
  const rule = new RegExp(`\\.${colourClass}\\{color:(#[0-9a-f]{6})\\}`).exec(css);
  if (!rule) throw new Error(`no rule for .${colourClass}`);
  return rule[1]!;
}

const SAMPLES: Array<[string, string]> = [
  [
    'cpp',
    '#include <Wire.h>\n// comment\nvoid setup() {\n  Serial.begin(9600); float x = 3.5f;\n  if (x > 2) { return; }\n}',
  ],
  ['arduino', 'void loop() {\n  digitalWrite(LED_BUILTIN, HIGH);\n  delay(1000);\n}'],
  ['markup', '<div class="a">text &amp; <b>bold</b></div>'],
  ['javascript', 'function decode(bytes) { return {t: bytes[0] / 10, ok: true}; } // x'],
  ['json', '{"a": [1, true, null], "b": "c"}'],
  ['python', 'import board\nfor i in range(3):\n    print(f"{i}")  # loop'],
  ['bash', 'for f in *.ino; do echo "$f"; done; if [ -d x ]; then cd x; fi # loop'],
  ['markdown', '# Title\n*em* and `code` [link](https://example.org)'],
];

describe('code palette (token colours as classes, resolved as prism-react-renderer resolves them)', () => {
  const css = codeThemeCss();

  it.each(SAMPLES)(
    'gives every %s token the colour prism-react-renderer would give it, in both modes',
    (language, code) => {
      const lines = normalizeTokens(Prism.tokenize(code, Prism.languages[language]!));
      const tokens = lines.flat().filter((token) => !(token.types.length === 1 && token.types[0] === 'plain'));
      expect(tokens.length).toBeGreaterThan(3);
      for (const token of tokens) {
        const classes = paletteClasses(token.types);
        for (const [mode, theme] of [
          ['l', lightCodeTheme],
          ['d', darkCodeTheme],
        ] as Array<['l' | 'd', PrismTheme]>) {
          const expected = resolveTokenStyle(theme, token.types);
          expect([token.types.join(' '), mode, cssColour(css, mode, classes, theme.plain.color!)]).toEqual([
            token.types.join(' '),
            mode,
            expected.color ?? theme.plain.color,
          ]);
          expect(classes.includes(`${mode}i`)).toBe(expected.fontStyle === 'italic');
        }
      }
    },
  );

  it('lets a later type of a token win, as prism-react-renderer does (tag, then punctuation)', () => {
    expect(resolveTokenStyle(lightCodeTheme, ['tag', 'punctuation']).color).toBe('#393a34');
    expect(resolveTokenStyle(lightCodeTheme, ['punctuation', 'tag']).color).toBe('#00009f');
    // A later theme entry for the same type overrides an earlier one (tag is in two light entries).
    expect(resolveTokenStyle(lightCodeTheme, ['tag']).color).toBe('#00009f');
  });

  it('gives plain text and plain-coloured tokens no colour class', () => {
    expect(paletteClasses(['plain'])).toEqual([]);
    expect(paletteClasses(['punctuation']).filter((name) => /^l\d/.test(name))).toEqual([]);
  });

  it('sets the plain colours per mode, light as the default (also without the colour-mode script)', () => {
    expect(css).toContain(
      ":root:not([data-theme='dark']) .theme-code-block{--prism-color:#393a34;--prism-background-color:#f6f8fa}",
    );
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block{--prism-color:#f8f8f2;--prism-background-color:#282a36}",
    );
    for (const {style} of lightCodeTheme.styles)
      expect(css).toMatch(
        new RegExp(`not\\(\\[data-theme='dark'\\]\\) \\.theme-code-block \\.l\\d+\\{color:${style.color}\\}`),
      );
    for (const {style} of darkCodeTheme.styles)
      expect(css).toMatch(new RegExp(`\\[data-theme='dark'\\] \\.theme-code-block \\.d\\d+\\{color:${style.color}\\}`));
  });
});
