/** The DocSearch record shape shared by the index builder, the engine and the browser client. */

export const HEADING_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
export type RecordType = Exclude<HeadingLevel, 'lvl0'> | 'content';

export type Hierarchy = {lvl0: string; lvl1: string} & Record<Exclude<HeadingLevel, 'lvl0' | 'lvl1'>, string | null>;

export interface SearchRecord {
  objectID: string;
  /** Path below the site origin, with `#anchor` when the record has one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /**
   * On a page's title record (lvl1) only: the page's meta description, searched with the title but not
   * shown (the hit shows the title). Not part of DocSearch's shape; hits drop it.
   */
  summary?: string;
  /**
   * On a page's title record only: the page's front matter keywords (readers' words the page does not use),
   * comma-separated; searched with the title, each keyword as a phrase, never shown. Hits drop it.
   */
  keywords?: string;
}
