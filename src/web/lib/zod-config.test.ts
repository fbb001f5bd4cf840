import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('sets jitless where zod reads its settings, without importing zod first', async () => {
    await import('@/web/lib/zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
