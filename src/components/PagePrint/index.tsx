import {useRef, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import PrintHeader from './PrintHeader';
import PrintOptions from './PrintOptions';
import {printAddress} from './printAddress';
import {usePrintPreparation} from './usePrintPreparation';

/**
 * A docs page's printing: `header` goes above the page's text (the QR code and address,
 * paper only), `options` below it (the print control, screen only). `permalink` is the
 * page's own address (base URL and language included).
 */
export function usePagePrint(permalink: string): {header: ReactNode; options: ReactNode} {
  const {siteConfig} = useDocusaurusContext();
  const {board} = useBoardSelection();
  const headerRef = useRef<HTMLDivElement>(null);
  const {draw, printPage} = usePrintPreparation(() => headerRef.current?.closest('article') ?? null);
  return {
    header: (
      <PrintHeader address={printAddress(siteConfig.url, permalink, board)} draw={draw} containerRef={headerRef} />
    ),
    options: <PrintOptions onPrint={() => void printPage()} />,
  };
}
