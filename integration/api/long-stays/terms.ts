import { call, cast, listed, type Listing, type Refusal, TOWN } from './world';

export function describeTerms() {
  describe('long-stay terms on a listing', () => {
    it('are set on create and edit, and read back through REST; a listing without them reads as before', async () => {
      const studio = await listed({
        title: 'Terms Studio',
        pricePerMonth: '850',
        minNights: 28,
        maxNights: '300',
        utilitiesIncluded: 'true',
        furnished: true,
      });
      expect(studio).toEqual(
        expect.objectContaining({
          pricePerMonth: 850,
          weeklyDiscountPercent: null,
          monthlyDiscountPercent: null,
          minNights: 28,
          maxNights: 300,
          utilitiesIncluded: true,
          furnished: true,
        }),
      );
      const edited = await call<Listing>(
        'PUT',
        `/api/properties/${studio.id}`,
        { pricePerMonth: '', weeklyDiscountPercent: 10, maxNights: '' },
        { cookie: cast.admin.cookie },
      );
      expect(edited.status).toBe(200);
      expect(edited.json).toEqual(
        expect.objectContaining({
          pricePerMonth: null,
          weeklyDiscountPercent: 10,
          minNights: 28,
          maxNights: 365,
        }),
      );
      const plain = await listed({ title: 'Plain Nightly Studio' });
      expect(plain).toEqual(
        expect.objectContaining({
          pricePerMonth: null,
          weeklyDiscountPercent: null,
          monthlyDiscountPercent: null,
          minNights: 1,
          maxNights: 365,
          utilitiesIncluded: false,
          furnished: false,
        }),
      );
    });

    it('refuses a minimum above the maximum, a discount over 90% and a monthly price below zero, by field', async () => {
      const refused = async (fields: Record<string, unknown>) => {
        const answer = await call<Refusal>(
          'POST',
          '/api/properties',
          {
            title: 'Refused',
            location: TOWN,
            propertyType: 'studio',
            pricePerNight: 40,
            hostId: cast.host.id,
            description: 'x',
            latitude: 31.5,
            longitude: -99.5,
            ...fields,
          },
          { cookie: cast.admin.cookie },
        );
        expect(answer.status).toBe(400);
        return answer.json;
      };
      expect(await refused({ minNights: 30, maxNights: 20 })).toEqual({
        message: 'The minimum stay cannot be longer than the maximum stay',
        errors: { minNights: 'The minimum stay cannot be longer than the maximum stay' },
      });
      expect((await refused({ weeklyDiscountPercent: 95 })).errors).toEqual({
        weeklyDiscountPercent: 'A discount must be a whole percent from 0 to 90',
      });
      expect((await refused({ pricePerMonth: -5 })).errors).toEqual({
        pricePerMonth: 'Monthly price must be whole dollars from 0 to 100000',
      });
      // An edit that sends one limit is checked against the stored other.
      const limited = await listed({ title: 'Limited Studio', maxNights: 60 });
      const edit = await call<Refusal>(
        'PUT',
        `/api/properties/${limited.id}`,
        { minNights: 90 },
        { cookie: cast.admin.cookie },
      );
      expect(edit.status).toBe(400);
      expect(edit.json.errors).toEqual({
        minNights: 'The minimum stay cannot be longer than the maximum stay',
      });
    });
  });
}
