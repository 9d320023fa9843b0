import { type Account, type NotificationJson, type PropertyJson } from '../../fixtures/client';
import { admin, call, host, inbox, property, staff, stack, student } from './world';

export function describeNotifications() {
  describe('notifications', () => {
    it('POST /api/dashboard/notifications: staff message a host (SPEC payload); the host reads it, newest first', async () => {
      const payload = {
        recipientId: host.id,
        title: 'About your listing',
        message: 'Please add more photos.',
        relatedEntityType: 'property',
        relatedEntityId: property.id,
      };
      const sent = await call<NotificationJson>('POST', '/api/dashboard/notifications', payload, {
        cookie: staff.cookie,
      });
      expect(sent.status).toBe(201);
      expect(sent.json).toMatchObject({ ...payload, isRead: false });
      const [newest] = await inbox(host);
      expect(newest).toMatchObject({ id: sent.json.id, title: 'About your listing' });
      expect((await inbox(student)).map((item) => item.id)).not.toContain(sent.json.id);
    });

    it('lets a signed-in guest message the host of an approved property (the message dialog), and no one else', async () => {
      const payload = {
        recipientId: host.id,
        title: `Question about ${property.title}`,
        message: 'Is there parking?',
        relatedEntityType: 'property',
        relatedEntityId: property.id,
      };
      const sent = await call<NotificationJson & { sender: { id: string } }>(
        'POST',
        '/api/dashboard/notifications',
        payload,
        {
          cookie: student.cookie,
        },
      );
      expect(sent.status).toBe(201);
      expect(sent.json.sender.id).toBe(student.id);
      expect((await inbox(host)).map((item) => item.id)).toContain(sent.json.id);

      const send = (body: Record<string, unknown>, who?: Account) =>
        call(
          'POST',
          '/api/dashboard/notifications',
          { ...payload, ...body },
          who ? { cookie: who.cookie } : {},
        );
      expect((await send({})).status).toBe(401);
      expect((await send({}, host)).status).toBe(403); // to oneself about one's own property
      expect((await send({ relatedEntityType: undefined, relatedEntityId: undefined }, student)).status).toBe(
        403,
      );
      expect((await send({ recipientId: admin.id }, student)).status).toBe(400);
      expect((await send({ relatedEntityId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, student)).status).toBe(404);
      const pending = await call<PropertyJson[]>('GET', '/api/properties?status=pending', undefined, {
        cookie: admin.cookie,
      });
      const unlisted = pending.json.find((candidate) => candidate.hostId !== student.id)!;
      expect(
        (await send({ recipientId: unlisted.hostId, relatedEntityId: unlisted.id }, student)).status,
      ).toBe(403);
    });

    it('answers bad payloads with field messages', async () => {
      const bad = await call<{ message: string; errors: Record<string, string> }>(
        'POST',
        '/api/dashboard/notifications',
        { recipientId: 'nobody', title: '', message: 'x'.repeat(6000) },
        { cookie: admin.cookie },
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json.errors).sort()).toEqual(['message', 'recipientId', 'title']);
    });

    it('PATCH /api/dashboard/notifications/{id}/read: own only (404 for anyone else)', async () => {
      const sent = await call<NotificationJson>(
        'POST',
        '/api/dashboard/notifications',
        { recipientId: host.id, title: 'Read me', message: 'Soon' },
        { cookie: admin.cookie },
      );
      const path = `/api/dashboard/notifications/${sent.json.id}/read`;
      expect((await call('PATCH', path, undefined, { cookie: student.cookie })).status).toBe(404);
      expect((await call('PATCH', path, undefined, { cookie: staff.cookie })).status).toBe(404);
      expect(
        (await call('PATCH', '/api/dashboard/notifications/nope/read', undefined, { cookie: host.cookie }))
          .status,
      ).toBe(404);
      const read = await call<NotificationJson>('PATCH', path, undefined, { cookie: host.cookie });
      expect(read).toMatchObject({ status: 200, json: { id: sent.json.id, isRead: true } });
      expect((await inbox(host)).find((item) => item.id === sent.json.id)?.isRead).toBe(true);
    });

    it('POST /internal/notifications (peers): 201 { id } for a user or the staff desk, 400 otherwise', async () => {
      const post = (body: unknown) =>
        fetch(`http://127.0.0.1:${stack().subgraphs.notifications.port}/internal/notifications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-internal-token': stack().internalToken },
          body: JSON.stringify(body),
        });
      const toUser = await post({ recipientId: student.id, title: 'Property approved', message: 'Yes' });
      expect(toUser.status).toBe(201);
      const { id } = (await toUser.json()) as { id: string };
      expect((await inbox(student)).map((item) => item.id)).toContain(id);
      expect((await post({ title: 'No one', message: 'x' })).status).toBe(400);
      const withoutToken = await fetch(
        `http://127.0.0.1:${stack().subgraphs.notifications.port}/internal/notifications`,
        {
          method: 'POST',
        },
      );
      expect(withoutToken.status).toBe(401);
    });
  });
}

