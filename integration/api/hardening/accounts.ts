import { futureStay, randomIp, sessionCookie } from '../../fixtures/client';
import { newAccount, raw, graphql, cast, call } from './world';

export function describeSignInLimit() {
  describe('the sign-in limit slows the attacker, not the owner (#3)', () => {
    const login = (username: string, password: string, ip: string, cookie?: string) =>
      raw('POST', '/api/login', JSON.stringify({ username, password }), {
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      });

    it("lets the owner in from elsewhere after an attacker's failures, and counts username and email as one", async () => {
      const attacker = randomIp();
      // AUTH_RATE_LIMIT_PER_ACCOUNT=4: two wrong tries by username and two by email use up this address's budget.
      for (const name of ['staff', 'STAFF', 'staff@stays.test', 'Staff@Stays.test'])
        expect((await login(name, 'wrong', attacker)).status).toBe(401);
      expect((await login('staff', 'staff123', attacker)).status).toBe(429);
      expect((await login('staff', 'staff123', randomIp())).status).toBe(200);
    });

    it('stops guessing from many addresses, and still lets in a browser that signed in before', async () => {
      const known = await login('admin', 'admin123', randomIp());
      expect(known.status).toBe(200);
      const device = /device=[^;]+/.exec(known.headers.get('set-cookie') ?? '')?.[0];
      expect(device).toBeDefined();
      // AUTH_RATE_LIMIT_PER_ACCOUNT_EVERYWHERE=8: eight failures from eight addresses.
      for (let i = 0; i < 8; i++) expect((await login('admin', 'wrong', randomIp())).status).toBe(401);
      expect((await login('admin', 'admin123', randomIp())).status).toBe(429);
      const owner = await login('admin', 'admin123', randomIp(), device);
      expect(owner.status).toBe(200);
      expect(sessionCookie(owner.headers)).toBeDefined();
    });
  });
}

export function describePrivateAccounts() {
  describe('account names and block state are not public (#2)', () => {
    interface Listed {
      properties: Array<{
        host: { username: string | null; isBlocked: boolean | null; role: string } | null;
        reviews: Array<{ user: { id: string; username: string | null; isBlocked: boolean | null } | null }>;
      }>;
    }
    const query =
      '{ properties(status: approved) { host { username isBlocked role } reviews { user { id username isBlocked } } } }';
    const listed = async (cookie?: string) => {
      const answer = await graphql({ query }, cookie ? { cookie } : {});
      expect(answer.status).toBe(200);
      return (JSON.parse(answer.text) as { data: Listed }).data.properties;
    };

    it("hides a reviewer's username and everyone's block state from the public and other users", async () => {
      for (const viewer of [null, cast.student]) {
        const properties = await listed(viewer?.cookie);
        const reviewers = properties
          .flatMap((p) => p.reviews.map((review) => review.user!))
          .filter((user) => user.id !== viewer?.id);
        expect(reviewers.length).toBeGreaterThan(0);
        expect(reviewers.every((user) => user.username === null && user.isBlocked === null)).toBe(true);
        expect(properties.every((p) => p.host!.isBlocked === null)).toBe(true);
      }
    });

    it('shows them to the moderators', async () => {
      const properties = await listed(cast.admin.cookie);
      expect(properties.every((p) => typeof p.host!.isBlocked === 'boolean')).toBe(true);
      const reviewers = properties.flatMap((p) => p.reviews.map((review) => review.user!));
      expect(reviewers.every((user) => typeof user.username === 'string')).toBe(true);
    });
  });
}

export function describeFlood() {
  describe('a guest cannot flood a host (#11)', () => {
    const message = (title: string) => ({
      recipientId: cast.host.id,
      title,
      message: 'Please confirm.',
      relatedEntityType: 'property',
      relatedEntityId: cast.property.id,
    });

    it('takes 10 messages in 10 minutes, then answers 429 on REST and TOO_MANY_REQUESTS on GraphQL', async () => {
      const guest = await newAccount('visitor');
      for (let i = 0; i < 10; i++) {
        const sent = await call('POST', '/api/dashboard/notifications', message(`Question ${i}`), {
          cookie: guest.cookie,
        });
        expect(sent.status).toBe(201);
      }
      const refused = await call('POST', '/api/dashboard/notifications', message('One more'), {
        cookie: guest.cookie,
      });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual(
        expect.objectContaining({ message: 'Too many messages. Please try again later.' }),
      );
      const overGraphQL = JSON.parse(
        (
          await graphql(
            {
              query: 'mutation($input: NotificationInput!) { sendNotification(input: $input) { id } }',
              variables: { input: message('And another') },
            },
            { cookie: guest.cookie },
          )
        ).text,
      ) as { errors?: Array<{ extensions?: { code?: string } }> };
      expect(overGraphQL.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      // Another guest is not held up by this one.
      const other = await newAccount('visitor');
      expect(
        (await call('POST', '/api/dashboard/notifications', message('Hello'), { cookie: other.cookie }))
          .status,
      ).toBe(201);
    });

    it("shows a guest's message as a guest's, never as one of the product's notices", async () => {
      const guest = await newAccount('visitor');
      const sent = await call<{ id: string }>(
        'POST',
        '/api/dashboard/notifications',
        message('Booking approved'),
        {
          cookie: guest.cookie,
        },
      );
      expect(sent.status).toBe(201);
      const inbox = await call<Array<{ id: string; title: string }>>(
        'GET',
        '/api/dashboard/notifications',
        undefined,
        { cookie: cast.host.cookie },
      );
      expect(inbox.json.find((item) => item.id === sent.json.id)?.title).toBe(
        'Guest message: Booking approved',
      );
    });

    it('takes 10 booking requests in an hour, then answers 429', async () => {
      const guest = await newAccount('visitor');
      const request = (slot: number) =>
        call(
          'POST',
          '/api/bookings',
          { propertyId: cast.property.id, guests: 1, ...futureStay(slot, 1) },
          {
            cookie: guest.cookie,
          },
        );
      for (let slot = 0; slot < 10; slot++) expect((await request(slot)).status).toBe(201);
      const refused = await request(10);
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual(
        expect.objectContaining({ message: 'Too many booking requests. Please try again later.' }),
      );
    });
  });
}
