import {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Poster from './Poster';
import {embedUrl, isVideoId, watchUrl} from './youtube';
import styles from './styles.module.css';

export type VideoEmbedProps = {
  /** The YouTube video id, e.g. "dUuRfZI39U8". */
  videoId: string;
  /** What the video shows; names the play button and the player frame. */
  title: string;
};

/**
 * A YouTube video that stays off the network until the reader asks for it.
 * First it shows a poster we draw ourselves, a play button and a plain link to
 * the video page, so no request goes to YouTube on page load. Only a click on
 * the play button swaps the poster for the player from youtube-nocookie.com.
 */
export default function VideoEmbed({videoId, title}: VideoEmbedProps): ReactNode {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button the reader pressed disappears; keep keyboard focus on the player.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (!isVideoId(videoId)) {
    throw new Error(`VideoEmbed: "${videoId}" is not a YouTube video id.`);
  }

  const playLabel = translate(
    {id: 'videoEmbed.play', message: 'Video abspielen: {title}', description: 'Accessible name of the play button'},
    {title},
  );

  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            ref={frameRef}
            className={styles.player}
            src={embedUrl(videoId)}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button type="button" className={styles.poster} aria-label={playLabel} onClick={() => setPlaying(true)}>
            <Poster />
            <span className={styles.posterTitle}>{title}</span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        {!playing && (
          <span>
            {translate({
              id: 'videoEmbed.privacyNote',
              message:
                'Das Video wird erst von YouTube geladen, wenn du auf den Abspielknopf klickst. Dann überträgt dein Browser Daten an YouTube.',
              description: 'Shown under the video poster before the video is loaded',
            })}{' '}
          </span>
        )}
        <a href={watchUrl(videoId)} target="_blank" rel="noopener noreferrer">
          {translate({id: 'videoEmbed.watchOnHost', message: 'Video auf YouTube ansehen'})}
        </a>
      </figcaption>
    </figure>
  );
}
