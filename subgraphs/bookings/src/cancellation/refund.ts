/**
 * SPEC section 9's cancellation table, applied for real: how much of a cancelled stay is refunded, from the
 * property's policy and the time left before check-in. Pure: unit-tested on its own (refund.test.ts).
 *
 * Check-in and check-out are the contracts' fixed hours (checkInMoment, checkOutMoment). The service fee is never
 * refunded; a request nobody approved yet was never charged, so withdrawing it refunds nothing (issue 30 #8).
 * The table is the contracts' REFUND_RULES, which the screens' policy text reads too.
 */
import {
  type CancellationPolicyName,
  checkInMoment,
  checkOutMoment,
  REFUND_RULES,
} from '@stays/subgraph-shared';
import { SERVICE_FEE_RATE } from '../booking/pricing';
import { canMoveBooking } from '../booking/transitions';

const HOUR_MS = 3_600_000;

/**
 * Per policy: a full refund when more than `fullAfter` is left before check-in, half when at least `halfFrom`
 * is left (the table's "2-5 days" includes both ends), nothing after that and during the stay.
 */
const ruleOf = (policy: CancellationPolicyName) => ({
  fullAfter: REFUND_RULES[policy].fullRefundHours * HOUR_MS,
  halfFrom: REFUND_RULES[policy].halfRefundHours * HOUR_MS,
});

/** 100, 50 or 0: the share of the nights' price refunded with `msLeft` before check-in (negative: during). */
export function refundPercent(policy: CancellationPolicyName, msLeft: number): 0 | 50 | 100 {
  if (msLeft <= 0) return 0;
  const rule = ruleOf(policy);
  if (msLeft > rule.fullAfter) return 100;
  return msLeft >= rule.halfFrom ? 50 : 0;
}

/**
 * The nights' price and the service fee inside a stored total (bookings store only the total as text): the
 * fee is SERVICE_FEE_RATE of the subtotal rounded to whole dollars, so the subtotal is the total less the one fee that is
 * consistent with it. The fee of the price list at booking time, even if the property's price changed since.
 */
export function splitTotal(total: number): { subtotal: number; serviceFee: number } {
  const estimate = Math.round((total / (1 + SERVICE_FEE_RATE)) * SERVICE_FEE_RATE);
  for (const fee of [estimate, estimate - 1, estimate + 1]) {
    const subtotal = Math.round((total - fee) * 100) / 100;
    if (fee >= 0 && Math.round(subtotal * SERVICE_FEE_RATE) === fee) return { subtotal, serviceFee: fee };
  }
  return { subtotal: Math.round((total - estimate) * 100) / 100, serviceFee: estimate };
}

export interface RefundQuote {
  policy: CancellationPolicyName;
  /** The share of the nights' price refunded (0 for a pending request: nothing was charged). */
  refundPercent: number;
  /** Whether the stay was charged: an approved one was, a pending request was not. */
  charged: boolean;
  refundAmount: number;
  total: number;
  serviceFee: number;
  /** Whole hours left before check-in (negative during the stay). */
  hoursBeforeCheckIn: number;
  checkInAt: string;
  /** False once the stay has ended: nothing is left to cancel. */
  cancellable: boolean;
}

export function quoteRefund(
  booking: { status: string; totalPrice: string; checkInDate: string; checkOutDate: string },
  policy: CancellationPolicyName,
  now: Date,
): RefundQuote {
  const total = Number(booking.totalPrice) || 0;
  const { subtotal, serviceFee } = splitTotal(total);
  const checkInAt = checkInMoment(booking.checkInDate);
  const msLeft = checkInAt.getTime() - now.getTime();
  const cancellable =
    canMoveBooking(booking.status, 'cancelled', 'booking.cancel') &&
    now.getTime() < checkOutMoment(booking.checkOutDate).getTime();
  const charged = booking.status !== 'pending';
  const percent = charged ? refundPercent(policy, msLeft) : 0;
  // Of the nights only: the service fee stays with the platform whatever the policy.
  const refundAmount = Math.round(subtotal * percent) / 100;
  return {
    policy,
    refundPercent: percent,
    charged,
    refundAmount,
    total,
    serviceFee,
    hoursBeforeCheckIn: Math.trunc(msLeft / HOUR_MS),
    checkInAt: checkInAt.toISOString(),
    cancellable,
  };
}
