import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once however often it is asked', async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ n: ++loads }));
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return 'schemas';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('schemas');
    expect(loads).toBe(2);
  });
});
