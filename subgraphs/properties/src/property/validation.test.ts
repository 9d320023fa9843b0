import {
  changedFields,
  listOf,
  MAX_IMAGES_PER_PROPERTY,
  MISSING_HOST_ID,
  REQUIRED_MESSAGE,
  validateProperty,
} from './validation';

const complete = {
  title: 'Sea View',
  location: 'Martil',
  propertyType: 'house',
  pricePerNight: '120.50',
  maxGuests: 4,
  description: 'Nice',
};

describe('validateProperty (SPEC section 5, Add Property)', () => {
  it('accepts the host form: price as text, amenities and images as JSON text', () => {
    const result = validateProperty(
      { ...complete, amenities: '["Wi-Fi"," Pool ",""]', images: '["/images/0123456789abcdef01234567"]' },
      { forAdmin: false },
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        pricePerNight: 120.5,
        maxGuests: 4,
        amenities: ['Wi-Fi', 'Pool'],
        images: ['/images/0123456789abcdef01234567'],
      }),
    });
  });

  it('requires title, location, property type and price with the spec message', () => {
    const result = validateProperty({ location: 'Martil' }, { forAdmin: false });
    expect(result).toEqual({
      ok: false,
      message: REQUIRED_MESSAGE,
      errors: { title: 'Required', propertyType: 'Required', pricePerNight: 'Required' },
    });
  });

  it('requires a host id and a description from admins', () => {
    const result = validateProperty({ ...complete, description: '' }, { forAdmin: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ description: 'Required', hostId: MISSING_HOST_ID });
    const hostOnly = validateProperty(complete, { forAdmin: true });
    expect(hostOnly).toEqual(expect.objectContaining({ ok: false, message: MISSING_HOST_ID }));
  });

  it('falls back to 1 guest (host) or 2 (admin) when max guests is empty or invalid', () => {
    const host = validateProperty({ ...complete, maxGuests: '' }, { forAdmin: false });
    const admin = validateProperty(
      { ...complete, maxGuests: 'many', hostId: '0123456789abcdef01234567' },
      { forAdmin: true },
    );
    expect(host.ok && host.value.maxGuests).toBe(1);
    expect(admin.ok && admin.value.maxGuests).toBe(2);
    expect(validateProperty({ ...complete, maxGuests: 17 }, { forAdmin: false }).ok).toBe(false);
  });

  it('refuses negative or non-numeric prices and foreign or too many images', () => {
    expect(validateProperty({ ...complete, pricePerNight: '-1' }, { forAdmin: false })).toEqual(
      expect.objectContaining({ ok: false, message: 'Number must be greater than or equal to 0' }),
    );
    expect(validateProperty({ ...complete, pricePerNight: 'abc' }, { forAdmin: false }).ok).toBe(false);
    expect(
      validateProperty({ ...complete, images: ['http://elsewhere/x.png'] }, { forAdmin: false }).ok,
    ).toBe(false);
    const many = Array.from(
      { length: MAX_IMAGES_PER_PROPERTY + 1 },
      (_, i) => `/images/${String(i).padStart(24, '0')}`,
    );
    expect(validateProperty({ ...complete, images: many }, { forAdmin: false }).ok).toBe(false);
  });

  it('checks only the given fields of an edit', () => {
    const input = { title: 'New title' };
    const result = validateProperty(input, { forAdmin: false, partial: true });
    expect(result.ok).toBe(true);
    if (result.ok) expect(changedFields(input, result.value)).toEqual({ title: 'New title' });
    expect(validateProperty({ title: '' }, { forAdmin: false, partial: true }).ok).toBe(false);
  });
});

describe('cancellationPolicy (SPEC section 9 refund rules)', () => {
  it('is moderate when a new property gives none, and any of the three names otherwise', () => {
    const none = validateProperty(complete, { forAdmin: false });
    expect(none.ok && none.value.cancellationPolicy).toBe('moderate');
    for (const name of ['flexible', 'moderate', 'strict']) {
      const result = validateProperty({ ...complete, cancellationPolicy: ` ${name} ` }, { forAdmin: false });
      expect(result.ok && result.value.cancellationPolicy).toBe(name);
    }
  });

  it('refuses another name with a field error, and an edit changes it only when named', () => {
    const wrong = validateProperty({ ...complete, cancellationPolicy: 'lenient' }, { forAdmin: false });
    expect(wrong).toEqual(
      expect.objectContaining({ ok: false, errors: { cancellationPolicy: expect.any(String) } }),
    );
    const edit = { cancellationPolicy: 'strict' };
    const result = validateProperty(edit, { forAdmin: false, partial: true });
    expect(result.ok && changedFields(edit, result.value)).toEqual({ cancellationPolicy: 'strict' });
    const other = validateProperty({ title: 'New' }, { forAdmin: false, partial: true });
    expect(other.ok && changedFields({ title: 'New' }, other.value)).toEqual({ title: 'New' });
  });
});

describe('listOf (SPEC section 3: JSON text lists)', () => {
  it('parses arrays and JSON text, and makes anything unparsable an empty list', () => {
    expect(listOf(['a'])).toEqual(['a']);
    expect(listOf('["a","b"]')).toEqual(['a', 'b']);
    expect(listOf('{"a":1}')).toEqual([]);
    expect(listOf('not json')).toEqual([]);
    expect(listOf(undefined)).toEqual([]);
  });
});

describe('instantBook (issue 29)', () => {
  const instant = (value: unknown) =>
    validateProperty({ ...complete, instantBook: value }, { forAdmin: false });

  it('is off unless the form turns it on, as a boolean or its text', () => {
    expect(validateProperty(complete, { forAdmin: false })).toMatchObject({ value: { instantBook: false } });
    expect(instant(true)).toMatchObject({ value: { instantBook: true } });
    expect(instant(' TRUE ')).toMatchObject({ value: { instantBook: true } });
    expect(instant('false')).toMatchObject({ value: { instantBook: false } });
    expect(instant('')).toMatchObject({ value: { instantBook: false } });
  });

  it('refuses anything else with a field error', () => {
    expect(instant('yes')).toEqual(
      expect.objectContaining({ ok: false, errors: { instantBook: 'Expected boolean, received string' } }),
    );
    expect(instant(1)).toEqual(
      expect.objectContaining({ errors: { instantBook: 'Expected boolean, received number' } }),
    );
  });

  it('is changed by an edit only when the edit names it', () => {
    const edit = { title: 'Renamed' };
    const result = validateProperty(edit, { forAdmin: false, partial: true });
    expect(result.ok && changedFields(edit, result.value)).toEqual({ title: 'Renamed' });
    const on = { instantBook: 'true' };
    const turned = validateProperty(on, { forAdmin: false, partial: true });
    expect(turned.ok && changedFields(on, turned.value)).toEqual({ instantBook: true });
  });
});
