import type { AccommodationEvidence } from '@common/contracts/profile-stats';
import { evidenceWords } from '@common/domain/profile-words';
import { accommodationLabel } from '@common/messages/catalog';
import { PROFILE_MESSAGES } from '@common/messages/provider';
import clsx from 'clsx';
import { AlertTriangle, FileCheck2, Megaphone, Users } from 'lucide-react';

const GRADE_STYLE = {
  declared: 'border-line bg-sand-100 text-ink',
  confirmed: 'border-brand-700 bg-brand-50 text-brand-800',
  document_verified: 'border-green-700 bg-green-50 text-green-900',
} as const;

const GRADE_ICON = { declared: Megaphone, confirmed: Users, document_verified: FileCheck2 };

/**
 * Each listed accommodation with how well it is backed, in plain words:
 * declared < confirmed by families < document-verified; mismatch reports shown too.
 */
export function EvidenceList({
  evidence,
  headingLevel = 2,
}: {
  evidence: readonly AccommodationEvidence[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="profile-evidence" className="evidence">
      <Heading id="profile-evidence" className="text-2xl font-semibold">
        {PROFILE_MESSAGES.evidenceHeading}
      </Heading>
      {evidence.length === 0 ? (
        <p className="mt-3 text-muted">{PROFILE_MESSAGES.evidenceNone}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {evidence.map((e) => {
            const words = evidenceWords(e);
            const Icon = GRADE_ICON[e.grade];
            return (
              <li key={e.accommodation} className="rounded-xl border border-line bg-surface p-4">
                <p className="text-lg font-semibold">{accommodationLabel(e.accommodation)}</p>
                <p
                  className={clsx(
                    'mt-2 inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold',
                    GRADE_STYLE[e.grade],
                  )}
                >
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {words.grade}
                </p>
                {words.details.map((d) => (
                  <p
                    key={d}
                    className={clsx(
                      'mt-1.5',
                      d.includes('did not match')
                        ? 'flex items-center gap-1.5 text-orange-900'
                        : 'text-muted',
                    )}
                  >
                    {d.includes('did not match') ? (
                      <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
                    ) : null}
                    {d}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
