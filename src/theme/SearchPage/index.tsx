/**
 * Wrap: the theme's search page reads `?q=` during hydration, so its first client
 * render differs from the server HTML (always "no query") and React reports a
 * hydration error on every `/search?q=…` visit. The server, and the hydrating
 * client, render this page's frame with its title; the real page follows.
 */
import {type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';

function ServerFrame(): ReactNode {
  const title = translate({
    id: 'theme.SearchPage.emptyResultsTitle',
    message: 'Search the documentation',
    description: 'The search page title for empty query',
  });
  return (
    <Layout title={title}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
      </main>
    </Layout>
  );
}

/** The theme page sets no meta description; this one holds on the server and in the browser. */
function SearchDescription(): ReactNode {
  const description = translate({
    id: 'site.searchPage.description',
    message: 'Durchsuche die senseBox-Dokumentation: Boards, Sensoren, Blockly, Arduino und openSenseMap.',
    description: 'Meta description of the search page',
  });
  return <PageMetadata description={description} />;
}

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <SearchDescription />
      <BrowserOnly fallback={<ServerFrame />}>{() => <SearchPage />}</BrowserOnly>
    </>
  );
}
