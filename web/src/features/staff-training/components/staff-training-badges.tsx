import type { PublicStaffTraining } from '@common/contracts/staff-training';
import { monthYearWords } from '@common/i18n/month-words';
import { STAFF_TRAINING_BADGE_MESSAGES as M } from '@common/messages/staff-training';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { GraduationCap } from 'lucide-react';
import { usePublicTrainings } from '../api/public-trainings';

/* Stand-ins for the name and the issuer in the translated sentence (private-use characters no one types). */
const NAME_SLOT = '\u{F0000}';
const ISSUER_SLOT = '\u{F0001}';

/**
 * The badge's sentence in the page's language, with the training's name and issuer as the
 * business wrote them, each marked with its own language (decision 062 follow-up).
 */
function badgeWords(t: PublicStaffTraining, monthYear: string) {
  return M.badge(NAME_SLOT, ISSUER_SLOT, monthYear)
    .split(/(\u{F0000}|\u{F0001})/u)
    .map((part, i) => {
      const key = `${i}`;
      if (part === NAME_SLOT)
        return (
          <span key={key} lang={t.nameLang ?? undefined}>
            {t.name}
          </span>
        );
      if (part === ISSUER_SLOT)
        return (
          <span key={key} lang={t.issuerLang ?? undefined}>
            {t.issuer}
          </span>
        );
      return part;
    });
}

/**
 * The public page's checked staff training (decision 071): one badge per verified training not
 * past its expiry, with the month and year it was completed. Nothing at all when there is none.
 */
export function StaffTrainingBadges({ providerId }: { providerId: number }) {
  const query = usePublicTrainings(providerId);
  const trainings = query.data?.trainings ?? [];
  if (trainings.length === 0) return null;
  const tag = pageLocaleTag();
  return (
    <section aria-labelledby="profile-staff-training">
      <h2 id="profile-staff-training" className="text-2xl font-semibold">
        {M.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {trainings.map((t) => (
          <li
            key={t.id}
            className="inline-flex max-w-full items-start gap-2 rounded-2xl border border-line bg-brand-50 px-3 py-2 text-brand-800"
          >
            <GraduationCap aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="min-w-0 wrap-anywhere">
              {badgeWords(t, monthYearWords(tag, t.completedOn.slice(0, 7)))}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">{M.checked}</p>
    </section>
  );
}
