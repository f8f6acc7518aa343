import {
  VISIT_ACCOUNT_MESSAGES as A,
  VISIT_THREAD_MESSAGES as M,
} from '@common/messages/visit-messages';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useMemberReply,
  useMemberReport,
  useMemberThread,
  useMemberThreads,
} from '../api/member-threads';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/**
 * The account page's Messages (decision 069): the member's questions and requests, and the
 * businesses' answers. A mail's link opens its conversation (?thread=…#messages).
 */
export function AccountMessages() {
  const headingId = useId();
  const [params] = useSearchParams();
  const fromLink = Number(params.get('thread'));
  const [selected, setSelected] = useState<number | null>(
    Number.isInteger(fromLink) && fromLink > 0 ? fromLink : null,
  );
  const threads = useMemberThreads();
  return (
    <section
      id="messages"
      aria-labelledby={headingId}
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {A.heading}
      </h2>
      <p className="text-muted">{A.intro}</p>
      {threads.isPending ? (
        <p role="status">{A.loading}</p>
      ) : threads.isError ? (
        <p role="alert">
          {M.loadFailed}{' '}
          <Button variant="ghost" size="sm" onClick={() => void threads.refetch()}>
            {M.retry}
          </Button>
        </p>
      ) : threads.data.threads.length === 0 ? (
        <p>{A.empty}</p>
      ) : (
        <div className="flex flex-col gap-6">
          <ThreadList
            threads={threads.data.threads}
            selected={selected}
            onSelect={setSelected}
            nameOf={(t) => t.providerName}
          />
          {selected ? <MemberThread key={selected} id={selected} /> : null}
        </div>
      )}
    </section>
  );
}

function MemberThread({ id }: { id: number }) {
  const thread = useMemberThread(id);
  const reply = useMemberReply(id);
  const report = useMemberReport(id);
  if (thread.isPending) return <Spinner />;
  if (thread.isError) return <p role="alert">{M.loadFailed}</p>;
  return (
    <div className="border-t border-line pt-4">
      <ThreadView data={thread.data} side="member" reply={reply} report={report} />
    </div>
  );
}
