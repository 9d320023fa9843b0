import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, passwordProblem } from './passwords';

describe('the password rule (SPEC 5, issue 46 #10e)', () => {
  it('asks for 6 characters at least and 72 bytes at most', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_BYTES]).toEqual([6, 72]);
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem(undefined)).toBe('required');
    expect(passwordProblem('12345')).toBe('tooShort');
    expect(passwordProblem('123456')).toBeNull();
    expect(passwordProblem('a'.repeat(72))).toBeNull();
    expect(passwordProblem('a'.repeat(73))).toBe('tooLong');
    // bytes, not characters: 37 two-byte letters are 74 bytes
    expect(passwordProblem('é'.repeat(37))).toBe('tooLong');
  });
});
