/**
 * Stands in for `@docsearch/react/modal` (webpack alias, plugins/search): the
 * theme's SearchBar imports the modal from there, and props cannot carry
 * functions through docusaurus.config. The wrapper
 *  - answers from the local index when no hosted search is configured,
 *  - gives "Let us know." its link (a new issue with the query),
 *  - in `npm start`, where no index exists, says in the error screen how to get search.
 * Everything else is DocSearch's own modal, unchanged.
 */
import React, {useEffect, useMemo} from 'react';
// The bundle by path: `@docsearch/react` itself is aliased to the navbar's button-only copy.
import {DocSearchModal as OriginalDocSearchModal, type DocSearchModalProps} from '@docsearch/react/dist/esm/index.js';
import {translate} from '@docusaurus/Translate';
import {isLocalSearch} from '../../config/search';
import {missingResultsUrl} from './missingResultsUrl';
import {siteSearchClient} from './siteSearchClient';

type SearchClient = ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>;

function developmentErrorScreen() {
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

export function DocSearchModal(props: DocSearchModalProps): React.ReactElement {
  const local = isLocalSearch(props.appId);
  const {transformSearchClient} = props;

  const transform = useMemo(
    () => (local ? (): SearchClient => siteSearchClient() as unknown as SearchClient : transformSearchClient),
    [local, transformSearchClient],
  );

  // Fetch the index as soon as the modal opens, so the first keystroke finds it ready.
  useEffect(() => {
    if (local) void siteSearchClient().preload();
  }, [local]);

  const translations = useMemo(() => {
    if (!local || process.env.NODE_ENV !== 'development') return props.translations;
    return {...props.translations, errorScreen: developmentErrorScreen()};
  }, [local, props.translations]);

  return (
    <OriginalDocSearchModal
      getMissingResultsUrl={missingResultsUrl}
      {...props}
      translations={translations}
      transformSearchClient={transform}
    />
  );
}
