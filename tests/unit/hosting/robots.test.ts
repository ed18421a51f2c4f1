/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import config from '../../../docusaurus.config';
import {LLMS_FILE, LLMS_FULL_FILE} from '../../../plugins/llms-txt/llmsTxt';

/** static/robots.txt, which the build copies to the site root, against the site's address and languages. */
describe('robots.txt', () => {
  const lines = fs.readFileSync(path.join(__dirname, '../../../static/robots.txt'), 'utf8').split('\n');
  const {locales, defaultLocale} = config.i18n as {locales: string[]; defaultLocale: string};
  const roots = locales.map(
    (locale) => `${config.url}${config.baseUrl}${locale === defaultLocale ? '' : `${locale}/`}`,
  );

  it('allows everything and names each language’s sitemap with the site URL', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines.filter((line) => line.startsWith('Sitemap: '))).toEqual(
      roots.map((root) => `Sitemap: ${root}sitemap.xml`),
    );
  });

  it('names each language’s llms.txt and llms-full.txt in comment lines, which no crawler reads as a rule', () => {
    const named = lines.filter((line) => line.includes('llms'));
    expect(named.every((line) => line.startsWith('#'))).toBe(true);
    for (const root of roots) {
      for (const file of [LLMS_FILE, LLMS_FULL_FILE]) expect(lines).toContain(`# ${root}${file}`);
    }
  });
});
