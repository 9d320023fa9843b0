import { AMENITY_OPTIONS, FILTER_IDS, isFilterId } from './listings';
import { CALENDAR_FEED_TOKEN_BYTES, isCalendarFeedToken, isObjectIdString } from './ids';
import { imageIdOf, imageUrlOf, isImageUrl } from './images';
import { checkInMoment, checkOutMoment, MAX_GUESTS, maxGuestsOrFallback, MIN_GUESTS } from './stays';

describe('the stay rules the server and the screens share (issue 32 #3)', () => {
  it('asks for 1 to 16 guests', () => {
    expect([MIN_GUESTS, MAX_GUESTS]).toEqual([1, 16]);
  });

  it("reads a listing form's max guests, falling back to 1 on the host's form and 2 on the admin's (SPEC 5)", () => {
    expect(maxGuestsOrFallback(' 6 ', false)).toBe(6);
    expect(maxGuestsOrFallback(6, true)).toBe(6);
    for (const entry of ['', '  ', 'abc', '2.5', '0', -3, null, undefined, true, Infinity]) {
      expect(maxGuestsOrFallback(entry, false)).toBe(1);
      expect(maxGuestsOrFallback(entry, true)).toBe(2);
    }
  });

  it('starts a stay at 15:00 UTC of its check-in date and ends it at 11:00 UTC of its check-out date', () => {
    expect(checkInMoment('2030-06-10').toISOString()).toBe('2030-06-10T15:00:00.000Z');
    expect(checkOutMoment('2030-06-12').toISOString()).toBe('2030-06-12T11:00:00.000Z');
  });
});

describe('image URLs', () => {
  const id = '0123456789abcdef01234567';
  it('round-trips a stored id and refuses every other address', () => {
    expect(imageUrlOf(id)).toBe(`/images/${id}`);
    expect(imageIdOf(imageUrlOf(id))).toBe(id);
    expect(isImageUrl(`/images/${id}`)).toBe(true);
    for (const url of [
      `https://elsewhere.test/images/${id}`,
      `/images/${id}/x`,
      '/images/123',
      `/images/${id.toUpperCase()}`,
      7,
    ])
      expect(isImageUrl(url)).toBe(false);
  });
});

describe('ids and secrets in addresses', () => {
  const id = '0123456789abcdef01234567';
  it('takes a 24-hex ObjectId in either case, and nothing else', () => {
    expect(isObjectIdString(id)).toBe(true);
    expect(isObjectIdString(id.toUpperCase())).toBe(true);
    for (const value of [id.slice(1), `${id}0`, 'g'.repeat(24), 'twelve chars', 42, null])
      expect(isObjectIdString(value)).toBe(false);
  });

  it('takes a calendar feed secret of 48 lowercase hex digits (24 random bytes), and nothing else', () => {
    const token = 'ab'.repeat(CALENDAR_FEED_TOKEN_BYTES);
    expect(token).toHaveLength(48);
    expect(isCalendarFeedToken(token)).toBe(true);
    for (const value of [token.slice(2), `${token}ab`, token.toUpperCase(), id, 7])
      expect(isCalendarFeedToken(value)).toBe(false);
  });
});

describe('listing closed sets', () => {
  it('has the 14 filter ids of SPEC section 3, each once', () => {
    expect(FILTER_IDS).toHaveLength(14);
    expect(new Set(FILTER_IDS).size).toBe(14);
    expect(isFilterId('pool')).toBe(true);
    expect(isFilterId('sauna')).toBe(false);
  });

  it('offers the 14 amenities of the property forms', () => {
    expect(AMENITY_OPTIONS).toHaveLength(14);
    expect(AMENITY_OPTIONS).toContain('Wi-Fi');
  });
});
