/** @jest-environment node */
import { checkPropertyForm, emptyForm, firstInvalidField, problemToast, toPropertyInput } from './formRules';

const filled = {
  ...emptyForm(false),
  title: 'Loft',
  location: 'Martil',
  propertyType: 'apartment',
  pricePerNight: '85',
  pin: { latitude: 35.6178, longitude: -5.2747 },
};

describe('property form rules (SPEC 5)', () => {
  it('title, location, property type and price are required: Missing Information', () => {
    const problems = checkPropertyForm(emptyForm(false), false);
    expect(problems).toEqual({
      title: 'required',
      location: 'required',
      propertyType: 'required',
      pricePerNight: 'required',
      pin: 'pinRequired',
    });
    expect(problemToast(problems)).toBe('missingInformation');
    // A listing without its pin cannot be submitted for review (issue 44).
    expect(checkPropertyForm({ ...filled, pin: null }, false)).toEqual({ pin: 'pinRequired' });
    expect(problemToast({ pin: 'pinRequired' })).toBe('missingInformation');
    expect(checkPropertyForm({ ...filled, title: '   ' }, false)).toEqual({ title: 'required' });
    expect(checkPropertyForm(filled, false)).toEqual({});
    expect(problemToast({})).toBeNull();
  });

  it('the price is a number of at least 0 (cents allowed)', () => {
    expect(checkPropertyForm({ ...filled, pricePerNight: 'abc' }, false)).toEqual({
      pricePerNight: 'priceNumber',
    });
    expect(checkPropertyForm({ ...filled, pricePerNight: '-1' }, false)).toEqual({
      pricePerNight: 'priceMin',
    });
    expect(checkPropertyForm({ ...filled, pricePerNight: '0' }, false)).toEqual({});
    expect(checkPropertyForm({ ...filled, pricePerNight: '85.50' }, false)).toEqual({});
  });

  it('max guests 1 to 16 when a whole number is given; empty or invalid falls back to 1 (host) or 2 (admin)', () => {
    expect(checkPropertyForm({ ...filled, maxGuests: '17' }, false)).toEqual({ maxGuests: 'guestsRange' });
    expect(checkPropertyForm({ ...filled, maxGuests: '0' }, false)).toEqual({ maxGuests: 'guestsRange' });
    expect(checkPropertyForm({ ...filled, maxGuests: '16' }, false)).toEqual({});
    expect(toPropertyInput({ ...filled, maxGuests: '' }, [], false).maxGuests).toBe(1);
    expect(toPropertyInput({ ...filled, maxGuests: ' 6 ' }, [], false).maxGuests).toBe(6);
    expect(emptyForm(false).maxGuests).toBe('1');
    expect(emptyForm(true).maxGuests).toBe('2');
  });

  it('admins must give a host ID (Missing Host ID) of 24 hex characters, and a description', () => {
    const admin = { ...filled, description: 'Nice' };
    expect(checkPropertyForm(admin, true)).toEqual({ hostId: 'hostIdRequired' });
    expect(problemToast(checkPropertyForm(admin, true))).toBe('missingHostId');
    expect(checkPropertyForm({ ...admin, hostId: 'abc' }, true)).toEqual({ hostId: 'hostIdFormat' });
    expect(checkPropertyForm({ ...admin, hostId: 'f'.repeat(24) }, true)).toEqual({});
    expect(checkPropertyForm({ ...filled, hostId: 'f'.repeat(24) }, true)).toEqual({
      description: 'required',
    });
    // Anything besides the host ID missing: the general toast.
    expect(problemToast(checkPropertyForm(emptyForm(true), true))).toBe('missingInformation');
  });

  it("a refused value (a price of -5) is not 'Missing Information' but says what is wrong (issue 30 #12)", () => {
    const problems = checkPropertyForm({ ...filled, pricePerNight: '-5' }, false);
    expect(problems).toEqual({ pricePerNight: 'priceMin' });
    expect(problemToast(problems)).toBe('invalidValues');
    expect(firstInvalidField(problems)).toBe('pricePerNight');
    expect(problemToast(checkPropertyForm({ ...filled, pricePerNight: 'abc' }, false))).toBe('invalidValues');
    // An empty field still calls for 'Missing Information', even beside a refused value.
    expect(problemToast(checkPropertyForm({ ...filled, title: '', pricePerNight: '-5' }, false))).toBe(
      'missingInformation',
    );
  });

  it('bedrooms and bathrooms are optional whole numbers from 0 to 100, sent only when stated', () => {
    expect(checkPropertyForm({ ...filled, bedrooms: '', bathrooms: '' }, false)).toEqual({});
    expect(checkPropertyForm({ ...filled, bedrooms: '2.5', bathrooms: '-1' }, false)).toEqual({
      bedrooms: 'roomsRange',
      bathrooms: 'roomsRange',
    });
    expect(checkPropertyForm({ ...filled, bedrooms: '101' }, false)).toEqual({ bedrooms: 'roomsRange' });
    expect(toPropertyInput({ ...filled, bedrooms: '', bathrooms: '' }, [], false)).not.toHaveProperty(
      'bedrooms',
    );
    expect(toPropertyInput({ ...filled, bedrooms: '', bathrooms: '' }, [], false)).not.toHaveProperty(
      'bathrooms',
    );
    expect(
      toPropertyInput({ ...filled, bedrooms: ' 3 ', bathrooms: '0', instantBook: true }, [], false),
    ).toMatchObject({ bedrooms: 3, bathrooms: 0, instantBook: true });
  });

  it('sends the price as text, guests as a number, the images in their order and the host only for admins', () => {
    expect(
      toPropertyInput({ ...filled, amenities: ['Pool'], hostId: 'x' }, ['/images/2', '/images/1'], false),
    ).toEqual({
      title: 'Loft',
      description: '',
      location: 'Martil',
      propertyType: 'apartment',
      pricePerNight: '85',
      maxGuests: 1,
      cancellationPolicy: 'moderate',
      amenities: ['Pool'],
      images: ['/images/2', '/images/1'],
      instantBook: false,
      latitude: 35.6178,
      longitude: -5.2747,
    });
    expect(toPropertyInput({ ...filled, maxGuests: '', hostId: ' h1 ' }, [], true)).toMatchObject({
      hostId: 'h1',
      maxGuests: 2,
    });
  });
});

