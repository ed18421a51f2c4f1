/**
 * A reader can reach every page: it sits in the sidebar, or another page
 * links to it. A page nobody links is only found by search, and a page pair
 * left in a folder by mistake would otherwise pass unnoticed.
 */
import {TOP_LEVEL_CATEGORIES} from '../../../sidebars/index';
import {allDocIds} from '../../fixtures/docPages';
import {referencedDocIds} from '../../fixtures/sidebarDocIds';
import {ALL_PAGE_FILES} from './pageFiles';

/** Doc ids that a Markdown source links to as /docs/<id> (anchors and queries cut off). */
export function linkedDocIds(source: string): string[] {
  return [...source.matchAll(/\]\((?:\/en)?\/docs\/([^)#?\s]+)/g)].map((match) => match[1]!.replace(/\/$/, ''));
}

describe('every page is reachable', () => {
  const inSidebar = new Set(referencedDocIds(TOP_LEVEL_CATEGORIES));

  it('reads links to pages, with or without anchor, query or language prefix', () => {
    expect(
      linkedDocIds(
        '[a](/docs/misc/faq) [b](/en/docs/hardware/sd#pins) [c](/docs/misc/faq?board=edu) [d](https://x.de/docs/y)',
      ),
    ).toEqual(['misc/faq', 'hardware/sd', 'misc/faq']);
  });

  it.each(allDocIds())('%s is in the sidebar or linked from another page', (id) => {
    const linkedFrom = ALL_PAGE_FILES.filter(
      (file) => file.rel.replace(/\.mdx?$/, '') !== id && linkedDocIds(file.source).includes(id),
    );
    expect({id, reachable: inSidebar.has(id) || linkedFrom.length > 0}).toEqual({id, reachable: true});
  });
});
