import {useMemo, type ReactNode, type RefObject} from 'react';
import {translate} from '@docusaurus/Translate';
import {shortAddress} from './printAddress';
import type {QrDraw} from './usePrintPreparation';
import styles from './styles.module.css';

type Props = {
  /** The page's address with the reader's language and board (printAddress). */
  address: string;
  /** Draws the QR code; null until a print has asked for it. */
  draw: QrDraw | null;
  containerRef?: RefObject<HTMLDivElement>;
};

/**
 * The head of a printed page: a QR code and the address of this page, so a class gets from
 * the worksheet back to the live page in its language, with its board. Never shown on
 * screens (styles.module.css): only paper needs it. Only divs and spans, so the site
 * search, which reads a page's paragraphs, does not take it for page text.
 */
export default function PrintHeader({address, draw, containerRef}: Props): ReactNode {
  const drawing = useMemo(() => (draw ? draw(address) : null), [draw, address]);
  return (
    <div className={styles.header} ref={containerRef} data-print-header="">
      {drawing && (
        <svg
          className={styles.qr}
          viewBox={`0 0 ${drawing.size} ${drawing.size}`}
          role="img"
          aria-label={translate({
            id: 'print.header.qrLabel',
            message: 'QR-Code mit der Adresse dieser Seite',
            description: 'Accessible name of the QR code on a printed page',
          })}
          shapeRendering="crispEdges"
          data-print-qr="">
          <rect width={drawing.size} height={drawing.size} fill="#fff" />
          <path d={drawing.d} fill="#000" />
        </svg>
      )}
      <div className={styles.headerText}>
        <strong>
          {translate({
            id: 'print.header.title',
            message: 'Diese Seite online',
            description: 'Heading next to the QR code on a printed page',
          })}
        </strong>
        <span className={styles.address} data-print-address="">
          {shortAddress(address)}
        </span>
        {drawing && (
          <span>
            {translate({
              id: 'print.header.hint',
              message: 'Scanne den QR-Code oder gib die Adresse ein.',
              description: 'Line under the address on a printed page',
            })}
          </span>
        )}
      </div>
    </div>
  );
}
