// What index.html carries for the page a visitor lands on (issue 16): the first image the phone paints largest
// (the landing's first featured stay, a property's first photo) is preloaded with the document, as an anonymous
// visitor sees it. The front ends come from a folder of this test's own (FRONTEND_ROOT): a minimal built shell
// and the listings remote's real route table, so the test needs no build.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stackForFile } from '../fixtures/client';

const REPO = path.resolve(__dirname, '../..');
const root = mkdtempSync(path.join(os.tmpdir(), 'stays-first-visit-'));
mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
writeFileSync(
  path.join(root, 'shell/dist/index.html'),
  '<!doctype html><html><head><title>Stays</title></head><body><div id="root"></div></body></html>',
);
mkdirSync(path.join(root, 'mfe-listings/src'), { recursive: true });
cpSync(path.join(REPO, 'mfe-listings/src/routes.json'), path.join(root, 'mfe-listings/src/routes.json'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const stack = stackForFile({ env: { FRONTEND_ROOT: root } });

async function page(pathname: string) {
  const response = await fetch(`${stack().url}${pathname}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]);

describe('index.html preloads the first image of the page it opens', () => {
  it("preloads the landing's first featured photo", async () => {
    const [first] = (await (await fetch(`${stack().url}/api/properties/featured?limit=1`)).json()) as Array<{
      images: string[];
    }>;
    expect(first.images[0]).toMatch(/^\/images\/[0-9a-f]{24}$/);
    expect(imagePreloads(await page('/'))).toEqual([first.images[0]]);
    expect(imagePreloads(await page('/home'))).toEqual([first.images[0]]);
  });

  it("preloads a property's first photo, and nothing for a property a visitor cannot see", async () => {
    const properties = (await (
      await fetch(`${stack().url}/api/properties?status=approved`)
    ).json()) as Array<{
      id?: string;
      _id?: string;
      images: string[];
    }>;
    const withPhoto = properties.find((property) => property.images.length > 0)!;
    const id = withPhoto.id ?? withPhoto._id;
    expect(imagePreloads(await page(`/property/${id}`))).toEqual([withPhoto.images[0]]);
    expect(imagePreloads(await page('/property/000000000000000000000000'))).toEqual([]);
  });

  it('preloads no image on pages whose first photo depends on the visitor (search, sign-in)', async () => {
    expect(imagePreloads(await page('/search?location=Martil'))).toEqual([]);
    expect(imagePreloads(await page('/login'))).toEqual([]);
  });
});
