import type { PromotionItem } from '@common/contracts/promotion';
import { shownLocation } from '@common/domain/shown-location';
import {
  ADMIN_MESSAGES,
  ADMIN_REVIEW_DESK_MESSAGES,
  PROMOTION_EXPIRY_MESSAGES,
  PROMOTION_FIGURE_MESSAGES,
  PROMOTION_TAB_MESSAGES,
} from '@common/messages/admin';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { DialogCloseButton, DialogContent } from '@web/components/ui/dialog';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { Spinner } from '@web/components/ui/spinner';
import { PageNav } from '@web/features/admin/shared/components/page-nav';
import { ProviderNameLink } from '@web/features/provider-profile/components/provider-name-link';
import { ApiError } from '@web/lib/api';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { notify } from '@web/lib/notify';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { usePromotedProviders } from '../api/get-promoted-providers';
import { usePromotionSummary } from '../api/get-promotion-summary';
import { useSetPromotionStatus } from '../api/set-promotion-status';
import { EditorForm, PromotionEditor } from './promotion-editor';

const M = ADMIN_REVIEW_DESK_MESSAGES.promotion;

export const money = (value: number) =>
  value.toLocaleString(pageLocaleTag(), { style: 'currency', currency: 'USD' });
const TIER_LABELS = PROMOTION_FIGURE_MESSAGES.tierLabels;

/** Promotion Dashboard tab: figures, promoted providers by fee, and the promotion editor. */
export function PromotionTab() {
  const summary = usePromotionSummary();
  const [page, setPage] = useState(1);
  const promoted = usePromotedProviders(page);

  const failed = summary.isError || promoted.isError;
  useEffect(() => {
    if (failed) notify.error(M.loadFailed);
  }, [failed]);

  if (summary.isPending || promoted.isPending)
    return <Spinner label={PROMOTION_TAB_MESSAGES.loadingPromotions} />;
  if (summary.isError || promoted.isError) {
    return (
      <QueryError
        look="panel"
        onRetry={() => {
          void summary.refetch();
          void promoted.refetch();
        }}
      >
        {M.loadFailed.description}
      </QueryError>
    );
  }

  const s = summary.data;
  const tier = (name: 'basic' | 'enhanced' | 'premium') =>
    s.tiers.find((t) => t.tier === name) ?? { tier: name, active: 0, inactive: 0 };
  const { items, total, pageSize } = promoted.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <section aria-labelledby="promotion-heading" className="flex flex-col gap-6">
      <h2 id="promotion-heading" className="text-2xl font-semibold">
        {ADMIN_MESSAGES.tabs.promotion}
      </h2>

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {(['premium', 'enhanced', 'basic'] as const).map((name) => (
          <Figure
            key={name}
            label={PROMOTION_TAB_MESSAGES.tier(TIER_LABELS[name])}
            value={String(tier(name).active + tier(name).inactive)}
            detail={PROMOTION_FIGURE_MESSAGES.activeInactive(
              tier(name).active,
              tier(name).inactive,
            )}
          />
        ))}
        <Figure
          label={PROMOTION_TAB_MESSAGES.monthlyRevenue}
          value={money(s.monthlyRevenue)}
          detail={PROMOTION_EXPIRY_MESSAGES.revenueDetail}
        />
        <Figure
          label={PROMOTION_TAB_MESSAGES.verificationRate}
          value={
            s.verificationRate === null ? PROMOTION_TAB_MESSAGES.noData : `${s.verificationRate}%`
          }
          detail={PROMOTION_FIGURE_MESSAGES.verificationRateDetail(s.verificationRateOver)}
        />
      </dl>

      <section aria-labelledby="promoted-heading" className="flex flex-col gap-3">
        <h3 id="promoted-heading" className="text-xl font-semibold">
          {PROMOTION_TAB_MESSAGES.promotedProviders}
        </h3>
        {items.length === 0 ? (
          <p className="text-muted">{M.noPromoted}</p>
        ) : (
          <ScrollRegion
            label={PROMOTION_TAB_MESSAGES.promotedProviders}
            boxClassName="rounded-2xl border border-line bg-surface"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {PROMOTION_TAB_MESSAGES.promotedProvidersHighestMonthly}
              </caption>
              <thead className="bg-brand-50">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {PROMOTION_TAB_MESSAGES.provider}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {PROMOTION_TAB_MESSAGES.tier2}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {PROMOTION_TAB_MESSAGES.monthlyFee}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {PROMOTION_TAB_MESSAGES.expires}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {PROMOTION_TAB_MESSAGES.active}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    <span className="sr-only">{PROMOTION_TAB_MESSAGES.edit}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <PromotedRow key={item.id} item={item} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        <PageNav
          label={PROMOTION_TAB_MESSAGES.promotedProviderPages}
          page={page}
          pages={pages}
          onPage={setPage}
        />
      </section>

      <PromotionEditor />
    </section>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
      <dd className="text-sm text-muted">{detail}</dd>
    </div>
  );
}

function PromotedRow({ item }: { item: PromotionItem }) {
  const toggle = useSetPromotionStatus();
  const active = item.status === 'active';

  function flip() {
    toggle.mutate(
      { providerId: item.id, body: { status: active ? 'inactive' : 'active' } },
      {
        onSuccess: () => notify.success(ADMIN_MESSAGES.promotion.statusUpdated),
        onError: (err) =>
          notify.error(
            err instanceof ApiError && err.status === 409
              ? { title: M.updateFailed.title, description: err.message }
              : M.updateFailed,
          ),
      },
    );
  }

  return (
    <tr className="border-t border-line">
      <th scope="row" className="px-4 py-2 font-medium">
        <ProviderNameLink provider={item} always />
        <span className="block font-normal text-muted">{shownLocation(item.location)}</span>
      </th>
      <td className="px-4 py-2">{TIER_LABELS[item.tier]}</td>
      <td className="px-4 py-2">{money(item.monthlyFee)}</td>
      <td className="px-4 py-2">
        {item.expiresAt ?? '—'}
        {item.expired ? (
          <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 font-medium">
            {PROMOTION_EXPIRY_MESSAGES.expired}
          </span>
        ) : null}
      </td>
      <td className="px-4 py-2">
        <button
          type="button"
          role="switch"
          aria-checked={active}
          aria-label={PROMOTION_TAB_MESSAGES.promotionActiveFor(item.name)}
          disabled={toggle.isPending}
          onClick={flip}
          className={`relative inline-flex h-7 w-12 items-center rounded-full border-2 transition-colors ${
            active ? 'border-brand-700 bg-brand-700' : 'border-muted bg-surface'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full transition-transform ${
              active ? 'translate-x-5 bg-white' : 'translate-x-0.5 bg-muted'
            }`}
          />
        </button>
      </td>
      <td className="px-4 py-2">
        <EditPromotionDialog item={item} />
      </td>
    </tr>
  );
}

/**
 * Edit opens the form over the row it belongs to (decision 041: it opened at the page's bottom).
 * The button is the dialog's trigger, so focus comes back to it on close; on open it goes to the
 * form's first field.
 */
function EditPromotionDialog({ item }: { item: PromotionItem }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm">
          {PROMOTION_TAB_MESSAGES.edit}
          <span className="sr-only">
            {' '}
            {PROMOTION_TAB_MESSAGES.promotionOf} {item.name}
          </span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="pr-10 text-xl font-semibold">
            {PROMOTION_TAB_MESSAGES.promotionOf2} {item.name}
          </Dialog.Title>
          <EditorForm item={item} onDone={() => setOpen(false)} />
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
