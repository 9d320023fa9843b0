import { cacheControlFor, IMMUTABLE } from './cacheControl';
import { localRemotes, remoteManifest } from './frontends';

describe('front-end caching', () => {
  it.each([
    ['/x/shell/dist/index.html', 'no-cache'],
    ['/x/mfe-listings/dist/mf-manifest.json', 'no-cache'],
    ['/x/mfe-listings/dist/remoteEntry.js', 'no-cache'],
    ['/x/shell/dist/main.3f2a91c0.js', IMMUTABLE],
    ['/x/shell/dist/412.9ab34cd1e0.css', IMMUTABLE],
    ['/x/shell/dist/favicon.svg', 'no-cache'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('remote manifest', () => {
  it('points at the gateway by default and follows REMOTE_<NAME>_URL', () => {
    const manifest = remoteManifest({ REMOTE_HOST_URL: 'https://cdn.example/host/mf-manifest.json' });
    expect(manifest).toEqual({
      mfe_listings: '/remotes/listings/mf-manifest.json',
      mfe_booking: '/remotes/booking/mf-manifest.json',
      mfe_host: 'https://cdn.example/host/mf-manifest.json',
      mfe_staff: '/remotes/staff/mf-manifest.json',
      mfe_admin: '/remotes/admin/mf-manifest.json',
    });
  });
});

describe('remotes served from this gateway', () => {
  it('leaves out a remote moved with REMOTE_<NAME>_URL (its pages get no first view drawn here)', () => {
    expect(localRemotes({ REMOTE_LISTINGS_URL: 'https://cdn.example/listings/mf-manifest.json' })).toEqual({
      mfe_booking: 'mfe-booking',
      mfe_host: 'mfe-host',
      mfe_staff: 'mfe-staff',
      mfe_admin: 'mfe-admin',
    });
    expect(Object.keys(localRemotes({}))).toContain('mfe_listings');
  });
});
