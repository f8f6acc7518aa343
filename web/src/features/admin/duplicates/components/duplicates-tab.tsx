import type { DuplicateGroup, DuplicateProvider } from '@common/contracts/duplicates';
import { DUPLICATE_SORTS } from '@common/contracts/duplicates';
import {
  ADMIN_MESSAGES,
  ADMIN_QUEUE_MESSAGES,
  ADMIN_REVIEW_DESK_MESSAGES,
  CONFIRM_MESSAGES,
  DUPLICATES_TAB_MESSAGES,
} from '@common/messages/admin';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ConfirmAction } from '@web/features/admin/shared/components/confirm-action';
import { QueueToolbar } from '@web/features/admin/shared/components/queue-toolbar';
import { useQueueFilters } from '@web/features/admin/shared/hooks/use-queue-filters';
import { ApiError } from '@web/lib/api';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { notify } from '@web/lib/notify';
import { Info, Link2, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useDuplicateEmails } from '../api/get-duplicate-emails';
import { useLinkUser } from '../api/link-user';
import { PlaceDuplicatesSection } from './place-duplicates-section';

const D = ADMIN_MESSAGES.duplicates;
const H = ADMIN_REVIEW_DESK_MESSAGES.duplicates;

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(pageLocaleTag(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

/**
 * Duplicate Emails tab: e-mails shared by user accounts and provider contact e-mails, then the
 * possible duplicate places (decision 063).
 */
export function DuplicateEmailsTab() {
  const { q, state, update } = useQueueFilters('name');
  const query = useDuplicateEmails({ q, state });

  useEffect(() => {
    if (query.isError) notify.error(D.fetchFailed);
  }, [query.isError]);

  const groups = query.data?.pages.flatMap((p) => p.groups) ?? [];

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="duplicates-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="duplicates-heading" className="text-2xl font-semibold">
            {ADMIN_MESSAGES.tabs.duplicates}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            {D.refresh}
          </Button>
        </div>
        <p className="flex items-start gap-2 text-muted">
          <Info aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
          {H.hintLink}
        </p>
        <QueueToolbar
          label={DUPLICATES_TAB_MESSAGES.duplicateEMails}
          q={q}
          state={state}
          sort="name"
          sorts={DUPLICATE_SORTS}
          searchHint={DUPLICATES_TAB_MESSAGES.eMailAccountName}
          onChange={update}
        />

        {query.isPending ? <Spinner label={DUPLICATES_TAB_MESSAGES.lookingForSharedE} /> : null}
        {query.isError ? (
          <QueryError look="panel" onRetry={() => void query.refetch()}>
            {D.fetchFailed.description}
          </QueryError>
        ) : null}
        {query.isSuccess && groups.length === 0 ? (
          <p className="rounded-2xl border border-line bg-surface p-8 text-center text-lg font-semibold">
            {q || state ? ADMIN_QUEUE_MESSAGES.noMatch : D.empty}
          </p>
        ) : null}

        <ul className="flex flex-col gap-4">
          {groups.map((group) => (
            <li key={group.email}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>

        {query.hasNextPage ? (
          <Button
            variant="secondary"
            className="self-center"
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {DUPLICATES_TAB_MESSAGES.loadMore}
          </Button>
        ) : null}
      </section>
      <PlaceDuplicatesSection />
    </div>
  );
}

function GroupCard({ group }: { group: DuplicateGroup }) {
  const headingId = useId();
  const nameOf = (userId: string) => {
    const user = group.users.find((u) => u.id === userId);
    return user ? (user.fullName ?? user.email) : userId;
  };
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div>
        <h3 id={headingId} tabIndex={-1} className="break-all text-lg font-semibold">
          {group.email}
        </h3>
        <p className="text-muted">
          {group.userCount} {DUPLICATES_TAB_MESSAGES.user}{' '}
          {group.userCount === 1
            ? DUPLICATES_TAB_MESSAGES.account
            : DUPLICATES_TAB_MESSAGES.accounts}{' '}
          · {group.providerCount}{' '}
          {group.providerCount === 1
            ? DUPLICATES_TAB_MESSAGES.provider
            : DUPLICATES_TAB_MESSAGES.providers}
        </p>
      </div>
      {group.userCount > 1 ? (
        <p className="flex items-start gap-2 rounded-lg bg-sand-100 p-3 text-sm">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {H.hintMerge}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div>
          <h4 className="font-semibold">{DUPLICATES_TAB_MESSAGES.userAccounts}</h4>
          <ul className="mt-1 flex flex-col gap-2 text-sm">
            {group.users.map((user) => (
              <li key={user.id} className="rounded-lg border border-line p-3">
                <p className="font-medium">{user.fullName ?? DUPLICATES_TAB_MESSAGES.noName}</p>
                <p className="break-all text-muted">
                  {DUPLICATES_TAB_MESSAGES.id} {user.id}
                </p>
                <p className="break-all">{user.email}</p>
                <p className="text-muted">
                  {DUPLICATES_TAB_MESSAGES.joined} {formatDate(user.createdAt)}
                </p>
                {user.emailConfirmed ? null : (
                  <p className="text-amber-800">{H.emailNotConfirmed}</p>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-semibold">{DUPLICATES_TAB_MESSAGES.providers2}</h4>
          <ul className="mt-1 flex flex-col gap-2 text-sm">
            {group.providers.map((provider) => (
              <li key={provider.id} className="rounded-lg border border-line p-3">
                <p className="font-medium">{provider.name}</p>
                <p className="text-muted">
                  {DUPLICATES_TAB_MESSAGES.id} {provider.id}
                </p>
                <p className="break-all">{provider.contactEmail}</p>
                <p className="text-muted">
                  {DUPLICATES_TAB_MESSAGES.listed} {formatDate(provider.createdAt)}
                </p>
                {provider.businessAdminUserId ? (
                  <p className="mt-1 font-medium text-brand-800">
                    {DUPLICATES_TAB_MESSAGES.businessAdmin} {nameOf(provider.businessAdminUserId)}
                  </p>
                ) : (
                  <LinkUserControl
                    group={group}
                    provider={provider}
                    /* The control gives way to the new business admin's name: focus the group. */
                    onLinked={() => document.getElementById(headingId)?.focus()}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}

/**
 * Link User (decision 017): links the chosen confirmed account; with several accounts sharing
 * the e-mail the admin picks which.
 */
function LinkUserControl({
  group,
  provider,
  onLinked,
}: {
  group: DuplicateGroup;
  provider: DuplicateProvider;
  onLinked(): void;
}) {
  const selectId = useId();
  const candidates = group.users.filter((u) => u.emailConfirmed);
  const [userId, setUserId] = useState(candidates[0]?.id ?? '');
  const link = useLinkUser();

  if (candidates.length === 0) {
    return <p className="mt-1 text-muted">{DUPLICATES_TAB_MESSAGES.noConfirmedAccountTo}</p>;
  }

  const chosen = candidates.find((u) => u.id === userId);
  const chosenName = chosen?.fullName ?? chosen?.email ?? '';

  function submit() {
    if (link.isPending) return;
    link.mutate(
      { providerId: provider.id, userId },
      {
        onSuccess: (result) => {
          onLinked();
          notify.success(H.linked(result.userName, result.providerName));
        },
        onError: (err) =>
          notify.error({
            title: D.linkFailed.title,
            description:
              err instanceof ApiError && err.status === 409
                ? `${D.linkFailed.description} ${err.message}`
                : D.linkFailed.description,
          }),
      },
    );
  }

  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      {candidates.length > 1 ? (
        <div className="flex min-w-0 max-w-full flex-col gap-1">
          <label htmlFor={selectId} className="font-medium">
            {DUPLICATES_TAB_MESSAGES.accountToLinkTo} {provider.name}
          </label>
          <select
            id={selectId}
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            className="max-w-full rounded-lg border border-line bg-surface px-3 py-1.5"
          >
            {candidates.map((u) => (
              <option key={u.id} value={u.id}>
                {u.fullName ?? u.email} {DUPLICATES_TAB_MESSAGES.joined2} {formatDate(u.createdAt)})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ConfirmAction
        title={CONFIRM_MESSAGES.linkUser.title(chosenName, provider.name)}
        description={CONFIRM_MESSAGES.linkUser.description(chosenName)}
        confirmLabel={D.linkUser}
        onConfirm={submit}
      >
        <Button size="sm" disabled={!userId}>
          <Link2 aria-hidden="true" className="h-4 w-4" />
          {D.linkUser}
          <span className="sr-only">
            {' '}
            {candidates.length === 1 ? `${candidates[0]?.fullName ?? candidates[0]?.email} ` : ''}
            {DUPLICATES_TAB_MESSAGES.to} {provider.name}
          </span>
        </Button>
      </ConfirmAction>
    </div>
  );
}
