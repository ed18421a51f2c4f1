import React, {type ReactNode} from 'react';
import {localized} from '@site/src/data/language';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {TERMINOLOGY, type Term, type TermLocale, type Variant} from '@site/src/data/terminology';
import ScrollRegion from '../ScrollRegion';
import styles from './styles.module.css';

/**
 * The terminology table of the authors' guide, rendered from
 * src/data/terminology.ts: per concept the German and the English form, the
 * variants each language does not use with the reason, and notes. Reasons
 * and notes come in the guide's language; the forms are marked with their
 * own language for screen readers.
 */

const LOCALES: readonly TermLocale[] = ['de', 'en'];

function languageName(locale: TermLocale): string {
  return locale === 'de' ? localized({de: 'Deutsch', en: 'German'}) : localized({de: 'Englisch', en: 'English'});
}

/** Variants of one language with the same reason, said once: "Prüfe, Wähle …: reason". */
function groupByReason(variants: readonly Variant[], guide: TermLocale): {reason: string; variants: Variant[]}[] {
  const groups: {reason: string; variants: Variant[]}[] = [];
  for (const variant of variants) {
    const reason = variant.reason[guide];
    const group = groups.find((candidate) => candidate.reason === reason);
    if (group) group.variants.push(variant);
    else groups.push({reason, variants: [variant]});
  }
  return groups;
}

function Form({text, locale}: {text: string | null; locale: TermLocale}): ReactNode {
  if (text === null) {
    return <span className={styles.none}>{localized({de: 'nur im Deutschen', en: 'German only'})}</span>;
  }
  return <span lang={locale}>{text}</span>;
}

function Variants({term, guide}: {term: Term; guide: TermLocale}): ReactNode {
  const items = LOCALES.flatMap((locale) =>
    groupByReason(term.forbidden[locale], guide).map((group) => (
      <li key={`${locale}:${group.reason}`}>
        <span className={styles.language}>{languageName(locale)}:</span>{' '}
        {group.variants.map((variant, index) => (
          <React.Fragment key={variant.text}>
            {index > 0 && ', '}
            <span lang={locale} className={styles.variant}>
              {variant.text}
            </span>
            {variant.planned && (
              <>
                {' '}
                <span className={styles.planned}>({localized({de: 'geplant', en: 'planned'})})</span>
              </>
            )}
          </React.Fragment>
        ))}
        {' – '}
        {group.reason}
      </li>
    )),
  );
  return items.length > 0 ? <ul className={styles.list}>{items}</ul> : null;
}

export default function TerminologyTable(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const guide: TermLocale = i18n?.currentLocale === 'en' ? 'en' : 'de';
  const title = localized({de: 'Begriffe der Dokumentation', en: 'Terms of the documentation'});
  return (
    <ScrollRegion label={title} className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{languageName('de')}</th>
            <th scope="col">{languageName('en')}</th>
            <th scope="col">{localized({de: 'Nicht so', en: 'Not like this'})}</th>
            <th scope="col">{localized({de: 'Anmerkung', en: 'Notes'})}</th>
          </tr>
        </thead>
        <tbody>
          {TERMINOLOGY.map((term) => (
            <tr key={term.id} id={`term-${term.id}`}>
              <th scope="row">
                <Form text={term.de} locale="de" />
              </th>
              <td>
                <Form text={term.en} locale="en" />
              </td>
              <td>
                <Variants term={term} guide={guide} />
              </td>
              <td>{term.notes?.[guide]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
