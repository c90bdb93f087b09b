/** One legal document: its sections as headings, paragraphs and lists. */
import type { LegalDoc } from '../i18n/legal/types';
import styles from './legal-document.module.css';

export function LegalDocument({ doc, headingLevel = 2 }: { doc: LegalDoc; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.doc}>
      <p className={styles.updated}>{doc.updated}</p>
      {doc.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <H className={styles.heading}>{section.heading}</H>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
