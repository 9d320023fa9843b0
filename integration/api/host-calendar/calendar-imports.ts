// Calendars a listing follows, through the REST calls (issue 47), on the host calendar file's stack (started with
// ICAL_IMPORT_ALLOW_PRIVATE=true: the feeds are served on loopback by the test).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { airbnbFeed } from '../../../subgraphs/bookings/src/calendar-import/testFeeds';
import { type Account, dayFromNow, type PropertyJson } from '../../fixtures/client';

interface World {
  call: <T>(
    method: string,
    path: string,
    body?: unknown,
    options?: { cookie?: string },
  ) => Promise<{ status: number; json: T }>;
  host: () => Account;
  student: () => Account;
  admin: () => Account;
  property: () => PropertyJson;
}

interface ImportJson {
  id: string;
  name: string;
  url: string;
  lastSyncAt: string | null;
  lastResult: { ok: boolean; events: number; nights: number; error: string | null } | null;
  message?: string;
}

export function calendarImportTests(world: World) {
  describe('calendars the listing follows (iCal import)', () => {
    let server: Server;
    let feed = '';
    let fetches = 0;
    let base = '';
    // within the 18 months an import reads ahead (futureStay's slots are further)
    const first = { checkInDate: dayFromNow(60), checkOutDate: dayFromNow(63) };
    const second = { checkInDate: dayFromNow(70), checkOutDate: dayFromNow(72) };

    beforeAll(async () => {
      server = createServer((_req, res) => {
        fetches++;
        res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    const path = () => `/api/properties/${world.property().id}/calendar-imports`;
    const as = (who: Account) => ({ cookie: who.cookie });

    it('the host adds a calendar (201, synced at once), its nights are taken and refuse a request (409)', async () => {
      feed = airbnbFeed([{ uid: 'r1', start: first.checkInDate, end: first.checkOutDate }]);
      const added = await world.call<ImportJson>(
        'POST',
        path(),
        { url: `${base}/airbnb.ics`, name: 'Airbnb' },
        as(world.host()),
      );
      expect(added.status).toBe(201);
      expect(added.json).toMatchObject({ name: 'Airbnb', lastResult: { ok: true, events: 1, error: null } });
      expect(added.json.lastResult!.nights).toBeGreaterThan(0);
      const taken = await world.call<Array<{ start: string; end: string }>>(
        'GET',
        `/api/properties/${world.property().id}/availability`,
      );
      expect(taken.json).toContainEqual({ start: first.checkInDate, end: first.checkOutDate });
      const refused = await world.call<{ message: string }>(
        'POST',
        '/api/bookings',
        { propertyId: world.property().id, guests: 1, ...first },
        as(world.student()),
      );
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe('The host has blocked some of these nights');
    });

    it('lists it with its last sync; sync answers when done with the new result', async () => {
      const listed = await world.call<ImportJson[]>('GET', path(), undefined, as(world.host()));
      expect(listed.status).toBe(200);
      expect(listed.json).toHaveLength(1);
      expect(listed.json[0].lastSyncAt).not.toBeNull();
      feed = airbnbFeed([{ uid: 'r1', start: second.checkInDate, end: second.checkOutDate }]);
      const before = fetches;
      const synced = await world.call<ImportJson>(
        'POST',
        `${path()}/${listed.json[0].id}/sync`,
        undefined,
        as(world.admin()),
      );
      expect(synced.status).toBe(200);
      expect(fetches).toBe(before + 1);
      expect(synced.json.lastResult).toMatchObject({ ok: true, events: 1 });
      const taken = await world.call<Array<{ start: string; end: string }>>(
        'GET',
        `/api/properties/${world.property().id}/availability`,
      );
      expect(taken.json).toContainEqual({ start: second.checkInDate, end: second.checkOutDate });
      expect(taken.json).not.toContainEqual({ start: first.checkInDate, end: first.checkOutDate });
    });

    it('anonymous callers get 401, other accounts 404, bad input 400 with the field', async () => {
      expect((await world.call('GET', path())).status).toBe(401);
      expect((await world.call('GET', path(), undefined, as(world.student()))).status).toBe(404);
      const listed = await world.call<ImportJson[]>('GET', path(), undefined, as(world.host()));
      const id = listed.json[0].id;
      expect((await world.call('POST', `${path()}/${id}/sync`, undefined, as(world.student()))).status).toBe(
        404,
      );
      expect((await world.call('DELETE', `${path()}/${id}`, undefined, as(world.student()))).status).toBe(
        404,
      );
      const bad = await world.call<{ message: string; errors: Record<string, string> }>(
        'POST',
        path(),
        { url: 'javascript:alert(1)', name: 'X' },
        as(world.host()),
      );
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual({ url: 'The calendar address must start with http:// or https://' });
    });

    it('removing it frees its nights', async () => {
      const listed = await world.call<ImportJson[]>('GET', path(), undefined, as(world.host()));
      const removed = await world.call<{ message: string }>(
        'DELETE',
        `${path()}/${listed.json[0].id}`,
        undefined,
        as(world.host()),
      );
      expect(removed.status).toBe(200);
      expect((await world.call<ImportJson[]>('GET', path(), undefined, as(world.host()))).json).toEqual([]);
      const taken = await world.call<Array<{ start: string; end: string }>>(
        'GET',
        `/api/properties/${world.property().id}/availability`,
      );
      expect(taken.json).not.toContainEqual({ start: second.checkInDate, end: second.checkOutDate });
      expect(
        (await world.call('DELETE', `${path()}/${listed.json[0].id}`, undefined, as(world.host()))).status,
      ).toBe(404);
    });
  });
}
