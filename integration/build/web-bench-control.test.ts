import { startControlPage, type ControlPage } from '../../bench/web/control';

// bench:web's control page: what a page costs the calibrated phone before any work of its own. It must be served
// as the gateway serves its pages (the opener policy is what puts a document in a new renderer process) and carry
// nothing of the product's.
describe('the web benchmark’s control page', () => {
  let control: ControlPage;
  beforeAll(async () => {
    control = await startControlPage();
  });
  afterAll(async () => {
    await control.close();
  });

  it('is a page with no script, style sheet or image, under the gateway’s security headers', async () => {
    const response = await fetch(control.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<h1>Control page</h1>');
    expect(html).not.toMatch(/<script|<link|<style|<img/);
  });

  it("serves the interactions benchmark's control: one button whose click a same-origin script answers", async () => {
    const response = await fetch(control.interactionUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<button type="button" id="toggle">');
    const script = html.match(/<script src="([^"]+)"/)?.[1];
    expect(script).toBe('/toggle.js');
    const code = await fetch(new URL(script!, control.url));
    expect(code.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await code.text()).toContain("classList.toggle('on')");
  });

  it('answers nothing else', async () => {
    expect((await fetch(new URL('/main.js', control.url))).status).toBe(404);
  });
});
