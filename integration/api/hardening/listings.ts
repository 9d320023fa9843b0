import { type BookingJson, futureStay, randomIp } from '../../fixtures/client';
import { tinyPng } from '../../fixtures/images';
import { newAccount, stack, cast, call } from './world';

export function describeConcurrentEdits() {
  describe('concurrent edits of one listing (#6)', () => {
    it('answers ten edits at once without a 5xx, and the listing holds one of them', async () => {
      const edits = Array.from({ length: 10 }, (_, i) => ({
        amenities: [`wifi`, `edit-${i}`],
        description: `Edited ${i}`,
      }));
      const answers = await Promise.all(
        edits.map((edit) =>
          call('PUT', `/api/properties/${cast.property.id}`, edit, { cookie: cast.host.cookie }),
        ),
      );
      expect(
        answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 409),
      ).toEqual([]);
      const stored = await call<{ description: string; amenities: string[] }>(
        'GET',
        `/api/properties/${cast.property.id}`,
      );
      const i = Number(stored.json.description.replace('Edited ', ''));
      expect(stored.json.amenities).toEqual(edits[i].amenities);
    });
  });
}

export function describeForeignUpload() {
  describe("another host's upload (#7)", () => {
    it("cannot be attached to a listing; one's own can", async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'mine.png');
      const uploaded = await fetch(`${stack().url}/api/upload-image`, {
        method: 'POST',
        headers: { cookie: cast.host.cookie, 'x-forwarded-for': randomIp() },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      const other = await newAccount('host', 'Other');
      const listing = {
        title: 'Borrowed photo',
        location: 'Martil, Tamuda Bay',
        propertyType: 'apartment',
        pricePerNight: 80,
        maxGuests: 2,
        images: [url],
        latitude: 35.6164,
        longitude: -5.2752,
      };
      const otherCookie = other.cookie;
      const refused = await call('POST', '/api/properties', listing, { cookie: otherCookie });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual(
        expect.objectContaining({ errors: { images: 'Images must be ones you uploaded' } }),
      );
      const own = await call('POST', '/api/properties', listing, { cookie: cast.host.cookie });
      expect(own.status).toBe(201);
    });
  });
}

export function describeBlockedHost() {
  describe("a blocked host's listings (#8)", () => {
    interface Listed {
      id: string;
    }
    const ids = (answer: { json: unknown }) => (answer.json as Listed[]).map((property) => property.id);

    it('leave every public read and take no booking or message while the host is blocked, and come back after', async () => {
      const host = await newAccount('host', 'Blocked');
      const created = await call<{ property?: { id: string }; id?: string }>(
        'POST',
        '/api/properties',
        {
          title: 'Harbour loft of a host to be blocked',
          location: 'Blockhaven Harbour',
          propertyType: 'apartment',
          pricePerNight: 70,
          maxGuests: 2,
          description: 'Listed by an admin for this host.',
          latitude: 35.6164,
          longitude: -5.2752,
          hostId: host.id,
        },
        { cookie: cast.admin.cookie },
      );
      expect(created.status).toBe(201);
      const id = (created.json.property?.id ?? created.json.id)!;
      const featured = await call(
        'PUT',
        `/api/admin/properties/${id}/featured`,
        { featured: true },
        {
          cookie: cast.admin.cookie,
        },
      );
      expect(featured.status).toBe(200);

      /** What the public (and a signed-in guest) sees of the listing, read by read. */
      const publicView = async (cookie?: string) => {
        const options = cookie ? { cookie } : {};
        const [page, search, featuredList, list, hostList, availability] = await Promise.all([
          call('GET', `/api/properties/${id}`, undefined, options),
          call('GET', '/api/properties/search?location=Blockhaven', undefined, options),
          call('GET', '/api/properties/featured?limit=100', undefined, options),
          call('GET', '/api/properties?status=approved', undefined, options),
          call('GET', `/api/properties/host/${host.id}`, undefined, options),
          call('GET', `/api/properties/${id}/availability`, undefined, options),
        ]);
        expect(availability.status).toBe(200);
        return {
          page: page.status,
          search: ids(search).includes(id),
          featured: ids(featuredList).includes(id),
          list: ids(list).includes(id),
          hostList: ids(hostList).includes(id),
        };
      };
      const shown = { page: 200, search: true, featured: true, list: true, hostList: true };
      const hidden = { page: 404, search: false, featured: false, list: false, hostList: false };
      expect(await publicView()).toEqual(shown);

      const stay = { propertyId: id, guests: 1, ...futureStay(30, 1) };
      const booked = await call<{ id: string }>('POST', '/api/bookings', stay, {
        cookie: cast.student.cookie,
      });
      expect(booked.status).toBe(201);
      const guest = await newAccount('visitor');

      const block = await call<{ isBlocked: boolean }>(
        'PUT',
        `/api/admin/users/${host.id}/block`,
        undefined,
        {
          cookie: cast.admin.cookie,
        },
      );
      expect(block.status).toBe(200);
      expect(block.json.isBlocked).toBe(true);

      expect(await publicView()).toEqual(hidden);
      expect(await publicView(cast.student.cookie)).toEqual(hidden);
      const refused = await call(
        'POST',
        '/api/bookings',
        { ...stay, ...futureStay(31, 1) },
        {
          cookie: guest.cookie,
        },
      );
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual(
        expect.objectContaining({ message: 'This property is not open for booking' }),
      );
      const message = await call(
        'POST',
        '/api/dashboard/notifications',
        {
          recipientId: host.id,
          title: 'Still there?',
          message: 'Hello',
          relatedEntityType: 'property',
          relatedEntityId: id,
        },
        { cookie: guest.cookie },
      );
      expect(message.status).toBe(404);
      // Moderators still see it (to manage it), and the request made before the block is still on record.
      expect(
        (await call('GET', `/api/properties/${id}`, undefined, { cookie: cast.admin.cookie })).status,
      ).toBe(200);
      const pending = await call<Listed[]>('GET', '/api/dashboard/pending-bookings', undefined, {
        cookie: cast.staff.cookie,
      });
      expect(ids(pending)).toContain(booked.json.id);

      const unblock = await call<{ isBlocked: boolean }>(
        'PUT',
        `/api/admin/users/${host.id}/block`,
        undefined,
        {
          cookie: cast.admin.cookie,
        },
      );
      expect(unblock.json.isBlocked).toBe(false);
      expect(await publicView()).toEqual(shown);
      const again = await call(
        'POST',
        '/api/bookings',
        { ...stay, ...futureStay(31, 1) },
        {
          cookie: guest.cookie,
        },
      );
      expect(again.status).toBe(201);
    });
  });
}

