/* The demo data's random source: the same seed gives the same data on every machine. */

/** mulberry32: tiny, fast and good enough for demo data; the same seed gives the same stream. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  weighted<T extends string>(table: readonly (readonly [T, number])[]): T;
  sample<T>(list: readonly T[], count: number): T[];
};

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    const value = list[Math.floor(next() * list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted: (table) => {
      const total = table.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, w] of table) {
        roll -= w;
        if (roll < 0) return value;
      }
      return pick(table)[0];
    },
    sample: <T>(list: readonly T[], count: number): T[] => {
      const copy = [...list];
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
  };
}

/** Index into cumulative weights by binary search, so drawing stays O(log n). */
export function drawIndex(rng: Rng, cumulative: readonly number[]): number {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const roll = rng.next() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cumulative[mid] ?? 0) > roll) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Running totals of weights, for drawIndex. */
export function cumulativeOf(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => {
    sum += w;
    return sum;
  });
}
