import { tinyPng } from '../../fixtures/images';
import { running, type PropertyJson, cookies, call, graphql, createAs, upload } from './world';

export function describeImages() {
  describe('images (POST /api/upload-image, GET /images/:id)', () => {
    it('stores a real PNG and serves it back from the product URL with caching headers', async () => {
      const png = tinyPng();
      const uploaded = await upload('host', png, 'photo.png', 'image/png');
      expect(uploaded.status).toBe(201);
      expect(uploaded.body.url).toMatch(/^\/images\/[0-9a-f]{24}$/);
      const response = await fetch(`${running().url}${uploaded.body.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toBeTruthy();
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    });

    it('judges by content: a text file named .jpg and an SVG are refused with {error}', async () => {
      const renamed = await upload('host', Buffer.from('not an image'), 'photo.jpg', 'image/jpeg');
      expect(renamed.status).toBe(415);
      expect(renamed.body.error).toBe('Only JPEG, PNG, WebP or GIF images are accepted');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const refused = await upload('admin', svg, 'cover.svg', 'image/svg+xml');
      expect(refused.status).toBe(415);
      expect(refused.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    });

    it('refuses a file over 5 MB with 413, a missing field with 400', async () => {
      const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
      const tooLarge = await upload('host', big, 'big.png', 'image/png');
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.error).toBe('Image must be at most 5 MB');
      const wrongField = await upload('host', tinyPng(), 'photo.png', 'image/png', 'file');
      expect(wrongField.status).toBe(400);
      expect(wrongField.body.error).toEqual(expect.any(String));
    });

    it('lets every signed-in account upload (a profile photo, issue 46 #12), nobody signed out', async () => {
      expect((await upload('anonymous', tinyPng(), 'a.png', 'image/png')).status).toBe(401);
      expect((await upload('visitor', tinyPng(), 'a.png', 'image/png')).status).toBe(201);
      expect((await upload('staff', tinyPng(), 'a.png', 'image/png')).status).toBe(201);
    });

    it('GraphQL uploadImage takes a multipart file (with the preflight header) and stores it the same way', async () => {
      const graphqlUpload = async (data: Buffer, type: string, headers: Record<string, string>) => {
        const form = new FormData();
        form.append(
          'operations',
          JSON.stringify({
            query: 'mutation Up($image: Upload!) { uploadImage(image: $image) { url } }',
            variables: { image: null },
          }),
        );
        form.append('map', JSON.stringify({ 0: ['variables.image'] }));
        form.append('0', new Blob([new Uint8Array(data)], { type }), 'file');
        const response = await fetch(`${running().url}/graphql`, { method: 'POST', headers, body: form });
        return {
          status: response.status,
          body: (await response.json()) as {
            data?: { uploadImage: { url: string } };
            errors?: Array<{ extensions?: { code?: string } }>;
          },
        };
      };
      const png = tinyPng();
      const stored = await graphqlUpload(png, 'image/png', {
        cookie: cookies.host,
        'apollo-require-preflight': 'true',
      });
      expect(stored.status).toBe(200);
      const url = stored.body.data!.uploadImage.url;
      expect(url).toMatch(/^\/images\/[0-9a-f]{24}$/);
      const served = await fetch(`${running().url}${url}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

      const svg = await graphqlUpload(Buffer.from('<svg/>'), 'image/svg+xml', {
        cookie: cookies.host,
        'apollo-require-preflight': 'true',
      });
      expect(svg.status).toBe(415);
      // A cross-site form cannot set the preflight header: refused before anything is stored.
      expect((await graphqlUpload(png, 'image/png', { cookie: cookies.host })).status).toBe(400);
      // Every signed-in account may upload (a profile photo); a signed-out call is refused.
      expect(
        (
          await graphqlUpload(png, 'image/png', {
            cookie: cookies.visitor,
            'apollo-require-preflight': 'true',
          })
        ).status,
      ).toBe(200);
      const signedOut = await graphqlUpload(png, 'image/png', { 'apollo-require-preflight': 'true' });
      expect(signedOut.body.data?.uploadImage ?? null).toBeNull();
      expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // A JSON call naming a stored image it did not upload is refused.
      const forged = await graphql<unknown>(
        'mutation Up($image: Upload!) { uploadImage(image: $image) { url } }',
        { image: url },
        'otherHost',
      );
      expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('deleting a property deletes its images', async () => {
      const { body } = await upload('host', tinyPng(), 'cover.png', 'image/png');
      const property = await createAs('host', { title: 'With a Photo', images: JSON.stringify([body.url]) });
      expect(property.images).toEqual([body.url]);
      expect((await fetch(`${running().url}${body.url}`)).status).toBe(200);
      expect((await call('DELETE', `/api/properties/${property.id}`, 'host')).status).toBe(200);
      expect((await fetch(`${running().url}${body.url}`)).status).toBe(404);
    });

    it('removes uploads that no property shows, keeping attached and seeded images', async () => {
      const attached = await upload('host', tinyPng(), 'kept.png', 'image/png');
      const orphan = await upload('host', tinyPng(), 'orphan.png', 'image/png');
      await createAs('host', { title: 'Keeps its photo', images: [attached.body.url] });
      const seeded = (await call<PropertyJson[]>('GET', '/api/properties?status=approved')).body.find(
        (property) => property.images.length > 0,
      )!.images[0];
      const sweep = await fetch(`${running().subgraphs.properties.url}/internal/images/sweep`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': running().internalToken },
        body: JSON.stringify({ olderThanMs: 0 }),
      });
      expect(sweep.status).toBe(200);
      expect(((await sweep.json()) as { removed: number }).removed).toBeGreaterThanOrEqual(1);
      expect((await fetch(`${running().url}${orphan.body.url}`)).status).toBe(404);
      expect((await fetch(`${running().url}${attached.body.url}`)).status).toBe(200);
      expect((await fetch(`${running().url}${seeded}`)).status).toBe(200);
    });

    it('limits uploads per account (60 per 10 minutes) with 429 {error}', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61 && !statuses.includes(429); i++)
        statuses.push((await upload('admin', Buffer.from('x'), 'x.txt', 'text/plain')).status);
      // The admin uploaded once before (the SVG); every attempt counts, refused ones too.
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 415).length).toBe(59);
      const refused = await upload('admin', tinyPng(), 'a.png', 'image/png');
      expect(refused).toEqual({ status: 429, body: expect.objectContaining({ error: expect.any(String) }) });
      // Another account keeps its own budget.
      expect((await upload('host', tinyPng(), 'b.png', 'image/png')).status).toBe(201);
    });
  });
}
