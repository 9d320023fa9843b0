import { validateCredentials, validateRegistration } from './validation';

const valid = {
  username: 'new@stays.test',
  password: 'secret1',
  email: 'New@Stays.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

describe('registration validation (SPEC section 5)', () => {
  it('accepts a valid registration, lower-cases the email and defaults the role to visitor', () => {
    const result = validateRegistration(valid);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, email: 'new@stays.test', role: 'visitor' },
    });
  });

  it('gives the spec messages by field', () => {
    const result = validateRegistration({
      username: ' ',
      password: '12345',
      email: 'not-an-email',
      firstName: 'A',
      lastName: 'B',
      role: 'admin',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        username: 'Username is required',
        password: 'Password must be at least 6 characters',
        email: 'Please enter a valid email address',
        firstName: 'First name must be at least 2 characters',
        lastName: 'Last name must be at least 2 characters',
        role: 'Role must be visitor or host',
      },
    });
  });

  it('requires password, email and both names (SPEC 5), and allows host', () => {
    expect(validateRegistration({ username: 'x' })).toEqual({
      ok: false,
      errors: {
        password: 'Password is required',
        email: 'Email is required',
        firstName: 'First name must be at least 2 characters',
        lastName: 'Last name must be at least 2 characters',
      },
    });
    const host = validateRegistration({ ...valid, role: 'host' });
    expect(host.ok && host.value).toEqual({ ...valid, email: 'new@stays.test', role: 'host' });
  });

  it('refuses passwords bcrypt would truncate and non-string values', () => {
    const long = validateRegistration({ ...valid, password: 'x'.repeat(73) });
    expect(long.ok).toBe(false);
    const wrongTypes = validateRegistration({ ...valid, password: 42 as never, email: {} as never });
    expect(wrongTypes).toEqual({
      ok: false,
      errors: { password: 'Password is required', email: 'Email is required' },
    });
  });

  it('checks sign-in fields', () => {
    expect(validateCredentials('a', 'b')).toBeNull();
    expect(validateCredentials('', undefined)).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(validateCredentials('x'.repeat(255), 'y'.repeat(1025))).toEqual({
      username: 'Username is too long',
      password: 'Password is too long',
    });
  });
});
