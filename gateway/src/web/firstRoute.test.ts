import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstRoutePages, routePattern, withFirstRouteHints, withFirstView } from './firstRoute';

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

describe('index.html with the first route', () => {
  const html = '<html><head><title>Stays</title></head><body><div id="root"></div></body></html>';

  it('writes the remote configuration as inert JSON that cannot close its element', () => {
    const out = withFirstRouteHints(
      html,
      { mfe_x: '/remotes/x/mf-manifest.json?a=</script><b>' },
      { manifestUrl: null, scripts: [] },
    );
    const block = /<script type="application\/json" id="stays-remotes">(.*?)<\/script>/.exec(out);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual({ mfe_x: '/remotes/x/mf-manifest.json?a=</script><b>' });
    expect(out).not.toContain('<link');
    expect(out.indexOf('stays-remotes')).toBeLessThan(out.indexOf('</head>'));
  });

  it('preloads the first image with high priority, before the scripts', () => {
    const out = withFirstRouteHints(
      html,
      {},
      { manifestUrl: null, scripts: ['/a.js'], image: '/images/abc' },
    );
    const image = out.indexOf('<link rel="preload" as="image" fetchpriority="high" href="/images/abc">');
    expect(image).toBeGreaterThan(0);
    expect(image).toBeLessThan(out.indexOf('/a.js'));
    expect(withFirstRouteHints(html, {}, { manifestUrl: null, scripts: [], image: null })).not.toContain(
      'as="image"',
    );
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

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'first-route-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<html><head></head><body></body></html>');
    writeFileSync(
      path.join(root, 'shell', 'dist', 'mf-manifest.json'),
      JSON.stringify({ shared: [{ assets: { js: { sync: ['325.react-dom.js'] } } }] }),
    );
    for (const folder of ['mfe-listings', 'mfe-admin'])
      mkdirSync(path.join(root, folder, 'src'), { recursive: true });
    writeFileSync(
      path.join(root, 'mfe-listings', 'src', 'routes.json'),
      JSON.stringify([
        { module: 'HomePage', paths: ['/', '/home'] },
        { module: 'PropertyPage', paths: ['/property/:id'] },
      ]),
    );
    writeFileSync(
      path.join(root, 'mfe-admin', 'src', 'routes.json'),
      JSON.stringify([{ module: 'AdminPage', paths: ['/admin'], roles: ['admin'] }]),
    );
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const remotes = [
    { federationName: 'mfe_listings', folder: 'mfe-listings', urlPrefix: '/remotes/listings/' },
    { federationName: 'mfe_admin', folder: 'mfe-admin', urlPrefix: '/remotes/admin/' },
  ];
  const pages = (manifest: Record<string, string>) =>
    firstRoutePages({ root, indexHtml: path.join(root, 'shell', 'dist', 'index.html'), remotes, manifest });

  it('preloads the owner remote manifest of the path and the shell singletons', async () => {
    const pageFor = pages({
      mfe_listings: '/remotes/listings/mf-manifest.json',
      mfe_admin: '/remotes/admin/mf-manifest.json',
    });
    for (const page of ['/', '/home', '/property/abc']) {
      const html = await pageFor(page);
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/listings/mf-manifest.json">',
      );
      expect(html).toContain('<link rel="preload" as="script" href="/325.react-dom.js">');
    }
    // Guarded pages and the shell's own pages: the configuration and the shell's singletons only.
    for (const page of ['/admin', '/about']) {
      const html = await pageFor(page);
      expect(html).not.toContain('as="fetch"');
      expect(html).toContain('href="/325.react-dom.js"');
      expect(html).toContain('"mfe_listings":"/remotes/listings/mf-manifest.json"');
    }
  });

  it('preloads a remote moved with REMOTE_<NAME>_URL from where it moved', async () => {
    const html = await pages({
      mfe_listings: 'https://cdn.example/listings/mf-manifest.json',
      mfe_admin: '/remotes/admin/mf-manifest.json',
    })('/home');
    expect(html).toContain(
      'as="fetch" crossorigin="anonymous" href="https://cdn.example/listings/mf-manifest.json"',
    );
    expect(html).toContain('"mfe_listings":"https://cdn.example/listings/mf-manifest.json"');
  });
});

describe('index.html with a first view', () => {
  const view = {
    head: '<style data-styled="true" data-styled-version="6.6.0">.a{}</style>',
    data: { elementId: 'stays-first-data', answers: { 'Note:{}': { note: '</script><b>' } } },
    body: '<header>Stays</header><main>drawn</main>',
    lang: 'ar',
    dir: 'rtl' as const,
  };

  it.each([
    [
      'as written',
      '<!doctype html><html lang="en" dir="ltr"><head><title>Stays</title></head><body><div id="root"></div></body></html>',
    ],
    [
      'minified',
      '<!doctype html><html lang=en dir=ltr><head><title>Stays</title></head><body><noscript>x</noscript><div id=root></div></body></html>',
    ],
  ])('puts the styles in the head, the view inside #root and its language on <html> (%s)', (_, html) => {
    const out = withFirstView(html, view);
    expect(out).toContain('<html lang="ar" dir="rtl">');
    // The handed-over answers: a data block in the head that nothing in it can close.
    const block = /<script type="application\/json" id="stays-first-data">(.*?)<\/script>/.exec(out);
    expect(JSON.parse(block![1])).toEqual(view.data.answers);
    expect(block!.index).toBeLessThan(out.indexOf('</head>'));
    expect(out.indexOf(view.head)).toBeLessThan(out.indexOf('</head>'));
    expect(out).toMatch(
      /<body>(<noscript>x<\/noscript>)?<div id="root" data-drawn><header>Stays<\/header><main>drawn<\/main><\/div><\/body>/,
    );
  });

  it("drops the preloads of the shell's singletons: the drawn page paints before the app loads them", () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    const hints = { manifestUrl: '/remotes/listings/mf-manifest.json', scripts: ['/505.js'] };
    expect(withFirstRouteHints(html, {}, hints)).toContain('<link rel="preload" as="script" href="/505.js">');
    const drawn = withFirstRouteHints(html, {}, { ...hints, view });
    expect(drawn).not.toContain('as="script"');
    expect(drawn).toContain('/remotes/listings/mf-manifest.json');
  });

  it('leaves a page without #root as it was', () => {
    const html = '<html><head></head><body></body></html>';
    expect(withFirstView(html, view)).toBe(html);
  });
});
