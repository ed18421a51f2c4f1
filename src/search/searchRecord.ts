/**
 * One record of the search index, in the DocSearch shape. The build makes them
 * (plugins/search/records.ts); the browser's local search reads them back.
 */
export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;

export type SearchRecord = {
  objectID: string;
  type: Exclude<Level, 'lvl0'> | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  /** Absolute URL with the anchor of the nearest heading above. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  version: string | null;
  docusaurus_tag: string;
  /** Headings before body text, earlier before later (DocSearch's customRanking fields). */
  weight: {level: number; position: number};
  /**
   * The page's keywords (front matter `keywords`, the page's `<meta name="keywords">`), on its title
   * record only: the words the authors expect readers to search for, such as the board a
   * "Kompilieren und Übertragen" page is about.
   */
  keywords?: string[];
  /**
   * The kits whose sidebar lists the page, in sidebar order (plugins/search/pageKits.ts); absent for a
   * page no kit lists. The local search ranks the reader's board's pages first.
   */
  kits?: string[];
  /**
   * 1 for a board's own page that shares its title with a general page (the MCU Eye's "SD-Karte" and the
   * Glossar's): without a board chosen, the general one comes first. Absent otherwise.
   */
  twin?: number;
};
