import { ACCOMMODATION_CATEGORIES } from '@common/catalog/accommodations';
import {
  accommodationSlug,
  DEFAULT_RADIUS,
  SEARCH_RADII,
  type SearchRadius,
  type SearchSort,
  ZIP_PATTERN,
} from '@common/catalog/search-places';
import type { SearchFacets } from '@common/contracts/search-filters';
import { accommodationLabel } from '@common/messages/catalog';
import { PLACES_MESSAGES } from '@common/messages/search';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { VisitFilters } from '@web/features/quiet-hours/components/visit-filters';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Refinement } from '../lib/refinement';

type Props = {
  refine: Refinement;
  onChange: (next: Refinement) => void;
  /** Counts from the current results; null before the first refined search. */
  facets: SearchFacets | null | undefined;
  /** The signed-in member's ZIP code, offered when no ZIP is chosen yet. */
  profileZip: string | null;
  /** The ZIP search failed: the ZIP table does not know it. */
  unknownZip: boolean;
  /** A place the search's line named (no ZIP in the field), with the radius the server used. */
  linePlace?: { within: number | null } | null;
};

const radiusOf = (miles: number | null | undefined): SearchRadius | undefined =>
  (SEARCH_RADII as readonly number[]).includes(miles ?? -1) ? (miles as SearchRadius) : undefined;

/**
 * 'Within N miles of ZIP', the order, and accommodation filters with the number of results each
 * would leave (decision 030). Every change goes into the URL at once (the page reads it back), so
 * the back button undoes a filter; the ZIP applies when submitted, not on every keystroke. Native
 * controls throughout: all of it works with the keyboard alone.
 */
export function FiltersPanel({
  refine,
  onChange,
  facets,
  profileZip,
  unknownZip,
  linePlace = null,
}: Props) {
  const headingId = useId();
  const confirmedHintId = useId();
  const [zip, setZip] = useState(refine.near ?? profileZip ?? '');
  /* The radius in force: the URL's, else the one the server used for a place the line named. */
  const shownWithin = refine.within ?? radiusOf(linePlace?.within) ?? DEFAULT_RADIUS;
  const [within, setWithin] = useState<SearchRadius>(shownWithin);
  /* The distance control and the order apply to a ZIP from the field or a place in the line. */
  const placed = Boolean(refine.near || linePlace);
  const [zipError, setZipError] = useState<string | null>(null);

  /* Back and forward change the URL under the panel: show what it says. */
  useEffect(() => {
    if (refine.near) setZip(refine.near);
    setWithin(shownWithin);
  }, [refine.near, shownWithin]);

  const applyNear = (event: FormEvent) => {
    event.preventDefault();
    const value = zip.trim();
    if (!ZIP_PATTERN.test(value)) {
      setZipError(PLACES_MESSAGES.zipInvalid);
      return;
    }
    setZipError(null);
    onChange({ ...refine, near: value, within });
  };
  const toggleNeed = (slug: string, on: boolean) => {
    const needs = on ? [...refine.needs, slug] : refine.needs.filter((s) => s !== slug);
    onChange({ ...refine, needs, confirmed: needs.length > 0 && refine.confirmed });
  };
  const countOf = (slug: string) => facets?.needs.find((f) => f.slug === slug)?.count;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {PLACES_MESSAGES.filtersHeading}
      </h2>

      <form onSubmit={applyNear} className="flex flex-col gap-3" noValidate>
        <Field
          label={PLACES_MESSAGES.nearLabel}
          hint={PLACES_MESSAGES.nearHint}
          error={zipError ?? (unknownZip ? PLACES_MESSAGES.unknownZip : undefined)}
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          name="near"
        />
        <label className="flex flex-col gap-1 font-medium">
          {PLACES_MESSAGES.withinLabel}
          <select
            name="within"
            value={within}
            onChange={(e) => {
              const miles = Number(e.target.value) as SearchRadius;
              setWithin(miles);
              if (placed) onChange({ ...refine, within: miles });
            }}
            className="rounded-lg border border-line bg-surface px-3 py-2 font-normal"
          >
            {SEARCH_RADII.map((miles) => (
              <option key={miles} value={miles}>
                {PLACES_MESSAGES.within(miles)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm">
            {PLACES_MESSAGES.applyNear}
          </Button>
          {refine.near ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onChange({ ...refine, near: null, within: null, sort: 'relevance' })}
            >
              {PLACES_MESSAGES.clearNear}
            </Button>
          ) : null}
        </div>
      </form>

      {placed ? (
        <label className="flex flex-col gap-1 font-medium">
          {PLACES_MESSAGES.sortLabel}
          <select
            name="sort"
            value={refine.sort}
            onChange={(e) => onChange({ ...refine, sort: e.target.value as SearchSort })}
            className="rounded-lg border border-line bg-surface px-3 py-2 font-normal"
          >
            <option value="relevance">{PLACES_MESSAGES.sortRelevance}</option>
            <option value="distance">{PLACES_MESSAGES.sortDistance}</option>
          </select>
        </label>
      ) : null}

      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold">{PLACES_MESSAGES.needsLegend}</legend>
        {ACCOMMODATION_CATEGORIES.map((category) => (
          <fieldset key={category.key} className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-muted">{category.label}</legend>
            {category.items.map((item) => {
              const slug = accommodationSlug(item);
              const count = countOf(slug);
              const checked = refine.needs.includes(slug);
              return (
                <label key={slug} className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    name="needs"
                    value={slug}
                    checked={checked}
                    onChange={(e) => toggleNeed(slug, e.target.checked)}
                    className="mt-1 h-4 w-4 accent-brand-700"
                  />
                  <span>
                    {accommodationLabel(item)}
                    {count !== undefined ? (
                      <span className="text-muted">
                        {' '}
                        {PLACES_MESSAGES.facetCount(count, facets?.estimated)}
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </fieldset>
        ))}
      </fieldset>

      <VisitFilters
        selected={refine.visit ?? []}
        counts={facets?.visit}
        estimated={facets?.estimated}
        onChange={(visit) => onChange({ ...refine, visit })}
      />

      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 font-medium">
          <input
            type="checkbox"
            name="confirmed"
            checked={refine.confirmed}
            disabled={refine.needs.length === 0}
            aria-describedby={confirmedHintId}
            onChange={(e) => onChange({ ...refine, confirmed: e.target.checked })}
            className="mt-1 h-4 w-4 accent-brand-700"
          />
          <span>
            {PLACES_MESSAGES.confirmedOnly}
            {facets && refine.needs.length > 0 ? (
              <span className="font-normal text-muted">
                {' '}
                {PLACES_MESSAGES.facetCount(facets.confirmed, facets.estimated)}
              </span>
            ) : null}
          </span>
        </label>
        <p id={confirmedHintId} className="text-sm text-muted">
          {PLACES_MESSAGES.confirmedHint}
        </p>
      </div>

      {refine.needs.length > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange({ ...refine, needs: [], confirmed: false })}
        >
          {PLACES_MESSAGES.clearFilters}
        </Button>
      ) : null}
    </section>
  );
}
