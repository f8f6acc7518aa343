import type { HeadsUpCount } from '@common/contracts/profile-stats';
import { headsUpWords } from '@common/domain/profile-words';
import { PROFILE_MESSAGES } from '@common/messages/provider';

/** '3 families mentioned beeping machines': named triggers from approved reviews, as counts. */
export function HeadsUpList({ headsUp }: { headsUp: readonly HeadsUpCount[] }) {
  return (
    <section aria-labelledby="profile-heads-up" className="heads-up">
      <h2 id="profile-heads-up" className="text-2xl font-semibold">
        {PROFILE_MESSAGES.headsUpHeading}
      </h2>
      {headsUp.length === 0 ? (
        <p className="mt-3 text-muted">{PROFILE_MESSAGES.headsUpNone}</p>
      ) : (
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {headsUp.map((h) => (
            <li key={h.trigger}>{headsUpWords(h.trigger, h.count)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
