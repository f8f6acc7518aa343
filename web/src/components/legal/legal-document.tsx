import { LEGAL_DOCUMENT_MESSAGES } from '@common/messages/shared';
import { usePageTitle } from '@web/lib/use-page-title';
import type { ReactNode } from 'react';

export const LEGAL_LINK =
  'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700';
export const LEGAL_LIST = 'list-disc space-y-2 pl-6 marker:text-brand-700';
export const CONTACT_EMAIL = 'support@calmpath.example';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Terms and Privacy: a dated header, a table of contents and numbered sections. */
export function LegalDocument({
  id,
  title,
  intro,
  sections,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-line pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="mt-3 text-muted">
          {LEGAL_DOCUMENT_MESSAGES.lastUpdated}{' '}
          <time dateTime="2025-07-12">{LEGAL_DOCUMENT_MESSAGES.july122025}</time>
        </p>
        <p className="mt-6 text-lg leading-8 text-ink">{intro}</p>
      </header>

      <nav
        aria-labelledby={`${id}-toc`}
        className="mt-8 rounded-xl border border-line bg-surface p-6"
      >
        <p id={`${id}-toc`} className="font-semibold text-ink">
          {LEGAL_DOCUMENT_MESSAGES.onThisPage}
        </p>
        <ol className="mt-3 list-decimal gap-x-10 pl-6 marker:text-muted sm:columns-2">
          {sections.map((s) => (
            <li key={s.id} className="mb-1.5 break-inside-avoid">
              <a href={`#${s.id}`} className={LEGAL_LINK}>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((s, i) => (
        <section
          key={s.id}
          id={s.id}
          aria-labelledby={`${s.id}-title`}
          className="mt-12 scroll-mt-6"
        >
          <h2 id={`${s.id}-title`} className="text-2xl font-semibold text-ink">
            {i + 1}. {s.title}
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-ink">{s.body}</div>
        </section>
      ))}
    </article>
  );
}
