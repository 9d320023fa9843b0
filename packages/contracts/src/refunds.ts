// The refund policy of a cancelled stay (SPEC section 9's table), one definition for the server's computation
// (subgraphs/bookings/src/cancellation/refund.ts) and the screens' policy text, so the two never disagree.
import type { CancellationPolicyName } from './properties';

/**
 * Per policy: everything of the nights' price back when more than `fullRefundHours` are left before check-in,
 * half when at least `halfRefundHours` are left (the table's "2-5 days" includes both ends), nothing after that
 * and during the stay.
 */
export const REFUND_RULES: Record<
  CancellationPolicyName,
  { fullRefundHours: number; halfRefundHours: number }
> = {
  flexible: { fullRefundHours: 24, halfRefundHours: 0 },
  moderate: { fullRefundHours: 5 * 24, halfRefundHours: 2 * 24 },
  strict: { fullRefundHours: 14 * 24, halfRefundHours: 7 * 24 },
};

/**
 * The service fee is never refunded; a request nobody approved was never charged, so its cancellation refunds
 * nothing and says so (issue 30 #8: it claimed to refund the fee and "everything you paid").
 */
export const SERVICE_FEE_REFUNDABLE = false;

/**
 * A policy's refund windows as its texts state them (the ICU arguments of every policy message): in hours, and in
 * days of 24 hours, so the copy never writes a number of its own.
 */
export function refundWindows(policy: CancellationPolicyName) {
  const { fullRefundHours, halfRefundHours } = REFUND_RULES[policy];
  return {
    fullHours: fullRefundHours,
    halfHours: halfRefundHours,
    fullDays: fullRefundHours / 24,
    halfDays: halfRefundHours / 24,
  };
}
