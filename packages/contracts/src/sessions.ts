/**
 * Why the live stream of a page ends for good (its last frame, `event: ended`, gateway live/hub.ts), as the page
 * is told: its session ended (signed out, here or everywhere; blocked; its role changed), or a newer stream of the
 * same session or account replaced it (the caps on streams). The page does not reconnect after any of them.
 */
export const LIVE_END_REASONS = ['signed-out', 'blocked', 'role-changed', 'replaced'] as const;
export type LiveEndReason = (typeof LIVE_END_REASONS)[number];
/** The reasons that end the session itself: the page goes to the sign-in page and says which. */
export type SessionEndReason = Exclude<LiveEndReason, 'replaced'>;

export const isLiveEndReason = (value: unknown): value is LiveEndReason =>
  (LIVE_END_REASONS as readonly unknown[]).includes(value);
