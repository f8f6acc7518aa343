import { LEGAL_LINK } from './legal-document';

/**
 * The note under a Spanish legal page's intro (decisions 051, 062): the page is a translation, the
 * English one at `englishPath` governs, and the link leads to it.
 */
export function EnglishGoverns({ englishPath }: { englishPath: string }) {
  return (
    <span className="mt-3 block text-base leading-7 text-muted">
      Esta es una traducción de la{' '}
      <a href={englishPath} hrefLang="en" className={LEGAL_LINK}>
        versión en inglés
      </a>
      . Si hay alguna diferencia entre las dos, prevalece la versión en inglés.
    </span>
  );
}
