/**
 * The link-preview card (og:image, twitter:image) of each language. The cards
 * are PNGs made from our SVGs (static/img/social-card*.svg) by
 * `npm run social-card`: most messengers and social sites show no SVG.
 *
 * themeConfig is shared by both locales, so docusaurus.config.ts picks the
 * card of the locale being built: Docusaurus sets DOCUSAURUS_CURRENT_LOCALE
 * before it loads the config for each locale (build and start). Docusaurus
 * makes `image` absolute with the locale's base URL (siteConfig.url + /en/
 * for English, where the build has its own copy of static/) and adds
 * twitter:card = summary_large_image itself; `metadata` adds size, type and
 * the alternative text in the page's language.
 */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;
export const SOCIAL_CARD_TYPE = 'image/png';

export type SocialCard = {
  /** Path under static/, as themeConfig.image takes it. */
  image: string;
  /** What the card shows, in the page's language (og:image:alt, twitter:image:alt). */
  alt: string;
};

export const SOCIAL_CARDS = {
  de: {
    image: 'img/social-card.png',
    alt: 'senseBox Docs – das senseBox-Logo auf Grün, dazu die Themen Boards, Sensoren, Blockly und openSenseMap',
  },
  en: {
    image: 'img/social-card.en.png',
    alt: 'senseBox Docs – the senseBox logo on green, with the topics boards, sensors, Blockly and openSenseMap',
  },
} as const satisfies Record<string, SocialCard>;

export type SocialCardLocale = keyof typeof SOCIAL_CARDS;

/**
 * The locale Docusaurus is loading the config for, from the environment.
 * `docusaurus start` without `--locale` assigns its missing option to the
 * variable, and Node stores that as the string "undefined": that, like an
 * empty or absent value, means "the default locale".
 */
export function localeBeingLoaded(env: Record<string, string | undefined>): string | undefined {
  const value = env['DOCUSAURUS_CURRENT_LOCALE']?.trim();
  return value && value !== 'undefined' ? value : undefined;
}

export type MetaTag = {property: string; content: string} | {name: string; content: string};

/**
 * The card of `locale` (the default locale's when Docusaurus names none, as
 * for a plain config import). A locale without a card fails loudly: a new
 * language needs its own card here, not silently another language's text.
 */
export function socialCard(locale: string | undefined, defaultLocale: SocialCardLocale = 'de'): SocialCard {
  const key = locale?.trim() || defaultLocale;
  if (!Object.hasOwn(SOCIAL_CARDS, key)) {
    throw new Error(
      `No link-preview card for locale "${key}": add one to config/socialCard.ts (and static/img/social-card.${key}.svg, then npm run social-card).`,
    );
  }
  return SOCIAL_CARDS[key as SocialCardLocale];
}

/** themeConfig.image and the meta tags that describe it. */
export function socialCardThemeConfig(card: SocialCard): {image: string; metadata: MetaTag[]} {
  return {
    image: card.image,
    metadata: [
      {property: 'og:image:width', content: String(SOCIAL_CARD_WIDTH)},
      {property: 'og:image:height', content: String(SOCIAL_CARD_HEIGHT)},
      {property: 'og:image:type', content: SOCIAL_CARD_TYPE},
      {property: 'og:image:alt', content: card.alt},
      {name: 'twitter:image:alt', content: card.alt},
    ],
  };
}
