import { defineMessages } from 'react-intl';

// One set of words for Approve and Decline wherever a host meets the request: the buttons and their write's toasts.
export const decisionMessages = defineMessages({
  approve: { id: 'bookingDecision.approve', defaultMessage: 'Approve' },
  decline: { id: 'bookingDecision.decline', defaultMessage: 'Decline' },
  approveNamed: { id: 'bookingDecision.approveNamed', defaultMessage: 'Approve the request of {guest}' },
  declineNamed: { id: 'bookingDecision.declineNamed', defaultMessage: 'Decline the request of {guest}' },
  approved: { id: 'bookingDecision.approved', defaultMessage: 'Booking approved' },
  approvedText: { id: 'bookingDecision.approvedText', defaultMessage: 'The guest has been told.' },
  declined: { id: 'bookingDecision.declined', defaultMessage: 'Booking declined' },
  decideFailed: { id: 'bookingDecision.decideFailed', defaultMessage: 'Could not update the booking' },
  overlap: {
    id: 'bookingDecision.overlap',
    defaultMessage:
      'These dates overlap a stay you already approved at this property, so this request cannot be approved.',
  },
  blockedConflict: {
    id: 'bookingDecision.blockedConflict',
    defaultMessage: 'You blocked some of these nights. Unblock them first to approve this request.',
  },
  alreadyDecided: {
    id: 'bookingDecision.alreadyDecided',
    defaultMessage: 'This request was already decided. The list is up to date now.',
  },
  expired: {
    id: 'bookingDecision.expired',
    defaultMessage:
      'This request has expired: its check-in time has passed, so it can no longer be approved.',
  },
});
