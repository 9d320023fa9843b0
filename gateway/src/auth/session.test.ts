import jwt from 'jsonwebtoken';
import { ANONYMOUS } from '@stays/contracts';
import {
  callerFromCookies,
  newSessionId,
  readSessionToken,
  SESSION_AUDIENCE,
  signSessionToken,
  verifySessionToken,
} from './session';

const secret = 'test-secret-of-enough-length-000000';
const userId = '0123456789abcdef01234567';

describe('session token', () => {
  it('round-trips a caller', () => {
    const token = signSessionToken({ userId, role: 'host' }, secret);
    expect(verifySessionToken(token, secret)).toEqual({ userId, role: 'host' });
    expect(callerFromCookies({ token }, secret)).toEqual({ userId, role: 'host' });
  });

  it('is anonymous without a cookie or with garbage', () => {
    expect(callerFromCookies(undefined, secret)).toBe(ANONYMOUS);
    expect(callerFromCookies({}, secret)).toBe(ANONYMOUS);
    expect(verifySessionToken('not.a.jwt', secret)).toBe(ANONYMOUS);
    expect(verifySessionToken(42, secret)).toBe(ANONYMOUS);
  });

  it('rejects another secret, another audience, expiry and unsigned tokens', () => {
    expect(verifySessionToken(signSessionToken({ userId, role: 'admin' }, 'other-secret'), secret)).toBe(
      ANONYMOUS,
    );
    const otherAudience = jwt.sign({ role: 'admin' }, secret, {
      algorithm: 'HS256',
      audience: 'elsewhere',
      subject: userId,
    });
    expect(verifySessionToken(otherAudience, secret)).toBe(ANONYMOUS);
    const expired = jwt.sign({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      algorithm: 'HS256',
      audience: SESSION_AUDIENCE,
      subject: userId,
    });
    expect(verifySessionToken(expired, secret)).toBe(ANONYMOUS);
    const unsigned = jwt.sign({ role: 'admin' }, '', {
      algorithm: 'none',
      audience: SESSION_AUDIENCE,
      subject: userId,
    });
    expect(verifySessionToken(unsigned, secret)).toBe(ANONYMOUS);
    const hs512 = jwt.sign({ role: 'admin' }, secret, {
      algorithm: 'HS512',
      audience: SESSION_AUDIENCE,
      subject: userId,
    });
    expect(verifySessionToken(hs512, secret)).toBe(ANONYMOUS);
  });

  it('rejects tokens whose claims are not a caller', () => {
    const badRole = jwt.sign({ role: 'root' }, secret, {
      algorithm: 'HS256',
      audience: SESSION_AUDIENCE,
      subject: userId,
    });
    const badSubject = jwt.sign({ role: 'admin' }, secret, {
      algorithm: 'HS256',
      audience: SESSION_AUDIENCE,
      subject: 'x',
    });
    expect(verifySessionToken(badRole, secret)).toBe(ANONYMOUS);
    expect(verifySessionToken(badSubject, secret)).toBe(ANONYMOUS);
  });

  it('carries each sign-in its own session id; a malformed one is refused, an older token has none', () => {
    const [first, second] = [newSessionId(), newSessionId()];
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first).not.toBe(second);
    const token = signSessionToken({ userId, role: 'host', sessionId: first }, secret);
    expect(readSessionToken(token, secret)).toEqual({
      userId,
      role: 'host',
      sessionVersion: 0,
      sessionId: first,
    });
    const older = signSessionToken({ userId, role: 'host' }, secret);
    expect(readSessionToken(older, secret)).toEqual({ userId, role: 'host', sessionVersion: 0 });
    const forged = jwt.sign({ role: 'host', sv: 0, sid: 'x' }, secret, {
      audience: SESSION_AUDIENCE,
      subject: userId,
    });
    expect(readSessionToken(forged, secret)).toBeNull();
  });
});
