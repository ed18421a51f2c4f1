import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

/**
 * A page address from `?from=`, or null: only a path on this site (the service worker
 * writes it; anything else is not followed).
 */
export function requestedPage(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  return from !== null && from.startsWith('/') && !from.startsWith('//') && !from.includes('\\') ? from : null;
}

/**
 * What offline mode shows for a page it has not saved while there is no connection:
 * the service worker (src/components/OfflineMode/sw/offlineFallback.js)
 * sends such requests here with `?from=<address>`. The address is read after
 * hydration, so server HTML and first render match.
 */
export default function OfflinePage(): ReactNode {
  const [from, setFrom] = useState<string | null>(null);
  useEffect(() => setFrom(requestedPage(window.location.search)), []);
  return (
    <Layout
      title={translate({
        id: 'offline.page.title',
        message: 'Keine Verbindung',
        description: 'Title of the page shown for an unsaved page without connection',
      })}
      description={translate({
        id: 'offline.page.description',
        message: 'Diese Seite ist nicht offline gespeichert, und gerade gibt es keine Internetverbindung.',
        description: 'Meta description and text of the offline page',
      })}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">
          <Translate id="offline.page.heading" description="Heading of the offline page">
            Keine Verbindung
          </Translate>
        </Heading>
        <p>
          <Translate id="offline.page.description" description="Meta description and text of the offline page">
            Diese Seite ist nicht offline gespeichert, und gerade gibt es keine Internetverbindung.
          </Translate>
        </p>
        {from !== null && (
          <p>
            <a href={from}>
              <Translate id="offline.page.retry" description="Link that loads the requested page again">
                Nochmal versuchen
              </Translate>
            </a>{' '}
            (<code>{from}</code>)
          </p>
        )}
        <p>
          <Link to="/">
            <Translate id="offline.page.home" description="Link from the offline page to the home page">
              Zur Startseite
            </Translate>
          </Link>
        </p>
      </main>
    </Layout>
  );
}
