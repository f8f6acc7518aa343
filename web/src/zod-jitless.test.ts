import { describe, expect, it } from 'vitest';

describe('zod runs jitless in the browser', () => {
  it('zod reads the global that zod-jitless.ts sets before zod loads', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
