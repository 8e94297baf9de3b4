/** A subject of the demo catalogue and the study material its notes are written from. */
export interface Subject {
  name: string;
  /** Unit or chapter topics in syllabus order; note titles and headings use them. */
  units: readonly string[];
  /** Self-contained study sentences; documents combine them into paragraphs. */
  facts: readonly string[];
}
