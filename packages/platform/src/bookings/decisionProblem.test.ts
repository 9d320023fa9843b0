/** @jest-environment node */
// The server's refusals of Approve and Decline, said in words on every screen that decides (issue 46 #7).
import { CombinedGraphQLErrors } from '@apollo/client';
import { decisionProblem } from './useDecideBooking';

const refusal = (message: string, extensions: Record<string, unknown> = { code: 'CONFLICT' }) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('decisionProblem', () => {
  it('names an expired request, whether it expired while it waited or the sweep stored it so first', () => {
    expect(
      decisionProblem(
        refusal('This request has expired: its check-in time has passed, so it can no longer be approved.', {
          code: 'CONFLICT',
          reason: 'requestExpired',
        }),
      ),
    ).toBe('expired');
    expect(decisionProblem(refusal('This booking is already expired'))).toBe('expired');
  });

  it('names an overlap, blocked nights and a request decided elsewhere; nothing for other failures', () => {
    expect(decisionProblem(refusal('These dates overlap an approved stay at this property'))).toBe('overlap');
    expect(decisionProblem(refusal('The host has blocked some of these nights'))).toBe('blockedConflict');
    expect(decisionProblem(refusal('This booking is already approved'))).toBe('alreadyDecided');
    expect(decisionProblem(new Error('Failed to fetch'))).toBeNull();
  });
});
