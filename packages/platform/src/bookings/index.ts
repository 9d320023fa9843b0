// @stays/platform/bookings: the cancellation policy's note and texts and the booking decisions' messages, for the
// property page, the booking dialog, the trips and the work areas (a federation singleton of its own, so the
// landing and a search never load it). The decision buttons that write are @stays/platform/apollo's.
export { decisionMessages } from './decisionMessages';
export {
  CancellationPolicyNote,
  cancellationPolicyMessages,
  useCancellationPolicyText,
} from './CancellationPolicy';
export type { CancellationPolicyNoteProps } from './CancellationPolicy';
