import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_TYPE,
  SOCIAL_CARD_WIDTH,
  SOCIAL_CARDS,
  localeBeingLoaded,
  socialCard,
  socialCardThemeConfig,
} from '../../../config/socialCard';

const STATIC = path.resolve(__dirname, '../../../static');
const LOCALES = ['de', 'en'] as const;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): {width: number; height: number} {
  const buffer = fs.readFileSync(file);
  expect(buffer.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(buffer.toString('latin1', 12, 16)).toBe('IHDR');
  return {width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20)};
}

/** docusaurus.config.ts as Docusaurus loads it while building `locale`. */
function configFor(locale: string | undefined): Config {
  const saved = process.env.DOCUSAURUS_CURRENT_LOCALE;
  if (locale === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
  else process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
  try {
    let config: Config | undefined;
    jest.isolateModules(() => {
      config = (require('../../../docusaurus.config') as {default: Config}).default;
    });
    return config!;
  } finally {
    if (saved === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    else process.env.DOCUSAURUS_CURRENT_LOCALE = saved;
  }
}

describe('link-preview card (og:image)', () => {
  it('has one card per language, each its own image with its own alt text', () => {
    expect(Object.keys(SOCIAL_CARDS).sort()).toEqual([...LOCALES].sort());
    expect(SOCIAL_CARDS.de.image).not.toBe(SOCIAL_CARDS.en.image);
    expect(SOCIAL_CARDS.de.alt).not.toBe(SOCIAL_CARDS.en.alt);
    expect(SOCIAL_CARDS.de.alt).toMatch(/\bSensoren\b/);
    expect(SOCIAL_CARDS.en.alt).toMatch(/\bsensors\b/);
  });

  it.each(LOCALES)('%s: the card is a committed 1200 × 630 PNG made from an SVG of the same name', (locale) => {
    const {image} = SOCIAL_CARDS[locale];
    expect(image).toMatch(/^img\/social-card(\.[a-z]+)?\.png$/);
    expect(SOCIAL_CARD_TYPE).toBe('image/png');
    expect(pngSize(path.join(STATIC, image))).toEqual({width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT});
    const svg = fs.readFileSync(path.join(STATIC, image.replace(/\.png$/, '.svg')), 'utf8');
    expect(svg).toMatch(/<svg[^>]* viewBox="0 0 1200 630" width="1200" height="630"/);
    expect(svg).toContain(`xml:lang="${locale}"`);
    expect(svg).not.toMatch(/<image\b/);
  });

  it('picks the card of the locale Docusaurus names, the default locale’s when it names none', () => {
    expect(socialCard('de')).toBe(SOCIAL_CARDS.de);
    expect(socialCard('en')).toBe(SOCIAL_CARDS.en);
    expect(socialCard(undefined)).toBe(SOCIAL_CARDS.de);
    expect(socialCard('')).toBe(SOCIAL_CARDS.de);
    expect(() => socialCard('fr')).toThrow(/No link-preview card for locale "fr"/);
    expect(() => socialCard('toString')).toThrow(/No link-preview card/);
  });

  it('reads the locale being loaded from the environment, ignoring the string "undefined"', () => {
    expect(localeBeingLoaded({DOCUSAURUS_CURRENT_LOCALE: 'en'})).toBe('en');
    expect(localeBeingLoaded({DOCUSAURUS_CURRENT_LOCALE: ' de '})).toBe('de');
    expect(localeBeingLoaded({DOCUSAURUS_CURRENT_LOCALE: 'undefined'})).toBeUndefined();
    expect(localeBeingLoaded({DOCUSAURUS_CURRENT_LOCALE: ''})).toBeUndefined();
    expect(localeBeingLoaded({})).toBeUndefined();
  });

  it('describes the card with its size, type and alt text', () => {
    expect(socialCardThemeConfig(SOCIAL_CARDS.en)).toEqual({
      image: 'img/social-card.en.png',
      metadata: [
        {property: 'og:image:width', content: '1200'},
        {property: 'og:image:height', content: '630'},
        {property: 'og:image:type', content: 'image/png'},
        {property: 'og:image:alt', content: SOCIAL_CARDS.en.alt},
        {name: 'twitter:image:alt', content: SOCIAL_CARDS.en.alt},
      ],
    });
  });

  it.each([
    ['de', SOCIAL_CARDS.de],
    ['en', SOCIAL_CARDS.en],
    [undefined, SOCIAL_CARDS.de],
    // `docusaurus start` without --locale: Node turns the missing option into this string.
    ['undefined', SOCIAL_CARDS.de],
  ] as const)('the site config built for locale %s links that card', (locale, card) => {
    const theme = configFor(locale).themeConfig as {image: string; metadata: unknown[]};
    expect(theme).toMatchObject(socialCardThemeConfig(card));
  });
});
