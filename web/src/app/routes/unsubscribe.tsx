import { UNSUBSCRIBE_MESSAGES as M } from '@common/messages/follow-changes';
import { Button } from '@web/components/ui/button';
import { useUnsubscribe, useUnsubscribeState } from '@web/features/follow-changes/api/unsubscribe';
import { usePageTitle } from '@web/lib/use-page-title';
import { useSearchParams } from 'react-router';

/*
 * The change e-mails' unsubscribe page (decision 072): no sign-in, the link's signed token names
 * the account. Opening it changes nothing (mail scanners open links); the button turns e-mails off.
 */
export function UnsubscribePage() {
  usePageTitle(M.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);
  let body: React.ReactNode;
  if (token === '' || state.isError) body = <p>{M.invalid}</p>;
  else if (state.isPending) body = <p className="text-muted">{M.loading}</p>;
  else if (unsubscribe.isSuccess) body = <p>{M.done}</p>;
  else if (!state.data.subscribed) body = <p>{M.alreadyOff}</p>;
  else {
    body = (
      <>
        <p>{M.explain}</p>
        <div>
          <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? M.working : M.action}
          </Button>
        </div>
        {unsubscribe.isError ? <p>{M.failed}</p> : null}
      </>
    );
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12">
      <h1 className="text-3xl font-semibold">{M.title}</h1>
      <div role="status" className="flex flex-col gap-4">
        {body}
      </div>
    </section>
  );
}
