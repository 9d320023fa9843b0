import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkFeedUrl, FEED_TIMEOUT_MS, fetchFeed, insideAddressKind, MAX_FEED_BYTES } from './fetch';

describe('which addresses a calendar may be fetched from', () => {
  it('knows loopback, private, link-local and metadata addresses, IPv4 and IPv6', () => {
    expect(insideAddressKind('127.0.0.1')).toBe('a loopback address');
    expect(insideAddressKind('::1')).toBe('a loopback address');
    expect(insideAddressKind('::ffff:127.0.0.1')).toBe('a loopback address');
    expect(insideAddressKind('10.1.2.3')).toBe('a private network address');
    expect(insideAddressKind('172.20.0.1')).toBe('a private network address');
    expect(insideAddressKind('192.168.1.10')).toBe('a private network address');
    expect(insideAddressKind('fd12:3456::1')).toBe('a private network address');
    expect(insideAddressKind('169.254.10.1')).toBe('a link-local address');
    expect(insideAddressKind('fe80::1')).toBe('a link-local address');
    expect(insideAddressKind('169.254.169.254')).toBe('a cloud metadata address');
    expect(insideAddressKind('0.0.0.0')).toBe('a reserved address');
    expect(insideAddressKind('93.184.215.14')).toBeNull();
    expect(insideAddressKind('2606:4700::6810:84e5')).toBeNull();
  });

  it('refuses other schemes and inside addresses with the reason, unless they are allowed', async () => {
    await expect(checkFeedUrl('file:///etc/passwd', false)).rejects.toThrow(
      'The calendar address must start with http:// or https://',
    );
    await expect(checkFeedUrl('not a url', false)).rejects.toThrow('must be a web address');
    await expect(checkFeedUrl('http://169.254.169.254/latest/meta-data', false)).rejects.toThrow(
      '169.254.169.254, a cloud metadata address: calendars are only fetched from the public internet',
    );
    await expect(checkFeedUrl('http://[::1]:8080/cal.ics', false)).rejects.toThrow('::1, a loopback address');
    await expect(checkFeedUrl('http://localhost/cal.ics', false)).rejects.toThrow(
      /localhost resolves to (127\.0\.0\.1|::1), a loopback address/,
    );
    await expect(checkFeedUrl('http://10.0.0.8/cal.ics', false)).rejects.toThrow('a private network address');
    await expect(checkFeedUrl('http://localhost/cal.ics', true)).resolves.toBeInstanceOf(URL);
  });
});

describe('fetchFeed', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const hops = Number(/^\/hop\/(\d+)$/.exec(req.url ?? '')?.[1] ?? NaN);
      if (req.url === '/hang') return; // never answers
      if (Number.isFinite(hops))
        return void res.writeHead(302, { location: hops > 0 ? `/hop/${hops - 1}` : '/cal.ics' }).end();
      if (req.url === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      res
        .writeHead(200, { 'content-type': 'text/calendar', etag: '"e1"' })
        .end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('waits 10 s at most, reads 2 MB at most by default', () => {
    expect(FEED_TIMEOUT_MS).toBe(10_000);
    expect(MAX_FEED_BYTES).toBe(2 * 1024 * 1024);
  });

  it('gives up on a server that hangs when the time is up', async () => {
    const started = Date.now();
    await expect(fetchFeed(`${base}/hang`, {}, { allowPrivate: true, timeoutMs: 300 })).rejects.toMatchObject(
      {
        code: 'timeout',
        message: "The calendar's server did not answer within 0.3 s",
      },
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('follows 3 redirects, not 4, and checks each target again', async () => {
    await expect(fetchFeed(`${base}/hop/2`, {}, { allowPrivate: true })).resolves.toMatchObject({
      changed: true,
      etag: '"e1"',
    });
    await expect(fetchFeed(`${base}/hop/3`, {}, { allowPrivate: true })).rejects.toMatchObject({
      code: 'too-many-redirects',
    });
    await expect(fetchFeed(`${base}/to-file`, {}, { allowPrivate: true })).rejects.toMatchObject({
      code: 'invalid-url',
    });
  });
});
