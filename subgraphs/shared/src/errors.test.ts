import { appError, invalidFields } from './errors';

describe('errors', () => {
  it.each([
    ['BAD_USER_INPUT', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['SERVICE_UNAVAILABLE', 503],
  ] as const)('%s carries status %d', (code, status) => {
    expect(appError(code, 'm').extensions).toEqual({ code, http: { status } });
  });

  it('gives a form failure the first field message and every field', () => {
    const error = invalidFields({ email: 'Email is required', password: 'Password is required' });
    expect(error.message).toBe('Email is required');
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { password: 'Password is required' },
    });
  });
});
