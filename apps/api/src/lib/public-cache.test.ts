import { describe, expect, it, vi } from 'vitest';
import { PublicCache } from './public-cache';

describe('PublicCache', () => {
  it('keeps a value until its time runs out, then loads it again', async () => {
    const cache = new PublicCache(1000, 10);
    const load = vi.fn(async () => 'page');
    await cache.get('a', load, 0);
    await cache.get('a', load, 999);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('a', load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers that ask at once', async () => {
    const cache = new PublicCache(1000, 10);
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('page'), 5)));
    const answers = await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(answers).toEqual(['page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on invalidate', async () => {
    const cache = new PublicCache(60_000, 10);
    const load = vi.fn(async () => 'page');
    await cache.get('a', load);
    cache.invalidate();
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure', async () => {
    const cache = new PublicCache(60_000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('a', async () => 'page')).resolves.toBe('page');
  });

  it('stays within its size', async () => {
    const cache = new PublicCache(60_000, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, async () => key);
    expect(cache.size).toBeLessThanOrEqual(3);
  });
});
