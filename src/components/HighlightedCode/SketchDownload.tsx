import {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** `sketches/x/blink/blink.ino` → `blink.ino`. */
export const sketchFileName = (sketch: string): string => sketch.split('/').pop() ?? sketch;

function useSketchLink(sketch: string) {
  const file = sketchFileName(sketch);
  return {file, href: useBaseUrl(`/${sketch}`)};
}

/** A small arrow into a tray, drawn for this button (24 × 24 like the theme's copy icon). */
function DownloadIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" className={styles.downloadIcon} aria-hidden="true" focusable="false">
      <path d="M11 3h2v9.6l3.3-3.3 1.4 1.4L12 16.4l-5.7-5.7 1.4-1.4 3.3 3.3V3zM4 15h2v4h12v-4h2v6H4v-6z" />
    </svg>
  );
}

/**
 * The download button in the code block's button row, to the right of the
 * copy button: a link to the sketch's file with the `download` attribute, so
 * the browser saves it as `<name>.ino`. In the server HTML (unlike the theme's
 * copy button, it needs no JavaScript).
 */
export function SketchDownloadButton({sketch}: {sketch: string}): ReactNode {
  const {file, href} = useSketchLink(sketch);
  const label = translate(
    {
      id: 'highlightedCode.download.label',
      message: 'Sketch als Datei herunterladen ({file})',
      description:
        'Name of the button next to the copy button that downloads a sketch; {file} is the file name, e.g. blink.ino',
    },
    {file},
  );
  return (
    <a
      className={styles.downloadButton}
      href={href}
      download={file}
      aria-label={label}
      title={label}
      data-sketch-download="">
      <DownloadIcon />
    </a>
  );
}

/**
 * The line under a sketch: the file to download and how the Arduino IDE opens
 * it. One component for every sketch, so the wording lives in the
 * translations, not on each page; a <div>, not a paragraph, so the search
 * index does not repeat it.
 */
export function SketchOpenLine({sketch}: {sketch: string}): ReactNode {
  const {file, href} = useSketchLink(sketch);
  return (
    <div className={styles.sketchFile}>
      <Translate
        id="highlightedCode.download.howToOpen"
        description="Line under a sketch; {file} is the download link (e.g. blink.ino), {menu} the menu path, {ok} the dialog button"
        values={{
          file: (
            <a href={href} download={file}>
              {file}
            </a>
          ),
          menu: (
            <strong>
              <Translate
                id="highlightedCode.download.menu"
                description="The Arduino IDE menu path that opens a sketch file">
                Datei → Öffnen …
              </Translate>
            </strong>
          ),
          ok: <strong>OK</strong>,
        }}>
        {
          'Als Datei: {file}. Öffne sie in der Arduino IDE mit {menu}; fragt die IDE nach einem Sketch-Ordner, bestätige mit {ok}.'
        }
      </Translate>
    </div>
  );
}
