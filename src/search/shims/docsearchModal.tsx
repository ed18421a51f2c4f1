/**
 * Stands in for `@docsearch/react/modal` (webpack alias, plugins/search): the
 * theme's SearchBar imports the modal from there, and props cannot carry
 * functions through docusaurus.config. The wrapper
 *  - answers from the local index when no hosted search is configured,
 *  - gives "Let us know." its link (a new issue with the query),
 *  - shows "Unable to fetch results" when a search fails (see SearchFailed),
 *  - in `npm start`, where no index exists, says in that screen how to get search.
 * Everything else is DocSearch's own modal, unchanged.
 */
import React, {useEffect, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
// The bundle by path: `@docsearch/react` itself is aliased to our navbar button.
import {DocSearchModal as OriginalDocSearchModal, type DocSearchModalProps} from '@docsearch/react/dist/esm/index.js';
import {translate} from '@docusaurus/Translate';
import {isLocalSearch} from '../../config/search';
import {normalizeRequests} from '../local/requests';
import {missingResultsUrl} from './missingResultsUrl';
import {emptyResult} from './searchPageClient';
import {siteSearchClient} from './siteSearchClient';

type SearchClient = ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>;
type ErrorTexts = {titleText?: string; helpText?: string};

function developmentErrorScreen(): ErrorTexts {
  return {
    titleText: translate({
      id: 'search.development.title',
      message: 'Search needs a production build',
      description: 'Error screen title of the search modal while the development server runs',
    }),
    helpText: translate({
      id: 'search.development.help',
      message: 'The index is made from the built pages: run npm run build, then npm run serve.',
      description: 'Error screen help of the search modal while the development server runs',
    }),
  };
}

/**
 * A client that says whether its last search failed, and answers a failed search with no hits. DocSearch
 * sets its own "error" status and overwrites it with "idle" in the same tick (its bundled autocomplete
 * ends every search that way), so its error screen never shows; the modal then shows "no results", and
 * SearchFailed puts the error screen in its place.
 */
function reportingFailures(client: SearchClient, failed: (value: boolean) => void): SearchClient {
  const search = client.search.bind(client) as (input: unknown) => Promise<unknown>;
  const wrapped = (input: unknown) =>
    search(input).then(
      (answer) => {
        failed(false);
        return answer;
      },
      (error: unknown) => {
        console.warn('Search unavailable:', error instanceof Error ? error.message : error);
        failed(true);
        return {results: normalizeRequests(input).map(emptyResult)};
      },
    );
  return Object.assign(Object.create(client) as SearchClient, {search: wrapped});
}

/**
 * DocSearch's error screen, with its class names (and so its look), inside the modal's dropdown. The
 * stylesheet (custom.css) shows it only in place of the "no results" screen, so a new query that finds
 * something, or an empty input, shows DocSearch's own screens again.
 */
function SearchFailed({texts}: {texts: ErrorTexts}) {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => setDropdown(document.querySelector('.DocSearch-Dropdown')), []);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-failed" role="status">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 16a20 20 0 0 1 28 0M11 22a13 13 0 0 1 18 0M16 28a6 6 0 0 1 8 0" />
            <path d="M8 34L32 6" />
          </g>
        </svg>
      </div>
      <p className="DocSearch-Title">{texts.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{texts.helpText ?? 'You might want to check your network connection.'}</p>
    </div>,
    dropdown,
  );
}

export function DocSearchModal(props: DocSearchModalProps): React.ReactElement {
  const local = isLocalSearch(props.appId);
  const {transformSearchClient} = props;
  const [failed, setFailed] = useState(false);

  const transform = useMemo(
    () =>
      (client: SearchClient): SearchClient =>
        reportingFailures(
          local ? (siteSearchClient() as unknown as SearchClient) : (transformSearchClient?.(client) ?? client),
          setFailed,
        ),
    [local, transformSearchClient],
  );

  // Fetch the index as soon as the modal opens, so the first keystroke finds it ready.
  useEffect(() => {
    if (local) void siteSearchClient().preload();
  }, [local]);

  const errorTexts: ErrorTexts =
    local && process.env.NODE_ENV === 'development'
      ? developmentErrorScreen()
      : (props.translations?.errorScreen ?? {});

  return (
    <>
      <OriginalDocSearchModal getMissingResultsUrl={missingResultsUrl} {...props} transformSearchClient={transform} />
      {failed && <SearchFailed texts={errorTexts} />}
    </>
  );
}
