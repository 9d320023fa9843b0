import { type PropertyJson, type Who, call, graphql, createAs } from './world';

export function describeTransitions() {
  describe('status transitions (SPEC section 4)', () => {
    it('staff approve or reject pending properties only; the host is notified', async () => {
      const pending = await createAs('host', { title: 'Awaiting Review' });
      const queue = await call<PropertyJson[]>('GET', '/api/dashboard/pending-properties', 'staff');
      expect(queue.status).toBe(200);
      expect(queue.body.every((property) => property.status === 'pending')).toBe(true);
      expect(queue.body.map((property) => property.id)).toContain(pending.id);
      expect((await call('GET', '/api/dashboard/pending-properties', 'host')).status).toBe(403);
      expect((await call('PATCH', `/api/dashboard/properties/${pending.id}/approve`, 'host')).status).toBe(
        403,
      );

      const approved = await call<PropertyJson>(
        'PATCH',
        `/api/dashboard/properties/${pending.id}/approve`,
        'staff',
      );
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('approved');
      expect((await call('PATCH', `/api/dashboard/properties/${pending.id}/approve`, 'staff')).status).toBe(
        409,
      );
      // An approved property leaves the queue and joins the public list.
      const publicList = await call<PropertyJson[]>('GET', '/api/properties?status=approved');
      expect(publicList.body.map((property) => property.id)).toContain(pending.id);

      const other = await createAs('host', { title: 'To Be Rejected' });
      const rejected = await call<PropertyJson>(
        'PATCH',
        `/api/dashboard/properties/${other.id}/reject`,
        'staff',
        {
          reason: 'Needs revision',
        },
      );
      expect(rejected.status).toBe(200);
      expect(rejected.body).toEqual(
        expect.objectContaining({ status: 'rejected', rejectionReason: 'Needs revision' }),
      );
      // Staff decide pending properties only: re-approval is the admin's.
      expect((await call('PATCH', `/api/dashboard/properties/${other.id}/approve`, 'staff')).status).toBe(
        409,
      );

      const notes = await graphql<{ myNotifications: Array<{ title: string; message: string }> }>(
        '{ myNotifications { title message } }',
        {},
        'host',
      );
      expect(notes.errors).toBeUndefined();
      const texts = notes.data!.myNotifications.map((note) => `${note.title}: ${note.message}`);
      expect(texts).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Awaiting Review'),
          expect.stringMatching(/To Be Rejected.*Needs revision/),
        ]),
      );
    });

    it('admins: approved → rejected → approved; nothing to pending; featured only when approved', async () => {
      const property = await createAs('host', { title: 'Admin Moves' });
      const status = (value: string, who: Who = 'admin') =>
        call<PropertyJson>('PUT', `/api/admin/properties/${property.id}/status`, who, { status: value });
      const featured = (value: unknown, who: Who = 'admin') =>
        call<PropertyJson>('PUT', `/api/admin/properties/${property.id}/featured`, who, { featured: value });

      expect((await featured(true)).status).toBe(409); // pending
      expect((await status('approved', 'staff')).status).toBe(403);
      expect((await status('approved')).body.status).toBe('approved');
      expect((await status('approved')).status).toBe(409);
      const feature = await featured(true);
      expect(feature.status).toBe(200);
      expect(feature.body.featured).toBe(true);
      expect((await featured(true, 'host')).status).toBe(403);
      expect((await featured('yes')).status).toBe(400);
      expect((await status('rejected')).body).toEqual(
        expect.objectContaining({ status: 'rejected', featured: false }),
      );
      expect((await status('pending')).status).toBe(409);
      expect((await status('archived')).status).toBe(400);
      expect((await featured(true)).status).toBe(409);
      expect((await status('approved')).body.status).toBe('approved');
    });

    it('GET /api/admin/properties is every status, for admins only', async () => {
      const all = await call<PropertyJson[]>('GET', '/api/admin/properties', 'admin');
      expect(all.status).toBe(200);
      expect(new Set(all.body.map((property) => property.status))).toEqual(
        new Set(['approved', 'pending', 'rejected']),
      );
      expect((await call('GET', '/api/admin/properties', 'staff')).status).toBe(403);
      expect((await call('GET', '/api/admin/properties')).status).toBe(401);
    });

    it('Query.propertyCount counts like the lists, moderators only for non-approved', async () => {
      const pending = await call<PropertyJson[]>('GET', '/api/dashboard/pending-properties', 'staff');
      const staff = await graphql<{ propertyCount: number }>(
        '{ propertyCount(status: pending) }',
        {},
        'staff',
      );
      expect(staff.data!.propertyCount).toBe(pending.body.length);
      const anonymous = await graphql('{ propertyCount(status: pending) }', {});
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const visitor = await graphql('{ propertyCount(status: pending) }', {}, 'visitor');
      expect(visitor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
}
