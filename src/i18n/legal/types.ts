/** The legal documents (terms of use, privacy policy) as data: rendered as elements, never as HTML. */

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** An optional bulleted list after the paragraphs. */
  readonly list?: readonly string[];
}

export interface LegalDoc {
  readonly title: string;
  /** e.g. "Last updated: 21 November 2026". */
  readonly updated: string;
  readonly sections: readonly LegalSection[];
}

export interface LegalDocs {
  readonly terms: LegalDoc;
  readonly privacy: LegalDoc;
}

/** Values the documents mention. */
export interface LegalVars {
  /** The support address of the configuration (withdrawal of consent, questions). */
  readonly supportEmail: string;
  /** Minimum age (21). */
  readonly minAge: number;
}

export type LegalContent = (vars: LegalVars) => LegalDocs;
