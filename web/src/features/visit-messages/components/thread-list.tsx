import type { MemberThreadSummary } from '@common/contracts/visit-messages';
import { VISIT_THREAD_MESSAGES as M } from '@common/messages/visit-messages';
import clsx from 'clsx';
import { formatWhen } from './thread-view';

type Summary = MemberThreadSummary & { familyName?: string | null };

/** The conversations, each a button that opens it; unread ones say so in words, not colour alone. */
export function ThreadList({
  threads,
  selected,
  onSelect,
  nameOf,
}: {
  threads: Summary[];
  selected: number | null;
  onSelect(id: number): void;
  nameOf(thread: Summary): string;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {threads.map((t) => (
        <li key={t.id}>
          <button
            type="button"
            onClick={() => onSelect(t.id)}
            aria-pressed={selected === t.id}
            aria-label={M.open(nameOf(t))}
            className={clsx(
              'flex w-full flex-col items-start gap-1 rounded-xl border p-3 text-left hover:bg-brand-50',
              selected === t.id ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface',
            )}
          >
            <span className="flex w-full flex-wrap items-center gap-2">
              <span className="font-semibold">{nameOf(t)}</span>
              <span className="text-sm text-muted">
                {t.kind === 'question' ? M.question : M.appointment}
              </span>
              {t.unread ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {M.unread}
                </span>
              ) : null}
            </span>
            <span
              className="line-clamp-2 w-full break-words text-sm"
              lang={t.lastMessageLang ?? undefined}
            >
              {t.lastMessage}
            </span>
            <span className="text-xs text-muted">{formatWhen(t.lastMessageAt)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
