import { TimedCache } from './timedCache';

const later = <T>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('TimedCache.share', () => {
  it('hands the answer being fetched to whoever asks meanwhile, and keeps it once it arrives', async () => {
    const cache = new TimedCache<Promise<string | undefined>>(60_000, 500);
    const answer = cache.share('featured', later('seven stays'));
    expect(cache.get('featured')).toBe(answer);
    await expect(cache.get('featured')).resolves.toBe('seven stays');
    await answer;
    await expect(cache.get('featured')).resolves.toBe('seven stays');
  });

  it('forgets an answer that could not be had (nothing, or a failure), so the next request asks again', async () => {
    const cache = new TimedCache<Promise<string | undefined>>(60_000, 500);
    await cache.share('empty', later(undefined));
    expect(cache.get('empty')).toBeUndefined();
    await cache.share('broken', Promise.reject(new Error('subgraph down'))).catch(() => undefined);
    await later(null, 0);
    expect(cache.get('broken')).toBeUndefined();
  });

  it('does not drop a newer answer when an older one for the same key fails', async () => {
    const cache = new TimedCache<Promise<string | undefined>>(60_000, 500);
    const older = cache.share('featured', later(undefined, 10));
    cache.invalidate({ reason: 'a write' }); // the next visitor asks again
    const newer = cache.share('featured', later('after the write', 1));
    await Promise.all([older, newer]);
    await expect(cache.get('featured')).resolves.toBe('after the write');
  });

  it('keeps nothing when its time box is 0', async () => {
    const cache = new TimedCache<Promise<string | undefined>>(0, 500);
    await expect(cache.share('featured', later('seven stays'))).resolves.toBe('seven stays');
    expect(cache.get('featured')).toBeUndefined();
  });
});

describe('TimedCache lifetime and invalidation', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps an answer for its lifetime and not a moment longer', () => {
    jest.useFakeTimers();
    const cache = new TimedCache<string>(1000, 500);
    cache.set('featured', 'seven stays');
    jest.advanceTimersByTime(999);
    expect(cache.get('featured')).toBe('seven stays');
    jest.advanceTimersByTime(1);
    expect(cache.get('featured')).toBeUndefined();
  });

  it('is emptied whole by any change, whatever it names', () => {
    const cache = new TimedCache<string>(60_000, 500);
    for (const change of [
      { propertyIds: ['p1'], reason: 'PUT /api/properties/p1' },
      { userIds: ['u1'], reason: 'block' },
      { all: true, reason: 'missed changes' },
      { reason: 'POST /api/bookings' },
    ]) {
      cache.set('featured', 'seven stays');
      cache.set('/property/p2', 'another stay');
      cache.invalidate(change);
      expect([cache.get('featured'), cache.get('/property/p2')]).toEqual([undefined, undefined]);
    }
  });

  it('holds at most its bound, the oldest leaving first', () => {
    const cache = new TimedCache<string>(60_000, 2);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', '3']);
  });
});

describe('TimedCache.shareOrRedraw (a page cache that redraws in the background)', () => {
  afterEach(() => jest.useRealTimers());
  const pages = () => new TimedCache<Promise<string | null>>(1000, 300, { redrawInBackground: true });

  it('hands out the old page past its lifetime while one redraw runs, then the new page', async () => {
    jest.useFakeTimers();
    const cache = pages();
    let finish: (page: string) => void = () => undefined;
    const redraw = new Promise<string>((resolve) => (finish = resolve));
    const draws = [Promise.resolve('page 1'), redraw];
    const draw = jest.fn(() => draws.shift() ?? null);
    await expect(cache.shareOrRedraw('/', draw)).resolves.toBe('page 1');
    jest.advanceTimersByTime(1000);
    expect(cache.get('/')).toBeUndefined(); // past its lifetime: not fresh
    await expect(cache.shareOrRedraw('/', draw)).resolves.toBe('page 1');
    await expect(cache.shareOrRedraw('/', draw)).resolves.toBe('page 1'); // the redraw is under way: no second
    expect(draw).toHaveBeenCalledTimes(2);
    finish('page 2');
    await redraw;
    await expect(cache.shareOrRedraw('/', draw)).resolves.toBe('page 2');
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('keeps the old page when a redraw gives nothing or fails, and tries again at the next request', async () => {
    jest.useFakeTimers();
    const cache = pages();
    await cache.shareOrRedraw('/', () => Promise.resolve('page 1'));
    jest.advanceTimersByTime(1000);
    await expect(cache.shareOrRedraw('/', () => Promise.resolve(null))).resolves.toBe('page 1');
    await Promise.resolve();
    await expect(cache.shareOrRedraw('/', () => Promise.reject(new Error('subgraph down')))).resolves.toBe(
      'page 1',
    );
    await Promise.resolve();
    await expect(cache.shareOrRedraw('/', () => null)).resolves.toBe('page 1'); // no budget to draw now
    await expect(cache.shareOrRedraw('/', () => Promise.resolve('page 2'))).resolves.toBe('page 1');
    await Promise.resolve();
    await expect(cache.shareOrRedraw('/', () => null)).resolves.toBe('page 2');
  });

  it('never serves a page from before a write, nor keeps a redraw begun before it', async () => {
    jest.useFakeTimers();
    const cache = pages();
    await cache.shareOrRedraw('/', () => Promise.resolve('before the write'));
    jest.advanceTimersByTime(1000);
    let finish: (page: string) => void = () => undefined;
    const redraw = new Promise<string>((resolve) => (finish = resolve));
    await expect(cache.shareOrRedraw('/', () => redraw)).resolves.toBe('before the write');
    cache.invalidate({ reason: 'PUT /api/properties/p1' });
    finish('drawn from before the write');
    await redraw;
    await Promise.resolve();
    expect(cache.get('/')).toBeUndefined();
    expect(cache.shareOrRedraw('/', () => null)).toBeUndefined(); // nothing to hand out: the visitor waits
    await expect(cache.shareOrRedraw('/', () => Promise.resolve('after the write'))).resolves.toBe(
      'after the write',
    );
  });

  it('drops an answer past its lifetime when it does not redraw in the background', async () => {
    jest.useFakeTimers();
    const cache = new TimedCache<Promise<string | null>>(1000, 300);
    await cache.shareOrRedraw('/', () => Promise.resolve('page 1'));
    jest.advanceTimersByTime(1000);
    expect(cache.shareOrRedraw('/', () => null)).toBeUndefined();
  });
});
