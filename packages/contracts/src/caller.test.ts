import { ANONYMOUS, callerFromHeaders, callerHeaders } from './caller';
import { statusForCode } from './errors';

const id = '0123456789abcdef01234567';

describe('callerFromHeaders', () => {
  it('reads a valid id and role', () => {
    expect(callerFromHeaders({ 'x-user-id': id, 'x-user-role': 'host' })).toEqual({
      userId: id,
      role: 'host',
    });
  });

  it.each([
    [{}],
    [{ 'x-user-id': id }],
    [{ 'x-user-role': 'admin' }],
    [{ 'x-user-id': 'nope', 'x-user-role': 'admin' }],
    [{ 'x-user-id': id, 'x-user-role': 'root' }],
  ])('treats %j as anonymous', (headers) => {
    expect(callerFromHeaders(headers)).toBe(ANONYMOUS);
  });

  it('round-trips through callerHeaders', () => {
    const caller = { userId: id, role: 'staff' as const };
    expect(callerFromHeaders(callerHeaders(caller))).toEqual(caller);
    expect(callerHeaders(ANONYMOUS)).toEqual({});
  });
});

describe('errors', () => {
  it.each([
    ['BAD_USER_INPUT', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
  ] as const)('%s answers status %d', (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });

  it('maps unknown codes to 500', () => {
    expect(statusForCode('INTERNAL_SERVER_ERROR')).toBe(500);
    expect(statusForCode(undefined)).toBe(500);
  });
});
