import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { firstRoutePages, hintsFromManifest, routePattern, withFirstRouteHints } from './firstRoute';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'HomePage',
      path: './HomePage',
      assets: { js: { sync: ['961.aa.js', '__expose_HomePage.bb.js'] } },
    },
    {
      name: 'PropertyPage',
      path: './PropertyPage',
      assets: { js: { sync: ['__expose_PropertyPage.cc.js'] } },
    },
  ],
};

describe('route patterns', () => {
  it.each([
    ['/', '/', true],
    ['/', '/home', false],
    ['/property/:id', '/property/65f1c0ffee', true],
    ['/property/:id', '/property/65f1c0ffee/', true],
    ['/property/:id', '/property', false],
    ['/property/:id', '/property/a/b', false],
    ['/search', '/search', true],
    ['/search', '/searching', false],
  ])('%s matches %s: %s', (route, requestPath, expected) => {
    expect(routePattern(route).test(requestPath)).toBe(expected);
  });
});

describe('hints from a remote manifest', () => {
  it('names the entry and the exposed page chunks beside the manifest', () => {
    expect(hintsFromManifest(manifest, '/remotes/listings/mf-manifest.json', 'HomePage')).toEqual([
      '/remotes/listings/remoteEntry.js',
      '/remotes/listings/961.aa.js',
      '/remotes/listings/__expose_HomePage.bb.js',
    ]);
  });

  it('follows a remote moved to another origin, and an explicit publicPath', () => {
    expect(hintsFromManifest(manifest, 'https://cdn.example/l/mf-manifest.json', 'PropertyPage')).toEqual([
      'https://cdn.example/l/remoteEntry.js',
      'https://cdn.example/l/__expose_PropertyPage.cc.js',
    ]);
    const fixed = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://static.example/x/' },
    };
    expect(hintsFromManifest(fixed, '/remotes/listings/mf-manifest.json', 'Unknown')).toEqual([
      'https://static.example/x/remoteEntry.js',
    ]);
  });
});

describe('index.html with the first route', () => {
  const html = '<html><head><title>Stays</title></head><body><div id="root"></div></body></html>';

  it('writes the remote configuration as inert JSON that cannot close its element', () => {
    const out = withFirstRouteHints(html, { mfe_x: '/remotes/x/mf-manifest.json?a=</script><b>' }, null);
    const block = /<script type="application\/json" id="stays-remotes">(.*?)<\/script>/.exec(out);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual({ mfe_x: '/remotes/x/mf-manifest.json?a=</script><b>' });
    expect(out).not.toContain('<link');
    expect(out.indexOf('stays-remotes')).toBeLessThan(out.indexOf('</head>'));
  });

  it('preloads the manifest as a CORS fetch and the scripts as scripts', () => {
    const out = withFirstRouteHints(html, {}, { manifestUrl: '/m.json', scripts: ['/a.js', '/b.js?x="y"'] });
    expect(out).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/m.json">');
    expect(out).toContain('<link rel="preload" as="script" href="/a.js">');
    expect(out).toContain('<link rel="preload" as="script" href="/b.js?x=&quot;y&quot;">');
  });
});

describe('firstRoutePages', () => {
  let root: string;
  let cdn: http.Server;
  let cdnUrl: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'first-route-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<html><head></head><body></body></html>');
    for (const folder of ['mfe-listings', 'mfe-admin']) {
      mkdirSync(path.join(root, folder, 'src'), { recursive: true });
      mkdirSync(path.join(root, folder, 'dist'), { recursive: true });
      writeFileSync(path.join(root, folder, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
    }
    writeFileSync(
      path.join(root, 'mfe-listings', 'src', 'routes.json'),
      JSON.stringify([
        { module: 'HomePage', paths: ['/', '/home'] },
        { module: 'PropertyPage', paths: ['/property/:id'] },
      ]),
    );
    writeFileSync(
      path.join(root, 'mfe-admin', 'src', 'routes.json'),
      JSON.stringify([{ module: 'HomePage', paths: ['/admin'], roles: ['admin'] }]),
    );
    cdn = http.createServer((_req, res) =>
      res.setHeader('content-type', 'application/json').end(JSON.stringify(manifest)),
    );
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await new Promise((resolve) => cdn.close(resolve));
  });

  const remotes = [
    { federationName: 'mfe_listings', folder: 'mfe-listings', urlPrefix: '/remotes/listings/' },
    { federationName: 'mfe_admin', folder: 'mfe-admin', urlPrefix: '/remotes/admin/' },
  ];

  it("hints the owner remote of the path from this gateway's files", async () => {
    const manifestUrls = {
      mfe_listings: '/remotes/listings/mf-manifest.json',
      mfe_admin: '/remotes/admin/mf-manifest.json',
    };
    const pageFor = firstRoutePages({
      root,
      indexHtml: path.join(root, 'shell', 'dist', 'index.html'),
      remotes,
      manifest: manifestUrls,
    });
    const landing = await pageFor('/');
    expect(landing).toContain('href="/remotes/listings/mf-manifest.json"');
    expect(landing).toContain('href="/remotes/listings/__expose_HomePage.bb.js"');
    expect(landing).not.toContain('PropertyPage');
    expect(await pageFor('/property/abc')).toContain('href="/remotes/listings/__expose_PropertyPage.cc.js"');
    // Guarded pages and the shell's own pages: the configuration only.
    for (const page of ['/admin', '/about']) expect(await pageFor(page)).not.toContain('<link');
    expect(await pageFor('/about')).toContain('"mfe_listings":"/remotes/listings/mf-manifest.json"');
  });

  it('hints a remote moved with REMOTE_<NAME>_URL from its own origin', async () => {
    const pageFor = firstRoutePages({
      root,
      indexHtml: path.join(root, 'shell', 'dist', 'index.html'),
      remotes,
      manifest: {
        mfe_listings: `${cdnUrl}/listings/mf-manifest.json`,
        mfe_admin: '/remotes/admin/mf-manifest.json',
      },
    });
    const page = await pageFor('/home');
    expect(page).toContain(`href="${cdnUrl}/listings/remoteEntry.js"`);
    expect(page).toContain(`href="${cdnUrl}/listings/__expose_HomePage.bb.js"`);
  });
});
