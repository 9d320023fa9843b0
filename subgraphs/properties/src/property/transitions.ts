/**
 * SPEC section 4, property status: pending becomes approved or rejected; approved can become rejected
 * ('Reject Approval'); rejected can become approved ('Re-approve'). Nothing else, and never back to pending.
 */
export const PROPERTY_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
};

export const DECISIONS = ['approved', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

export function isDecision(value: unknown): value is Decision {
  return value === 'approved' || value === 'rejected';
}

export function canTransition(from: string, to: string): boolean {
  return PROPERTY_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The statuses a property may be in for a move to `to`. */
export function statusesLeadingTo(to: string): string[] {
  return Object.entries(PROPERTY_TRANSITIONS)
    .filter(([, targets]) => targets.includes(to))
    .map(([from]) => from);
}

/** The fixed reason the staff dashboard sends (SPEC section 4), used when a rejection names none. */
export const DEFAULT_REJECTION_REASON = 'Needs revision';
