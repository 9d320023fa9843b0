import { type PropertyJson, hostId, otherHostId, call, listing, createAs } from './world';

export function describeListing() {
  describe('listing a property (POST /api/properties)', () => {
    it('a host submits for review: pending, hidden from public lists, form JSON text accepted', async () => {
      const created = await call<PropertyJson>('POST', '/api/properties', 'host', {
        ...listing({ title: 'Host Form Listing' }),
        amenities: JSON.stringify(['Wi-Fi', 'Pool']),
        images: 'not json at all',
        maxGuests: '',
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual(
        expect.objectContaining({
          status: 'pending',
          hostId,
          amenities: ['Wi-Fi', 'Pool'],
          images: [],
          maxGuests: 1,
          pricePerNight: 88,
          message: 'Your property has been submitted for review.',
        }),
      );
      const publicList = await call<PropertyJson[]>('GET', '/api/properties?status=approved');
      expect(publicList.body.map((property) => property.id)).not.toContain(created.body.id);
      expect((await call('GET', `/api/properties/${created.body.id}`)).status).toBe(404);
      expect((await call('GET', `/api/properties/${created.body.id}`, 'host')).status).toBe(200);
      const mine = await call<PropertyJson[]>('GET', `/api/properties/host/${hostId}`, 'host');
      expect(mine.body.map((property) => property.id)).toContain(created.body.id);
      const seenByOthers = await call<PropertyJson[]>('GET', `/api/properties/host/${hostId}`);
      expect(seenByOthers.status).toBe(200);
      expect(seenByOthers.body.every((property) => property.status === 'approved')).toBe(true);
    });

    it('an admin lists for any host id: approved at once', async () => {
      const created = await call<PropertyJson>('POST', '/api/properties', 'admin', {
        ...listing({ title: 'Admin Listing', hostId: otherHostId, maxGuests: 'x' }),
        status: 'approved',
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual(
        expect.objectContaining({
          status: 'approved',
          hostId: otherHostId,
          maxGuests: 2,
          message: 'Property has been added and automatically approved.',
        }),
      );
    });

    it('refuses missing fields with the spec messages (400 with field errors)', async () => {
      const missing = await call<{ message: string; errors: Record<string, string> }>(
        'POST',
        '/api/properties',
        'host',
        { title: ' ', location: 'Martil', pricePerNight: '-5' },
      );
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Please fill in all required fields.');
      expect(missing.body.errors).toEqual(
        expect.objectContaining({
          title: 'Required',
          propertyType: 'Required',
          pricePerNight: 'Number must be greater than or equal to 0',
        }),
      );
      const visitorId = (await call<{ id: string }>('GET', '/api/user', 'visitor')).body.id;
      for (const notAHost of [visitorId, '0123456789abcdef01234567']) {
        const refused = await call<{ errors: Record<string, string> }>(
          'POST',
          '/api/properties',
          'admin',
          listing({ hostId: notAHost }),
        );
        expect(refused.status).toBe(400);
        expect(refused.body.errors.hostId).toBe('No host account has this ID');
      }
      const noHost = await call<{ message: string }>(
        'POST',
        '/api/properties',
        'admin',
        listing({ hostId: '' }),
      );
      expect(noHost.status).toBe(400);
      expect(noHost.body.message).toBe('Please specify a host ID for this property.');
      const tooManyImages = await call('POST', '/api/properties', 'host', {
        ...listing(),
        images: Array.from({ length: 11 }, (_, i) => `/images/${String(i).padStart(24, 'a')}`),
      });
      expect(tooManyImages.status).toBe(400);
      const objectTitle = await call<{ errors: Record<string, string> }>('POST', '/api/properties', 'host', {
        ...listing(),
        title: { $ne: '' },
      });
      expect(objectTitle.status).toBe(400);
      expect(objectTitle.body.errors.title).toBe('Required');
      const foreignImage = await call('POST', '/api/properties', 'host', {
        ...listing(),
        images: ['https://example.org/x.jpg'],
      });
      expect(foreignImage.status).toBe(400);
    });

    it('refuses visitors (403), anonymous callers (401) and hosts listing for another host (403)', async () => {
      expect((await call('POST', '/api/properties', 'visitor', listing())).status).toBe(403);
      expect((await call('POST', '/api/properties', 'anonymous', listing())).status).toBe(401);
      expect((await call('POST', '/api/properties', 'host', listing({ hostId: otherHostId }))).status).toBe(
        403,
      );
    });
  });
}

export function describeEditing() {
  describe('editing and deleting: the owner or an admin', () => {
    it('PUT /api/properties/:id changes the given fields for the owner and the admin only', async () => {
      const property = await createAs('host', { title: 'Editable' });
      const edited = await call<PropertyJson>('PUT', `/api/properties/${property.id}`, 'host', {
        title: 'Edited by owner',
        amenities: '["Parking"]',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual(
        expect.objectContaining({
          title: 'Edited by owner',
          amenities: ['Parking'],
          location: property.location,
        }),
      );
      // Pending: another host cannot even see it.
      expect((await call('PUT', `/api/properties/${property.id}`, 'otherHost', { title: 'x' })).status).toBe(
        404,
      );
      const byAdmin = await call<PropertyJson>('PUT', `/api/properties/${property.id}`, 'admin', {
        pricePerNight: 99,
      });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.pricePerNight).toBe(99);
      expect(byAdmin.body.status).toBe('pending');
      const invalid = await call('PUT', `/api/properties/${property.id}`, 'host', { title: '' });
      expect(invalid.status).toBe(400);
    });

    it('another host may not edit or delete an approved property (403); the owner deletes it', async () => {
      const property = await createAs('admin', { title: 'Approved for Host' });
      expect((await call('PUT', `/api/properties/${property.id}`, 'otherHost', { title: 'x' })).status).toBe(
        403,
      );
      expect((await call('DELETE', `/api/properties/${property.id}`, 'otherHost')).status).toBe(403);
      expect((await call('DELETE', `/api/properties/${property.id}`, 'visitor')).status).toBe(403);
      expect((await call('DELETE', `/api/properties/${property.id}`, 'staff')).status).toBe(403);
      expect((await call('DELETE', `/api/properties/${property.id}`)).status).toBe(401);
      const deleted = await call<{ message: string }>('DELETE', `/api/properties/${property.id}`, 'host');
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: 'Property has been removed successfully.' });
      expect((await call('GET', `/api/properties/${property.id}`, 'admin')).status).toBe(404);
      expect((await call('DELETE', `/api/properties/${property.id}`, 'host')).status).toBe(404);
    });
  });
}
