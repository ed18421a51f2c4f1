// Replaces core's fallback Error page (used when the layout itself crashes), whose text is
// hard-coded English; ours reuses the theme's translated ErrorPageContent in both languages.
import {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

// The theme layout needs a route context; core's fallback adds the same one (facebook/docusaurus#9852).
const errorRouteContext = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={errorRouteContext}>
      {/* The layout can throw too; then the page content is shown on its own. */}
      <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>
            {translate({
              id: 'errorPage.title',
              message: 'Seitenfehler',
              description: 'Browser tab title of the crash page',
            })}
          </title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
