import { callerFromHeaders, callerHeaders, isSessionId } from './caller';
import { CLIENT_ERROR_CODES, ERROR_STATUS, isConflictReason } from './errors';
import { ratingOf } from './properties';
import { REFUND_RULES, refundWindows } from './refunds';

describe('ratingOf (issue 30 #5: one rating)', () => {
  it('is the average to two decimals, and null with no review (never a default)', () => {
    expect(ratingOf([])).toBeNull();
    expect(ratingOf([4])).toBe(4);
    expect(ratingOf([5, 4, 4])).toBe(4.33);
    expect(ratingOf([5, 5, 4])).toBe(4.67);
  });
});

describe('the session id travels with the caller (issue 30 #3)', () => {
  const id = '0123456789abcdef01234567';
  const sessionId = 'AbCdEfGhIjKlMnOpQrStUv';
  it('round-trips a valid session id and drops a malformed one', () => {
    const caller = { userId: id, role: 'host' as const, sessionId };
    expect(callerFromHeaders(callerHeaders(caller))).toEqual(caller);
    expect(callerFromHeaders({ 'x-user-id': id, 'x-user-role': 'host', 'x-session-id': 'short' })).toEqual({
      userId: id,
      role: 'host',
    });
    expect(isSessionId('a'.repeat(65))).toBe(false);
  });
});

describe('the codes a client can meet', () => {
  it('include every code of ERROR_STATUS and the masked internal error', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(CLIENT_ERROR_CODES).toContain(code);
    expect(CLIENT_ERROR_CODES).toContain('INTERNAL_SERVER_ERROR');
    expect(isConflictReason('duplicateRequest')).toBe(true);
    expect(isConflictReason('other')).toBe(false);
  });
});

describe('REFUND_RULES: SPEC 9 table in hours', () => {
  it('refunds in full before 24 h / 5 days / 14 days and half down to 0 h / 2 days / 7 days', () => {
    expect(REFUND_RULES).toEqual({
      flexible: { fullRefundHours: 24, halfRefundHours: 0 },
      moderate: { fullRefundHours: 120, halfRefundHours: 48 },
      strict: { fullRefundHours: 336, halfRefundHours: 168 },
    });
  });
});

describe('refundWindows: the numbers the policy texts show', () => {
  it('are the rule in hours and in days', () => {
    expect(refundWindows('flexible')).toEqual({ fullHours: 24, halfHours: 0, fullDays: 1, halfDays: 0 });
    expect(refundWindows('moderate')).toEqual({ fullHours: 120, halfHours: 48, fullDays: 5, halfDays: 2 });
    expect(refundWindows('strict')).toEqual({ fullHours: 336, halfHours: 168, fullDays: 14, halfDays: 7 });
  });
});
