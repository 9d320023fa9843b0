import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../context';
import { firstImageLookup } from '../web/firstImage';
import { firstViewRenderer } from '../web/firstView';
import { gatewayCaches } from './caches';
import { cacheConfigFromEnv } from './config';
import { localInvalidator } from './invalidation';

// The first image and the first view of a property page, drawn through the gateway's caches from a stand-in
// graph whose property changes photo, and a stand-in build whose render says which photo it drew.
const PROPERTY = '65f1c0ffee65f1c0ffee0001';
let photo = '/images/aaaaaaaaaaaaaaaaaaaaaaaa';
let reads = 0;
const server = {
  executeOperation: () => {
    reads += 1;
    return Promise.resolve({
      body: { kind: 'single', singleResult: { data: { property: { images: [photo] } } } },
    });
  },
} as unknown as ApolloServer<GatewayContext>;

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'gateway-caches-'));
  for (const folder of ['shell', 'mfe-listings'])
    mkdirSync(path.join(root, folder, 'dist', 'server'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell', 'dist', 'server', 'index.cjs'),
    `module.exports = {
      firstViewLocale: () => 'en',
      renderFirstView: async ({ execute }) => {
        const answer = await execute({ kind: 'Document', definitions: [] }, {});
        const drawn = answer.data.property.images[0];
        return { head: '', data: { elementId: 'x', cache: null }, body: drawn, lang: 'en', dir: 'ltr' };
      },
    };`,
  );
  writeFileSync(path.join(root, 'mfe-listings', 'dist', 'server', 'index.cjs'), 'module.exports = {};');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function pages() {
  const caches = gatewayCaches(cacheConfigFromEnv({}));
  const invalidator = localInvalidator(Object.values(caches));
  const firstImage = firstImageLookup(server, caches.firstImages);
  const firstView = firstViewRenderer({
    root,
    shellFolder: 'shell',
    localRemotes: { mfe_listings: 'mfe-listings' },
    server,
    cache: caches.firstViews,
    log: () => {},
  });
  const view = async () =>
    (await firstView({ remote: 'mfe_listings', url: `/property/${PROPERTY}`, acceptedLanguages: ['en'] }))
      ?.body;
  return { invalidator, image: () => firstImage(`/property/${PROPERTY}`), view };
}

describe("a write empties the property's first image and first view", () => {
  beforeEach(() => {
    photo = '/images/aaaaaaaaaaaaaaaaaaaaaaaa';
    reads = 0;
  });

  it('keeps both for their lifetime while nothing is written', async () => {
    const page = pages();
    expect([await page.image(), await page.view()]).toEqual([photo, photo]);
    const before = photo;
    photo = '/images/bbbbbbbbbbbbbbbbbbbbbbbb';
    expect([await page.image(), await page.view()]).toEqual([before, before]);
    expect(reads).toBe(2);
  });

  it('draws both again after a write to that property, the drawn view served meanwhile (never undrawn)', async () => {
    const page = pages();
    await page.image();
    const before = await page.view();
    photo = '/images/bbbbbbbbbbbbbbbbbbbbbbbb';
    page.invalidator.invalidate({ propertyIds: [PROPERTY], reason: 'mutation updateProperty' });
    expect([await page.image(), await page.view()]).toEqual([photo, before]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await page.view()).toBe(photo);
    expect(reads).toBe(4);
  });

  it('keeps both across a write to another listing or one that changes no listing', async () => {
    const page = pages();
    await page.image();
    await page.view();
    const before = photo;
    photo = '/images/bbbbbbbbbbbbbbbbbbbbbbbb';
    page.invalidator.invalidate({ propertyIds: ['65f1c0ffee65f1c0ffee0002'], lists: true, reason: 'edit' });
    page.invalidator.invalidate({ reason: 'mutation sendMessage' });
    expect([await page.image(), await page.view()]).toEqual([before, before]);
    expect(reads).toBe(2);
  });
});
