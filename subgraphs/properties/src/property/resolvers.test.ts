import { listFilter } from './resolvers';
import { searchTermsFor } from './model';

describe('property list filter', () => {
  it("gives the public only approved properties, never a blocked host's", () => {
    const publicListing = { status: 'approved', hostBlocked: false };
    expect(listFilter(null, false)).toEqual(publicListing);
    expect(listFilter('approved', false)).toEqual(publicListing);
  });

  it.each(['pending', 'rejected'] as const)('refuses %s to the public as FORBIDDEN', (status) => {
    expect(() => listFilter(status, false)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    );
  });

  it('lets moderators list any status, or all of them', () => {
    expect(listFilter('pending', true)).toEqual({ status: 'pending' });
    expect(listFilter('approved', true)).toEqual({ status: 'approved' });
    expect(listFilter(null, true)).toEqual({});
  });
});

describe('searchTermsFor', () => {
  it('keeps distinct lower-case words of title and location', () => {
    expect(searchTermsFor({ title: 'Sea-View Apartment', location: 'Cabo Negro, Morocco' })).toEqual([
      'sea',
      'view',
      'apartment',
      'cabo',
      'negro',
      'morocco',
    ]);
  });
});
