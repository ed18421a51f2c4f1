// Replaces core's fallback Loading component, whose error state ("Retry") is hard-coded English.
// Shown by react-loadable while a page's code loads; after a failed load it offers a retry.
import {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './Loading.module.css';

/** What react-loadable passes to its loading component. */
type LoadingProps = {error?: unknown; retry: () => void; pastDelay: boolean};

export default function Loading({error, retry, pastDelay}: LoadingProps): ReactNode {
  if (error) {
    return (
      <div className={styles.loadError} role="alert">
        <p>
          {translate({
            id: 'loading.error',
            message: 'Diese Seite konnte nicht geladen werden. Prüfe deine Internetverbindung.',
            description: 'Shown when the code of a page fails to load',
          })}
        </p>
        <p className={styles.details}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {translate({
            id: 'loading.retry',
            message: 'Erneut versuchen',
            description: 'Button that retries loading a page',
          })}
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      // No spinner: the route progress bar is the one visible loading signal; this only informs screen readers.
      <div role="status">
        <span className={styles.visuallyHidden}>
          {translate({
            id: 'loading.pending',
            message: 'Seite wird geladen …',
            description: 'Screen-reader text while a page loads',
          })}
        </span>
      </div>
    );
  }
  return null;
}
