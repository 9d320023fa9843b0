import {
  changedFields,
  listOf,
  MAX_IMAGES_PER_PROPERTY,
  MISSING_HOST_ID,
  REQUIRED_MESSAGE,
  validateProperty,
} from './validation';
import { PIN_REQUIRED_MESSAGE } from '@stays/subgraph-shared';

const complete = {
  title: 'Sea View',
  location: 'Martil',
  propertyType: 'house',
  pricePerNight: '120.50',
  maxGuests: 4,
  description: 'Nice',
  latitude: 35.6178,
  longitude: -5.2747,
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
      errors: {
        title: 'Required',
        propertyType: 'Required',
        pricePerNight: 'Required',
        latitude: PIN_REQUIRED_MESSAGE,
      },
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

describe('validateProperty: coordinates (issue 43 #4)', () => {
  it('takes latitude and longitude as numbers or numeric text and stores a GeoJSON point, longitude first', () => {
    const result = validateProperty(
      { ...complete, latitude: '30.6236', longitude: -96.3438 },
      { forAdmin: false },
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ point: { type: 'Point', coordinates: [-96.3438, 30.6236] } }),
    });
  });

  it('refuses a latitude outside -90..90, a longitude outside -180..180, text, and one without the other', () => {
    const outside = validateProperty({ ...complete, latitude: 91, longitude: -181 }, { forAdmin: false });
    expect(outside).toEqual({
      ok: false,
      message: 'Latitude must be a number from -90 to 90',
      errors: {
        latitude: 'Latitude must be a number from -90 to 90',
        longitude: 'Longitude must be a number from -180 to 180',
      },
    });
    const words = validateProperty({ ...complete, latitude: 'north', longitude: '5' }, { forAdmin: false });
    expect(words.ok === false && words.errors).toEqual({
      latitude: 'Latitude must be a number from -90 to 90',
    });
    const alone = validateProperty(
      { ...complete, latitude: 35.6, longitude: undefined },
      { forAdmin: false },
    );
    expect(alone.ok === false && alone.errors).toEqual({
      longitude: 'Give both latitude and longitude, or neither',
    });
    const edges = validateProperty({ ...complete, latitude: -90, longitude: 180 }, { forAdmin: false });
    expect(edges.ok).toBe(true);
  });

  it('an edit changes the point only when coordinates are sent, and may not remove it', () => {
    const untouched = validateProperty({ title: 'New name' }, { forAdmin: false, partial: true });
    expect(untouched.ok && changedFields({ title: 'New name' }, untouched.value)).toEqual({
      title: 'New name',
    });
    const cleared = validateProperty({ latitude: '', longitude: null }, { forAdmin: false, partial: true });
    expect(cleared).toEqual({
      ok: false,
      message: PIN_REQUIRED_MESSAGE,
      errors: { latitude: PIN_REQUIRED_MESSAGE },
    });
  });

  it('refuses a new listing without its pin, for hosts and admins', () => {
    const { latitude: _latitude, longitude: _longitude, ...unplaced } = complete;
    for (const forAdmin of [false, true])
      expect(validateProperty({ ...unplaced, hostId: 'a'.repeat(24) }, { forAdmin })).toEqual({
        ok: false,
        message: PIN_REQUIRED_MESSAGE,
        errors: { latitude: PIN_REQUIRED_MESSAGE },
      });
  });
});
