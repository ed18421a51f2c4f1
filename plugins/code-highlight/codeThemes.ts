import type {PrismTheme} from 'prism-react-renderer';

/**
 * Our code themes: prism-react-renderer's GitHub (light) and Dracula (dark)
 * with every token colour raised to at least 4.5:1 against the code background
 * and against the background of a highlighted line (WCAG 1.4.3).
 * The originals fail: GitHub's comments #999988 are 2.71:1, strings #e3116c
 * 4.32:1, numbers #36acaa 2.58:1; Dracula's comments #6272a4 are 3.03:1.
 * Hues stay close to the originals, so code looks as readers know it.
 * tests/unit/prism/codeThemes.test.ts checks every colour.
 */

/** Background of a highlighted line (codePalette.ts writes them into the code stylesheet). */
export const HIGHLIGHTED_LINE = {light: '#e6eaef', dark: '#1e1f29'} as const;

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#393a34', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#5c6570', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#4d4e47'}},
    {types: ['string', 'attr-value'], style: {color: '#b00f53'}},
    {types: ['punctuation', 'operator'], style: {color: '#393a34'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: {color: '#0a6a6a'},
    },
    {types: ['atrule', 'keyword', 'attr-name', 'selector'], style: {color: '#006896'}},
    {types: ['function', 'deleted', 'tag'], style: {color: '#b42537'}},
    {types: ['function-variable'], style: {color: '#6f42c1'}},
    {types: ['tag', 'selector', 'keyword'], style: {color: '#00009f'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#f8f8f2', backgroundColor: '#282a36'},
  styles: [
    {types: ['prolog', 'constant', 'builtin'], style: {color: '#bd93f9'}},
    {types: ['inserted', 'function'], style: {color: '#50fa7b'}},
    {types: ['deleted'], style: {color: '#ff7070'}},
    {types: ['changed'], style: {color: '#ffb86c'}},
    {types: ['punctuation', 'symbol'], style: {color: '#f8f8f2'}},
    {types: ['string', 'char', 'tag', 'selector'], style: {color: '#ff79c6'}},
    {types: ['keyword', 'variable'], style: {color: '#bd93f9', fontStyle: 'italic'}},
    {types: ['comment'], style: {color: '#9aa5ce'}},
    {types: ['attr-name'], style: {color: '#f1fa8c'}},
  ],
};
