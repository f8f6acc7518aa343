import { describe, expect, it } from 'vitest';
import { every } from './every';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('every', () => {
  it('runs a round at start, then on its interval, one round at a time, and stop waits for it', async () => {
    let active = 0;
    let most = 0;
    let rounds = 0;
    const job = every(
      5,
      async () => {
        active += 1;
        most = Math.max(most, active);
        await tick(20);
        rounds += 1;
        active -= 1;
      },
      () => undefined,
    );
    job.start();
    await tick(70);
    await job.stop();
    expect(active).toBe(0);
    expect(most).toBe(1);
    expect(rounds).toBeGreaterThanOrEqual(2);
    const after = rounds;
    await tick(30);
    expect(rounds).toBe(after);
  });

  it('hands a failed round to onError and goes on with the next', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const job = every(
      5,
      async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('first round fails');
      },
      (err) => errors.push(err),
    );
    job.start();
    await tick(40);
    await job.stop();
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('first round fails');
    expect(rounds).toBeGreaterThan(1);
  });
});
