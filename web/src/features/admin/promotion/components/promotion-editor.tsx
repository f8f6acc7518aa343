import { isValidFee, PROMOTION_TIERS, type PromotionItem } from '@common/contracts/promotion';
import { shownLocation } from '@common/domain/shown-location';
import { ADMIN_REVIEW_DESK_MESSAGES, PROMOTION_EDITOR_MESSAGES } from '@common/messages/admin';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { notify } from '@web/lib/notify';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useProvidersByName } from '../api/find-providers-by-name';
import { useProviderPromotion } from '../api/get-provider-promotion';
import { useUpdatePromotion } from '../api/update-promotion';

const M = ADMIN_REVIEW_DESK_MESSAGES.promotion;
const FEE_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Set any provider's tier, monthly fee and expiry date, found by name (the public picker). A
 * promoted row's Edit button opens the same form in a dialog over the row instead (decision 041).
 */
export function PromotionEditor() {
  const ids = useId();
  const [query, setQuery] = useState('');
  const [selectedId, onSelect] = useState<number | null>(null);
  const found = useProvidersByName(query);
  const selected = useProviderPromotion(selectedId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /* Choosing a provider moves focus to its form once it is shown. */
  const shownId = selectedId !== null ? selected.data?.id : undefined;
  useEffect(() => {
    if (shownId !== undefined) headingRef.current?.focus();
  }, [shownId]);

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h3 id={`${ids}-heading`} className="text-xl font-semibold">
        {PROMOTION_EDITOR_MESSAGES.setAPromotion}
      </h3>
      <Field
        label={PROMOTION_EDITOR_MESSAGES.findAProviderBy}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        hint={PROMOTION_EDITOR_MESSAGES.typeAtLeastTwo}
        autoComplete="off"
      />
      {query.trim().length >= 2 && found.data ? (
        found.data.results.length === 0 ? (
          <p className="text-muted">{PROMOTION_EDITOR_MESSAGES.noProviderMatchesThat}</p>
        ) : (
          <ul
            aria-label={PROMOTION_EDITOR_MESSAGES.matchingProviders}
            className="flex flex-col gap-1"
          >
            {found.data.results.slice(0, 8).map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => onSelect(p.id)}
                  className="w-full rounded-lg px-3 py-2 text-left hover:bg-brand-50"
                >
                  <span className="font-medium">{p.name}</span>
                  <span className="text-muted"> · {shownLocation(p.location)}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}

      {selectedId !== null && selected.data ? (
        <div>
          <h4 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
            {PROMOTION_EDITOR_MESSAGES.promotionOf} {selected.data.name}
          </h4>
          <EditorForm key={selected.data.id} item={selected.data} onDone={() => onSelect(null)} />
        </div>
      ) : null}
    </section>
  );
}

export function EditorForm({ item, onDone }: { item: PromotionItem; onDone(): void }) {
  const ids = useId();
  const [tier, setTier] = useState(item.tier);
  const [fee, setFee] = useState(item.monthlyFee.toFixed(2));
  const [expiresAt, setExpiresAt] = useState(item.expiresAt ?? '');
  const [feeError, setFeeError] = useState<string | null>(null);
  const update = useUpdatePromotion();

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = fee.trim();
    const value = Number(text);
    if (!FEE_TEXT.test(text) || !isValidFee(value)) {
      setFeeError(M.invalidFee);
      document.getElementById(`${ids}-fee`)?.focus();
      return;
    }
    update.mutate(
      {
        providerId: item.id,
        body: { tier, monthlyFee: value, expiresAt: expiresAt || null },
      },
      {
        onSuccess: () => {
          notify.success(M.promotionSaved);
          onDone();
        },
        onError: () => notify.error(M.updateFailed),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-4 sm:grid-cols-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-tier`} className="font-medium">
          {PROMOTION_EDITOR_MESSAGES.tier}
        </label>
        <select
          id={`${ids}-tier`}
          value={tier}
          onChange={(e) => setTier(e.target.value as PromotionItem['tier'])}
          className="rounded-lg border border-line bg-surface px-3 py-2"
        >
          {PROMOTION_TIERS.map((t) => (
            <option key={t} value={t}>
              {t[0]?.toUpperCase()}
              {t.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <Field
        id={`${ids}-fee`}
        label={PROMOTION_EDITOR_MESSAGES.monthlyFeeUsd}
        inputMode="decimal"
        value={fee}
        error={feeError ?? undefined}
        onChange={(e) => {
          setFee(e.target.value);
          setFeeError(null);
        }}
      />
      <Field
        label={PROMOTION_EDITOR_MESSAGES.expiryDate}
        type="date"
        optional
        value={expiresAt}
        onChange={(e) => setExpiresAt(e.target.value)}
      />
      <p className="text-sm text-muted sm:col-span-3">
        {PROMOTION_EDITOR_MESSAGES.basicMeansNoPromotion}
      </p>
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" disabled={update.isPending}>
          {PROMOTION_EDITOR_MESSAGES.savePromotion}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {PROMOTION_EDITOR_MESSAGES.cancel}
        </Button>
      </div>
    </form>
  );
}
