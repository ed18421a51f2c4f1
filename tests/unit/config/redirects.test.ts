import {hostRedirectsFile, LEGACY_REDIRECTS, MOVED_DOC_REDIRECTS} from '../../../plugins/host-config/redirects';
import {allDocIds, docIdsIn} from '../../fixtures/docPages';
import {CATEGORY_SLUGS} from '../../fixtures/routes';

describe('old addresses', () => {
  it('keeps all 33 redirects of the old site, each to a route of this site', () => {
    expect(LEGACY_REDIRECTS).toHaveLength(33);
    for (const {to} of LEGACY_REDIRECTS) {
      const target = to.replace(/^\/docs\//, '');
      const known = allDocIds().includes(target) || CATEGORY_SLUGS.includes(target.replace(/^category\//, ''));
      expect({to, known}).toEqual({to, known: true});
    }
    expect(new Set(LEGACY_REDIRECTS.map((r) => r.from)).size).toBe(33);
  });

  it('writes a host file with both languages as permanent redirects', () => {
    const file = hostRedirectsFile(LEGACY_REDIRECTS);
    const rules = file.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toHaveLength(66);
    expect(rules).toContain('/faq /docs/misc/faq 301');
    expect(rules).toContain('/en/hardware/bee-lan/ /en/docs/hardware/bee/ethernet-bee 301');
  });

  it('sends each moved doc id to its new page, which exists in both languages, while the old id has no page', () => {
    const [de, en] = [docIdsIn('de'), docIdsIn('en')];
    for (const {from, to} of MOVED_DOC_REDIRECTS) {
      const [oldId, newId] = [from, to].map((address) => address.replace(/^\/docs\//, ''));
      expect({from, oldIsPage: de.includes(oldId!) || en.includes(oldId!)}).toEqual({from, oldIsPage: false});
      expect({to, newIsPage: de.includes(newId!) && en.includes(newId!)}).toEqual({to, newIsPage: true});
    }
  });
});
