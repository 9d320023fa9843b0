// The lengths the server refuses past, shared with the front ends so a text box can show its limit (a counter
// near it) and refuse the same text in the reader's language before the server has to.

export const TEXT_LIMITS = {
  /** A booking request's note to the host (bookings subgraph). */
  bookingMessage: { max: 2000 },
  /** A guest's message to a host (notifications subgraph): subject and text. */
  notificationTitle: { max: 200 },
  notificationMessage: { max: 5000 },
  /** A conversation message (issue 29). */
  conversationMessage: { max: 5000 },
  /** Why a listing was rejected, for its host (properties subgraph). */
  decisionReason: { max: 500 },
  /** Why a host application was rejected, for the applicant (users subgraph). */
  applicationReviewNote: { max: 1000 },
  /** Why someone applies to host, once trimmed (users subgraph, SPEC 5). */
  hostApplicationReason: { min: 50, max: 2000 },
  /** A review's comment once trimmed (properties subgraph). */
  reviewComment: { min: 10, max: 1000 },
} as const;

export type TextLimitName = keyof typeof TEXT_LIMITS;

/** The most bedrooms or bathrooms a listing may give (a whole number from 0): the server refuses more. */
export const MAX_ROOMS = 100;

/** A room count as a form holds it: empty (not given), or a whole number from 0 to MAX_ROOMS. */
export function isRoomCount(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return true;
  const count = Number(trimmed);
  return Number.isInteger(count) && count >= 0 && count <= MAX_ROOMS;
}
