import {BOARD_PARAM, parseBoardParam} from '@site/src/boards/boardParam';
import type {KitId} from '@site/src/kits/kits';

/**
 * The board a printed address may carry: a value the site itself would accept in `?board=`
 * (a kit id in any letter case, written in lower case), else none. The same rule as the
 * address bar's, so a printed code never leads to a page that only warns about its parameter.
 */
export function printableBoard(board: string | null | undefined): KitId | null {
  if (board == null) return null;
  // URLSearchParams encodes what a kit id never contains (spaces, "&", "%" …), and the parser
  // refuses encoded values: a padded or composite value is refused as it is in the address bar.
  const param = parseBoardParam(new URLSearchParams({[BOARD_PARAM]: board}).toString());
  return param.kind === 'valid' ? param.board : null;
}

/**
 * The address a printed page leads back to: the site's public address (`url` in
 * docusaurus.config.ts), the page's permalink (base URL and language prefix included, no
 * `.html`, no trailing slash, no hash), and the reader's board when there is a valid one.
 */
export function printAddress(siteUrl: string, permalink: string, board?: string | null): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const path = permalink.startsWith('/') ? permalink : `/${permalink}`;
  const kit = printableBoard(board);
  return `${origin}${path}${kit ? `?${BOARD_PARAM}=${kit}` : ''}`;
}

/** The address as a reader types it from paper: without `https://` (browsers add it). */
export function shortAddress(address: string): string {
  return address.replace(/^https?:\/\//, '');
}
