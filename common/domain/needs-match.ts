import { type Accommodation, ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import { accommodationBit } from '../catalog/search-vocabulary';

/**
 * A member's needs against a provider (decision 031). A need is one catalogue
 * accommodation the member chose ('My needs', onboarding). It is met when the provider declares
 * it, and confirmed when families (approved reviews) confirmed it. Custom or unknown items count
 * for nothing, on either side.
 */
export type NeedsMatch = {
  /** Needs the provider declares. */
  met: number;
  /** The member's needs (catalogue items only). */
  total: number;
  /** Of the met needs, those confirmed by at least one family; null when that is not known. */
  confirmed: number | null;
  /** The met needs, in catalogue order. */
  metNeeds: Accommodation[];
};

const CATALOGUE = new Set<string>(ALL_ACCOMMODATIONS);

/** The member's needs: catalogue items only, once each, in catalogue order. */
export function normalizeNeeds(needs: readonly string[]): Accommodation[] {
  const chosen = new Set(needs);
  return ALL_ACCOMMODATIONS.filter((item) => chosen.has(item));
}

/**
 * How a provider meets the needs; null when the member has no needs (then nothing is shown).
 * `confirmations` gives, per accommodation, how many families confirmed it; leave it out (or
 * null) when unknown. An accommodation missing from a known map has no confirmations.
 */
export function matchNeeds(
  needs: readonly string[],
  provider: {
    accommodations: readonly string[];
    confirmations?: Readonly<Record<string, number>> | null;
  },
): NeedsMatch | null {
  const mine = normalizeNeeds(needs);
  if (mine.length === 0) return null;
  const declared = new Set(provider.accommodations.filter((a) => CATALOGUE.has(a)));
  const metNeeds = mine.filter((item) => declared.has(item));
  const confirmations = provider.confirmations ?? null;
  return {
    met: metNeeds.length,
    total: mine.length,
    confirmed:
      confirmations === null
        ? null
        : metNeeds.filter((item) => (confirmations[item] ?? 0) > 0).length,
    metNeeds,
  };
}

/** The needs as a bit mask of providers.accommodation_bits (0 for none). */
export function needsMask(needs: readonly string[]): number {
  return normalizeNeeds(needs).reduce((mask, item) => mask | accommodationBit(item), 0);
}

/** Set bits of a mask: the number of needs a provider's accommodation_bits meets. */
export function countBits(mask: number): number {
  let n = 0;
  for (let m = mask >>> 0; m !== 0; m &= m - 1) n += 1;
  return n;
}