export function describeMovedListing() {
  describe("a moved listing's bookings (#9)", () => {
    it('follow it to the new host, who decides them and sees the guests; the old host no longer does', async () => {
      const [oldHost, newHost] = [await newAccount('host', 'Old'), await newAccount('host', 'New')];
      const created = await call<{ property?: { id: string }; id?: string }>(
        'POST',
        '/api/properties',
        {
          title: 'Loft that changes hands',
          location: 'Movedale Quay',
          propertyType: 'apartment',
          pricePerNight: 60,
          maxGuests: 2,
          description: 'Listed by an admin, then moved.',
          latitude: 35.6164,
          longitude: -5.2752,
          hostId: oldHost.id,
        },
        { cookie: cast.admin.cookie },
      );
      expect(created.status).toBe(201);
      const id = (created.json.property?.id ?? created.json.id)!;
      const booked = await call<BookingJson>(
        'POST',
        '/api/bookings',
        { propertyId: id, guests: 1, ...futureStay(40, 2) },
        { cookie: cast.student.cookie },
      );
      expect(booked.status).toBe(201);
      expect(booked.json.hostId).toBe(oldHost.id);

      const moved = await call(
        'PUT',
        `/api/properties/${id}`,
        { hostId: newHost.id },
        { cookie: cast.admin.cookie },
      );
      expect(moved.status).toBe(200);

      const listOf = async (host: { id: string; cookie: string }) =>
        (
          await call<BookingJson[]>('GET', `/api/bookings/host/${host.id}`, undefined, {
            cookie: host.cookie,
          })
        ).json;
      expect((await listOf(oldHost)).map((booking) => booking.id)).not.toContain(booked.json.id);
      const mine = (await listOf(newHost)).find((booking) => booking.id === booked.json.id);
      expect(mine).toMatchObject({ hostId: newHost.id, guest: { email: 'student@stays.test' } });

      const decide = (host: { cookie: string }) =>
        call(
          'PUT',
          `/api/bookings/${booked.json.id}/status`,
          { status: 'approved' },
          { cookie: host.cookie },
        );
      expect([403, 404]).toContain((await decide(oldHost)).status);
      expect((await decide(newHost)).status).toBe(200);
    });
  });
}