export function describeStaffDesk() {
  describe("the staff desk hears of a host's listing waiting for review (issue 46 #7)", () => {
    it('a new listing and a resubmitted one reach every staff and admin account, not hosts; an admin listing does not', async () => {
      const created = await call<PropertyJson>(
        'POST',
        '/api/properties',
        {
          title: 'Desk Notice Loft',
          description: 'A loft the staff desk should hear about.',
          location: 'Martil, Morocco',
          propertyType: 'apartment',
          pricePerNight: '60',
          maxGuests: 2,
          latitude: 35.62,
          longitude: -5.27,
        },
        { cookie: host.cookie },
      );
      expect(created.status).toBe(201);
      expect(created.json.status).toBe('pending');
      const noticeOf = async (who: Account, title: string) =>
        (await inbox(who)).find((item) => item.title === title && item.relatedEntityId === created.json.id);
      for (const who of [staff, admin]) {
        const found = await noticeOf(who, 'New listing to review');
        expect(found).toMatchObject({ recipientRole: 'staff', isRead: false, relatedEntityType: 'property' });
        expect(found?.message).toContain('"Desk Notice Loft"');
      }
      expect(await noticeOf(host, 'New listing to review')).toBeUndefined();

      // Rejected, then edited by its host: back in the queue, and the desk is told again.
      const rejected = await call(
        'PATCH',
        `/api/dashboard/properties/${created.json.id}/reject`,
        {
          reason: 'Add a photo of the kitchen',
        },
        { cookie: staff.cookie },
      );
      expect(rejected.status).toBe(200);
      const edited = await call<PropertyJson>(
        'PUT',
        `/api/properties/${created.json.id}`,
        { description: 'A loft the staff desk should hear about, now with its kitchen.' },
        { cookie: host.cookie },
      );
      expect(edited).toMatchObject({ status: 200, json: { status: 'pending' } });
      for (const who of [staff, admin])
        expect(await noticeOf(who, 'Listing resubmitted for review')).toMatchObject({
          recipientRole: 'staff',
        });

      // An admin's listing is approved at once: nothing to review.
      const byAdmin = await call<PropertyJson>(
        'POST',
        '/api/properties',
        {
          title: 'Admin Listed Flat',
          description: 'A flat an admin lists for a host.',
          location: 'Martil, Morocco',
          propertyType: 'apartment',
          pricePerNight: '50',
          hostId: host.id,
          latitude: 35.63,
          longitude: -5.28,
        },
        { cookie: admin.cookie },
      );
      expect(byAdmin).toMatchObject({ status: 201, json: { status: 'approved' } });
      expect((await inbox(staff)).some((item) => item.relatedEntityId === byAdmin.json.id)).toBe(false);
    });
  });
}
