import { validateApplication } from './validation';

const valid = {
  reason: 'I have a spare room near campus and would love to host visiting students.',
  phone: ' +1 512 555 0100 ',
  address: '12 Guadalupe Street, Austin TX',
};

describe('host application validation (SPEC section 5)', () => {
  it('accepts a valid application, trimmed', () => {
    expect(validateApplication(valid)).toEqual({ ok: true, value: { ...valid, phone: '+1 512 555 0100' } });
  });

  it('gives the spec messages by field, for short, missing and non-text values', () => {
    expect(validateApplication({ reason: 'x'.repeat(49), phone: 42 as never })).toEqual({
      ok: false,
      errors: {
        reason: 'Please provide at least 50 characters explaining why you want to be a host',
        phone: 'Please enter a valid phone number',
        address: 'Please enter your full address',
      },
    });
  });

  it('bounds every field', () => {
    expect(validateApplication({ ...valid, reason: 'x'.repeat(2001), phone: '1'.repeat(31) })).toEqual({
      ok: false,
      errors: {
        reason: 'Reason must be at most 2000 characters',
        phone: 'Phone must be at most 30 characters',
      },
    });
  });
});
