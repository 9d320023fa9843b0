import { cacheConfigFromEnv } from './config';

describe('cacheConfigFromEnv', () => {
  it('gives every lifetime its default', () => {
    expect(cacheConfigFromEnv({})).toEqual({
      publicReadsMs: 1000,
      pagesMs: 60_000,
      sessionsMs: 1000,
      imageBytes: 32 * 1024 * 1024,
    });
  });

  it('reads each from its variable, within its bounds', () => {
    expect(
      cacheConfigFromEnv({ PUBLIC_CACHE_MS: '9000', PAGE_CACHE_MS: '120000', SESSION_CACHE_MS: '-5' }),
    ).toMatchObject({ publicReadsMs: 5000, pagesMs: 60_000, sessionsMs: 0 });
    expect(cacheConfigFromEnv({ IMAGE_CACHE_MB: '0' }).imageBytes).toBe(0);
    expect(cacheConfigFromEnv({ IMAGE_CACHE_MB: '5000' }).imageBytes).toBe(1024 * 1024 * 1024);
    expect(cacheConfigFromEnv({ PAGE_CACHE_MS: '2500', SESSION_CACHE_MS: '250' })).toMatchObject({
      publicReadsMs: 1000,
      pagesMs: 2500,
      sessionsMs: 250,
    });
  });

  it('keeps no page when public reads are off, unless PAGE_CACHE_MS says so', () => {
    expect(cacheConfigFromEnv({ PUBLIC_CACHE_MS: '0' }).pagesMs).toBe(0);
    expect(cacheConfigFromEnv({ PUBLIC_CACHE_MS: '0', PAGE_CACHE_MS: '3000' }).pagesMs).toBe(3000);
  });

  it('falls back to the default for a value that is not a number', () => {
    expect(cacheConfigFromEnv({ PUBLIC_CACHE_MS: 'soon', SESSION_CACHE_MS: '' })).toMatchObject({
      publicReadsMs: 1000,
      sessionsMs: 1000,
    });
  });
});
