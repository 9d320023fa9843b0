import { PublicReadCache } from './publicCache';

const later = <T>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('PublicReadCache.share', () => {
  it('hands the answer being fetched to whoever asks meanwhile, and keeps it once it arrives', async () => {
    const cache = new PublicReadCache<Promise<string | undefined>>(60_000);
    const answer = cache.share('featured', later('seven stays'));
    expect(cache.get('featured')).toBe(answer);
    await expect(cache.get('featured')).resolves.toBe('seven stays');
    await answer;
    await expect(cache.get('featured')).resolves.toBe('seven stays');
  });

  it('forgets an answer that could not be had (nothing, or a failure), so the next request asks again', async () => {
    const cache = new PublicReadCache<Promise<string | undefined>>(60_000);
    await cache.share('empty', later(undefined));
    expect(cache.get('empty')).toBeUndefined();
    await cache.share('broken', Promise.reject(new Error('subgraph down'))).catch(() => undefined);
    await later(null, 0);
    expect(cache.get('broken')).toBeUndefined();
  });

  it('does not drop a newer answer when an older one for the same key fails', async () => {
    const cache = new PublicReadCache<Promise<string | undefined>>(60_000);
    const older = cache.share('featured', later(undefined, 10));
    cache.clear(); // a write: the next visitor asks again
    const newer = cache.share('featured', later('after the write', 1));
    await Promise.all([older, newer]);
    await expect(cache.get('featured')).resolves.toBe('after the write');
  });

  it('keeps nothing when its time box is 0', async () => {
    const cache = new PublicReadCache<Promise<string | undefined>>(0);
    await expect(cache.share('featured', later('seven stays'))).resolves.toBe('seven stays');
    expect(cache.get('featured')).toBeUndefined();
  });
});
