import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatDecimal} from '@site/src/data/numberFormat';
import {megabytes, type PrecacheSummary} from './precacheSummary';
import {loadSummary, removeOffline, startOffline, subscribe, type OfflineState} from './offlineRuntime';
import styles from './styles.module.css';

export type OfflinePanelProps = {
  /** The reader clicked "Make available offline": ask with the download size first. */
  asked: boolean;
};

type Figure = PrecacheSummary | 'loading' | 'unavailable';

/**
 * The offline control once it is used (loaded on demand by OfflineControl): says how
 * big the download is before it starts, shows the progress, then "ready" and a way to
 * remove the offline copy again.
 */
export default function OfflinePanel({asked}: OfflinePanelProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const [state, setState] = useState<OfflineState>({phase: 'off', done: 0, total: 0});
  const [asking, setAsking] = useState(asked);
  const [figure, setFigure] = useState<Figure>('loading');
  const firstAction = useRef<HTMLButtonElement>(null);
  const schoolItUrl = useBaseUrl('/docs/misc/schul-it');

  useEffect(() => subscribe(setState), []);
  useEffect(() => {
    if (!asking) return;
    setFigure('loading');
    loadSummary().then(setFigure, () => setFigure('unavailable'));
  }, [asking]);
  // The clicked button is gone: the focus goes to the first button of what replaced it.
  useEffect(() => {
    if (asking) firstAction.current?.focus();
  }, [asking, figure]);

  const mb = (bytes: number) => formatDecimal(megabytes(bytes), i18n.currentLocale, {maximumFractionDigits: 1});
  const button = (label: string, onClick: () => void, ref?: React.Ref<HTMLButtonElement>) => (
    <button type="button" className={styles.button} onClick={onClick} ref={ref}>
      {label}
    </button>
  );
  const cancel = () =>
    button(
      translate({
        id: 'offline.control.cancel',
        message: 'Abbrechen',
        description: 'Cancels saving the docs for offline use',
      }),
      () => setAsking(false),
    );

  let content: ReactNode;
  if (state.phase === 'starting' || state.phase === 'downloading') {
    const percent = state.total > 0 ? Math.floor((100 * state.done) / state.total) : 0;
    content = (
      <>
        <progress
          className={styles.progress}
          max={100}
          value={percent}
          aria-label={translate({
            id: 'offline.control.progressLabel',
            message: 'Fortschritt',
            description: 'Accessible name of the offline download progress bar',
          })}
        />
        <p role="status">
          {translate(
            {
              id: 'offline.control.progress',
              message: 'Wird gespeichert: {percent} %',
              description: 'Progress of saving the docs for offline use',
            },
            {percent: String(percent)},
          )}
        </p>
      </>
    );
  } else if (state.phase === 'ready') {
    content = (
      <>
        <p role="status">
          {translate({
            id: 'offline.control.ready',
            message: 'Offline bereit: alle Seiten und die Suche gehen jetzt auch ohne Internet.',
            description: 'Shown when the docs of this language are saved for offline use',
          })}
        </p>
        {button(
          translate({
            id: 'offline.control.remove',
            message: 'Offline-Kopie löschen',
            description: 'Removes the docs saved for offline use',
          }),
          () => {
            setAsking(false);
            void removeOffline();
          },
        )}
      </>
    );
  } else if (state.phase === 'failed') {
    content = (
      <>
        <p role="status">
          {translate({
            id: 'offline.control.failed',
            message: 'Das Speichern hat nicht geklappt.',
            description: 'Saving the docs for offline use failed',
          })}
        </p>
        {button(
          translate({
            id: 'offline.control.retry',
            message: 'Nochmal versuchen',
            description: 'Tries saving the docs for offline use again',
          }),
          () => void startOffline(),
        )}
      </>
    );
  } else if (!asking) {
    content = button(
      translate({
        id: 'offline.control.button',
        message: 'Offline verfügbar machen',
        description: 'Footer button that saves the docs of this language for use without internet',
      }),
      () => setAsking(true),
    );
  } else if (figure === 'loading') {
    content = (
      <p role="status">
        {translate({
          id: 'offline.control.sizeLoading',
          message: 'Größe wird ermittelt …',
          description: 'While the size of the offline download is looked up',
        })}
      </p>
    );
  } else if (figure === 'unavailable') {
    content = (
      <>
        <p role="status">
          {translate({
            id: 'offline.control.needsConnection',
            message: 'Dafür brauchst du eine Internetverbindung.',
            description: 'Saving for offline use needs a connection first',
          })}
        </p>
        {cancel()}
      </>
    );
  } else {
    content = (
      <>
        <p>
          {translate(
            {
              id: 'offline.control.confirm',
              message:
                'Alle deutschen Seiten mit Suche speichern: etwa {download} MB Download, {stored} MB auf dem Gerät.',
              description: 'Asks before saving the docs for offline use; sizes in megabytes',
            },
            {download: mb(figure.transferBytes), stored: mb(figure.bytes)},
          )}
        </p>
        <p>
          {/* For whoever decides what the school network lets through. A plain link: useBaseUrl adds /en/. */}
          <a href={schoolItUrl}>
            {translate({
              id: 'offline.control.schoolIt',
              message: 'Was ohne Internet geht und was nicht: Für die Schul-IT',
              description: 'Link from the offline offer to the page for school IT',
            })}
          </a>
        </p>
        {button(
          translate({
            id: 'offline.control.download',
            message: 'Herunterladen',
            description: 'Starts saving the docs for offline use',
          }),
          () => {
            setAsking(false);
            void startOffline();
          },
          firstAction,
        )}
        {cancel()}
      </>
    );
  }
  return <div className={styles.offline}>{content}</div>;
}
