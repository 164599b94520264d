/** A paragraph, or a bulleted list when it is an array of items. */
export type LegalBlock = string | readonly string[];

export type LegalSection = {
  /** The section's anchor on the page (`#id`). */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  title: string;
  /** The lead paragraph under the title. */
  summary: string;
  /**
   * A translation's note, under the summary, that the English text prevails where the two
   * differ. The English documents have none.
   */
  notice?: string;
  /** The meta description: what a search result shows, at most about 160 characters. */
  description: string;
  /** ISO date (yyyy-mm-dd) of the last change to the text. */
  lastUpdated: string;
  sections: readonly LegalSection[];
};
