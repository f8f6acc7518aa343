import { describe, expect, it } from 'vitest';
import { asAsker, createFairTurns } from './fair-turns';

describe('fair turns of search statements (decision 035)', () => {
  it('runs one statement at a time, the next turn to the asker served longest ago', async () => {
    const turns = createFairTurns();
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const statement = (name: string) =>
      turns(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(name);
        await new Promise((r) => setTimeout(r, 2));
        running -= 1;
      });
    // Three searches of an attacker's, two statements each, all waiting.
    const attacks = [1, 2, 3].map((n) =>
      asAsker('attacker', async () => {
        await statement(`a${n}.1`);
        await statement(`a${n}.2`);
      }),
    );
    // A visitor arrives while the attacker's first statement runs.
    await new Promise((r) => setTimeout(r, 1));
    const visit = asAsker('visitor', () => statement('v1'));
    await Promise.all([...attacks, visit]);
    expect(most).toBe(1);
    expect(order[0]).toBe('a1.1');
    expect(order[1]).toBe('v1');
  });

  it('lets the event loop read other requests between two statements of one search', async () => {
    const turns = createFairTurns();
    const events: string[] = [];
    const search = asAsker('someone', async () => {
      await turns(async () => {
        events.push('statement 1');
        setImmediate(() => events.push('another request'));
      });
      await turns(async () => {
        events.push('statement 2');
      });
    });
    await search;
    expect(events).toEqual(['statement 1', 'another request', 'statement 2']);
  });

  it('passes a failed statement’s error to its caller and goes on with the next', async () => {
    const turns = createFairTurns();
    await expect(
      turns(async () => {
        throw new Error('syntax error');
      }),
    ).rejects.toThrow('syntax error');
    expect(await turns(async () => 'next')).toBe('next');
  });
});
