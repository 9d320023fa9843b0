import type { CacheChange } from './invalidation';
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
    cache.invalidate({ all: true, reason: 'a write' }); // the next visitor asks again
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

  it('empties what a change touches: lists for `lists`, entries naming a listing or account for those', () => {
    const P1 = '65f1c0ffee65f1c0ffee0001';
    const P2 = '65f1c0ffee65f1c0ffee0002';
    const HOST = '65f1c0ffee65f1c0ffee00aa';
    const cases: Array<[CacheChange, string[]]> = [
      [{ propertyIds: [P1], reason: 'edit p1' }, ['/search', `/property/${P2}`]],
      [{ propertyIds: [P1], lists: true, reason: 'edit p1' }, [`/property/${P2}`]],
      [{ lists: true, reason: 'approval' }, [`/property/${P1}`, `/property/${P2}`]],
      [{ accountIds: [HOST], reason: 'block' }, ['/search', `/property/${P2}`]],
      [{ userIds: [HOST], reason: 'logout' }, ['/search', `/property/${P1}`, `/property/${P2}`]],
      [{ reason: 'mutation sendMessage' }, ['/search', `/property/${P1}`, `/property/${P2}`]],
      [{ all: true, reason: 'missed changes' }, []],
    ];
    for (const [change, kept] of cases) {
      const cache = new TimedCache<string>(60_000, 500);
      cache.set('/search', `[{"id":"${P2}"}]`);
      cache.set(`/property/${P1}`, `{"id":"${P1}","host":{"id":"${HOST}"}}`);
      cache.set(`/property/${P2}`, `{"id":"${P2}"}`);
      cache.invalidate(change);
      const left = ['/search', `/property/${P1}`, `/property/${P2}`].filter((key) => cache.get(key));
      expect({ change: change.reason, left }).toEqual({ change: change.reason, left: kept });
    }
  });

  it('empties an answer still being made for any change that names ids (it may name them)', () => {
    const cache = new TimedCache<Promise<string>>(60_000, 500);
    cache.set('/property/65f1c0ffee65f1c0ffee0002', new Promise<string>(() => {}));
    cache.invalidate({ reason: 'mutation sendMessage' });
    expect(cache.get('/property/65f1c0ffee65f1c0ffee0002')).toBeDefined();
    cache.invalidate({ propertyIds: ['65f1c0ffee65f1c0ffee0001'], reason: 'edit' });
    expect(cache.get('/property/65f1c0ffee65f1c0ffee0002')).toBeUndefined();
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

  it('serves a drawn page a write touched while it is drawn again, never keeping a redraw begun before it', async () => {
    jest.useFakeTimers();
    const cache = pages();
    await cache.shareOrRedraw('/', () => Promise.resolve('before the write'));
    jest.advanceTimersByTime(1000);
    let finish: (page: string) => void = () => undefined;
    const redraw = new Promise<string>((resolve) => (finish = resolve));
    await expect(cache.shareOrRedraw('/', () => redraw)).resolves.toBe('before the write');
    cache.invalidate({ lists: true, reason: 'mutation setPropertyFeatured' });
    finish('drawn from before the write');
    await redraw;
    await Promise.resolve();
    expect(cache.get('/')).toBeUndefined();
    // Still drawn, never the undrawn page: the old one while one begun after the write is drawn.
    await expect(cache.shareOrRedraw('/', () => null)).resolves.toBe('before the write');
    await expect(cache.shareOrRedraw('/', () => Promise.resolve('after the write'))).resolves.toBe(
      'before the write',
    );
    await Promise.resolve();
    await expect(cache.shareOrRedraw('/', () => null)).resolves.toBe('after the write');
    // A fresh page a write touches is served too while it is drawn again.
    cache.invalidate({ lists: true, reason: 'mutation createReview' });
    await expect(cache.shareOrRedraw('/', () => Promise.resolve('after two writes'))).resolves.toBe(
      'after the write',
    );
    await Promise.resolve();
    await expect(cache.shareOrRedraw('/', () => null)).resolves.toBe('after two writes');
  });

  it('drops an answer past its lifetime when it does not redraw in the background', async () => {
    jest.useFakeTimers();
    const cache = new TimedCache<Promise<string | null>>(1000, 300);
    await cache.shareOrRedraw('/', () => Promise.resolve('page 1'));
    jest.advanceTimersByTime(1000);
    expect(cache.shareOrRedraw('/', () => null)).toBeUndefined();
  });
});
