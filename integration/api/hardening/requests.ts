import { raw, graphql, LEAKS, stack, cast, call } from './world';

export function describeCostlyGraphQL() {
  describe('GraphQL requests that cost or crashed the gateway (#1, #5, #14)', () => {
    it('refuses hundreds of aliased introspections at once, cheaply', async () => {
      const aliases = Array.from({ length: 400 }, (_, i) => `s${i}: __schema { types { name } }`).join(' ');
      const started = performance.now();
      const answer = await graphql({ query: `{ ${aliases} }` });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('introspection fields, the limit is 2');
      expect(answer.text.length).toBeLessThan(5000);
      expect(performance.now() - started).toBeLessThan(1000);
    });

    it.each([
      [
        'an unknown operationName',
        { query: 'query A { __typename } query B { __typename }', operationName: 'C' },
      ],
      [
        'several operations without a name to choose',
        { query: 'query A { __typename } query B { __typename }' },
      ],
      ['two anonymous operations', { query: '{ __typename } { __typename }' }],
      ['a subscription', { query: 'subscription { __typename }' }],
    ])('answers %s with 400', async (_name, body) => {
      const answer = await graphql(body);
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(LEAKS);
    });

    it('answers variables and GraphQL text nested thousands deep with 400, without engine messages', async () => {
      const deepList = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const variables = await graphql(
        `{"query":"query($v: String) { __typename }","variables":{"v":${deepList}}}`,
      );
      const text = await graphql({ query: `{ property(id: ${deepList}) { id } }` });
      const rest = await raw('POST', '/api/contact', `{"name":${deepList}}`);
      for (const answer of [variables, text, rest]) {
        expect(answer.status).toBe(400);
        expect(answer.text).toContain('nested too deeply');
        expect(answer.text).not.toMatch(LEAKS);
      }
    });

    it('answers a list variable of 20,000 wrongly typed items at once, with 400', async () => {
      const started = performance.now();
      const answer = await graphql({
        query: 'query($f: [String!]) { featuredProperties(filters: $f) { id } }',
        variables: { f: Array.from({ length: 20_000 }, (_, i) => i) },
      });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('a list is too long');
      expect(performance.now() - started).toBeLessThan(2000);
    });

    it('suggests no field names outside development', async () => {
      const answer = await graphql({ query: '{ propertis { id } }' });
      expect(answer.status).toBe(400);
      expect(answer.text).not.toContain('Did you mean');
    });
  });
}

export function describeAuthStatuses() {
  describe('signed out is 401, signed in without the right is 403, every time (#15)', () => {
    interface Operation {
      description?: string;
    }

    it('holds for every protected call of the OpenAPI document', async () => {
      const document = (await (await fetch(`${stack().url}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567'),
          access: /Access: ([^.]+)\./.exec(operation.description ?? '')?.[1] ?? 'anyone',
        })),
      );
      const protectedCalls = calls.filter((c) => c.access !== 'anyone');
      expect(protectedCalls.length).toBeGreaterThan(20);
      const wrong: string[] = [];
      for (const { method, path, access } of protectedCalls) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
        for (let round = 0; round < 3; round++) {
          const anonymous = await raw(method, path, body);
          if (anonymous.status !== 401 || !anonymous.text.includes('"Unauthorized"'))
            wrong.push(`${method} ${path} signed out: ${anonymous.status} ${anonymous.text.slice(0, 80)}`);
          if (access === 'admin' || access === 'staff or admin' || access === 'host') {
            const visitor = await raw(method, path, body, { cookie: cast.student.cookie });
            if (visitor.status !== 403)
              wrong.push(`${method} ${path} as a visitor: ${visitor.status} ${visitor.text.slice(0, 80)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  });
}

export function describeCrossSite() {
  describe('cross-site writes are refused, with or without a body (#10)', () => {
    it.each(['/api/logout', '/api/upgrade-to-host', '/api/upload-image'])('POST %s', async (path) => {
      const evil = { origin: 'https://evil.example', cookie: cast.student.cookie };
      const refused = await raw('POST', path, undefined, evil);
      expect(refused.status).toBe(403);
      const fetchMetadata = await raw('POST', path, undefined, {
        'sec-fetch-site': 'cross-site',
        cookie: cast.student.cookie,
      });
      expect(fetchMetadata.status).toBe(403);
    });

    it('lets same-origin writes through', async () => {
      const answer = await raw('POST', '/api/logout', undefined, {
        origin: stack().url,
        'sec-fetch-site': 'same-origin',
      });
      expect(answer.status).toBe(200);
    });
  });
}

export function describeSignedOutInbox() {
  describe('a signed-out inbox is 401, not empty (#15)', () => {
    it.each(['{ myNotifications { id } }', '{ notificationPage { total } }'])('%s', async (query) => {
      const answer = JSON.parse((await graphql({ query })).text) as {
        errors?: Array<{ extensions?: { code?: string } }>;
      };
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
}

export function describeBadInput() {
  describe('bad input is a 4xx (#5)', () => {
    it('answers a contact form field over 64 KB with 400 by field', async () => {
      const answer = await call('POST', '/api/contact', {
        name: 'Tester',
        email: 'tester@example.com',
        subject: 'Long',
        message: 'x'.repeat(70_000),
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(
        expect.objectContaining({ errors: expect.objectContaining({ message: expect.any(String) }) }),
      );
    });
  });
}
