import { describe, expect, it } from 'vitest';
import { createSharedRuns } from './shared-runs';

/* A run that finishes when told to, recording when it started. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { open, opened };
}

describe('shared runs of identical waiting searches', () => {
  it('runs identical requests that waited together once, and never joins a run already started', async () => {
    const shared = createSharedRuns(1);
    const started: string[] = [];
    const first = gate();
    let n = 0;
    const job = (key: string, wait?: Promise<void>) => async () => {
      started.push(key);
      n += 1;
      const mine = n;
      if (wait) await wait;
      return `${key}#${mine}`;
    };
    const a = shared('austin', job('austin', first.opened));
    // Arrive while the first austin runs: these wait, and the two austins share one run.
    const b = shared('austin', job('austin'));
    const c = shared('dentist', job('dentist'));
    const d = shared('austin', job('austin'));
    first.open();
    expect(await Promise.all([a, b, c, d])).toEqual([
      'austin#1',
      'austin#2',
      'dentist#3',
      'austin#2',
    ]);
    expect(started).toEqual(['austin', 'austin', 'dentist']);
  });

  it('gives every caller of a failed run its error', async () => {
    const shared = createSharedRuns(1);
    const first = gate();
    const a = shared('x', async () => {
      await first.opened;
      return 1;
    });
    const b = shared('y', async () => {
      throw new Error('database gone');
    });
    const c = shared('y', async () => 2);
    first.open();
    expect(await a).toBe(1);
    await expect(b).rejects.toThrow('database gone');
    await expect(c).rejects.toThrow('database gone');
  });

  it('runs up to its number of slots at once', async () => {
    const shared = createSharedRuns(2);
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
    };
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((k) => shared(k, job)));
    expect(most).toBe(2);
  });

  it('gives a free slot to the client served longest ago, not to whoever queued most (decision 035)', async () => {
    const shared = createSharedRuns(1);
    const order: string[] = [];
    const first = gate();
    const job = (name: string, wait?: Promise<void>) => async () => {
      order.push(name);
      if (wait) await wait;
    };
    const runs = [
      shared(null, job('a1', first.opened), 'attacker'),
      shared(null, job('a2'), 'attacker'),
      shared(null, job('a3'), 'attacker'),
      shared(null, job('v1'), 'visitor'),
    ];
    first.open();
    await Promise.all(runs);
    expect(order).toEqual(['a1', 'v1', 'a2', 'a3']);
  });

  it('never shares a run with a null key', async () => {
    const shared = createSharedRuns(1);
    const first = gate();
    let n = 0;
    const job = (wait?: Promise<void>) => async () => {
      n += 1;
      if (wait) await wait;
      return n;
    };
    const a = shared(null, job(first.opened));
    const b = shared(null, job());
    const c = shared(null, job());
    first.open();
    expect(await Promise.all([a, b, c])).toEqual([1, 2, 3]);
  });
});