describe('long-stay terms on the form (issue 43)', () => {
  it('sends the terms the host stated, and nothing for the boxes left empty', () => {
    const input = toPropertyInput(
      { ...filled, pricePerMonth: ' 850 ', minNights: '28', furnished: true },
      [],
      false,
    );
    expect(input).toEqual(
      expect.objectContaining({ pricePerMonth: '850', minNights: '28', furnished: true }),
    );
    expect(input).not.toHaveProperty('weeklyDiscountPercent');
    expect(input).not.toHaveProperty('utilitiesIncluded');
  });

  it('on edit, a box emptied and a switch turned off are sent, so the server removes them', () => {
    const before = { ...filled, pricePerMonth: '850', utilitiesIncluded: true };
    const input = toPropertyInput(
      { ...before, pricePerMonth: '', utilitiesIncluded: false },
      [],
      false,
      before,
    );
    expect(input).toEqual(expect.objectContaining({ pricePerMonth: '', utilitiesIncluded: false }));
  });

  it('refuses what the server would: a minimum above the maximum, a discount over 90%, a monthly price below 0', () => {
    expect(checkPropertyForm({ ...filled, minNights: '30', maxNights: '20' }, false)).toEqual({
      minNights: 'minAboveMax',
    });
    expect(checkPropertyForm({ ...filled, weeklyDiscountPercent: '95' }, false)).toEqual({
      weeklyDiscountPercent: 'discountRange',
    });
    expect(checkPropertyForm({ ...filled, pricePerMonth: '-5' }, false)).toEqual({
      pricePerMonth: 'wholeDollars',
    });
    expect(problemToast({ minNights: 'minAboveMax' })).toBe('invalidValues');
  });
});
