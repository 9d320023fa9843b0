import { defineMessages } from 'react-intl';

// The booking remote's words (SPEC sections 2, 5 and 8 where the spec gives them); French and Arabic in
// mfe-booking/src/i18n/messages.
export const signInMessages = defineMessages({
  title: { id: 'booking.loginRequired', defaultMessage: 'Login Required' },
  book: { id: 'booking.loginToBook', defaultMessage: 'Please log in to book this property' },
  message: { id: 'booking.loginToMessage', defaultMessage: 'Please log in to send a message to the host' },
  signIn: { id: 'booking.signIn', defaultMessage: 'Sign In' },
  cancel: { id: 'booking.cancel', defaultMessage: 'Cancel' },
});

export const bookingMessages = defineMessages({
  title: { id: 'booking.title', defaultMessage: 'Book {title}' },
  perNight: { id: 'booking.perNight', defaultMessage: '{price} / night' },
  dates: { id: 'booking.dates', defaultMessage: 'Check-in and check-out' },
  datesHint: {
    id: 'booking.datesHint',
    defaultMessage: 'Choose your check-in day, then your check-out day. Taken nights cannot be chosen.',
  },
  checkIn: { id: 'booking.checkIn', defaultMessage: 'Check-in' },
  checkOut: { id: 'booking.checkOut', defaultMessage: 'Check-out' },
  notChosen: { id: 'booking.notChosen', defaultMessage: 'Not chosen' },
  guests: { id: 'booking.guests', defaultMessage: 'Guests' },
  guestCount: { id: 'booking.guestCount', defaultMessage: '{count, plural, one {# guest} other {# guests}}' },
  message: { id: 'booking.message', defaultMessage: 'Message to the host (optional)' },
  amenities: { id: 'booking.amenities', defaultMessage: 'Included' },
  nights: { id: 'booking.nights', defaultMessage: '{count, plural, one {# night} other {# nights}}' },
  nightsTimesPrice: { id: 'booking.nightsTimesPrice', defaultMessage: '{price} x {nights}' },
  serviceFee: { id: 'booking.serviceFee', defaultMessage: 'Service fee' },
  discountMonthlyPrice: {
    id: 'booking.discountMonthlyPrice',
    defaultMessage:
      'Monthly price: {months, plural, one {# month} other {# months}}{extra, plural, =0 {} one { and # night} other { and # nights}} at {price} /month',
  },
  discountMonthly: { id: 'booking.discountMonthly', defaultMessage: 'Monthly stay discount' },
  discountWeekly: { id: 'booking.discountWeekly', defaultMessage: 'Weekly stay discount' },
  total: { id: 'booking.total', defaultMessage: 'Total' },
  quoting: { id: 'booking.quoting', defaultMessage: 'Updating the price...' },
  quoteFailed: { id: 'booking.quoteFailed', defaultMessage: 'The price could not be loaded: {message}' },
  taken: { id: 'booking.taken', defaultMessage: 'Some of these nights are already taken' },
  submit: { id: 'booking.submit', defaultMessage: 'Request to Book' },
  sending: { id: 'booking.sending', defaultMessage: 'Sending...' },
  noCharge: { id: 'booking.noCharge', defaultMessage: "You won't be charged until the host approves." },
  checkInRequired: { id: 'booking.checkInRequired', defaultMessage: 'Check-in date is required' },
  checkOutRequired: { id: 'booking.checkOutRequired', defaultMessage: 'Check-out date is required' },
  guestsRequired: { id: 'booking.guestsRequired', defaultMessage: 'At least 1 guest is required' },
  checkInPast: { id: 'booking.checkInPast', defaultMessage: 'Check-in date must be today or later' },
  checkOutOrder: {
    id: 'booking.checkOutOrder',
    defaultMessage: 'Check-out date must be after check-in date',
  },
  guestsMax: {
    id: 'booking.guestsMax',
    defaultMessage:
      '{count, plural, one {This property accepts at most # guest} other {This property accepts at most # guests}}',
  },
  unauthorized: { id: 'booking.unauthorized', defaultMessage: 'Unauthorized' },
  unauthorizedText: {
    id: 'booking.unauthorizedText',
    defaultMessage: 'You need to log in to book this property.',
  },
  failed: { id: 'booking.failed', defaultMessage: 'Booking Failed' },
  failedText: {
    id: 'booking.failedText',
    defaultMessage: 'Failed to send booking request. Please try again.',
  },
  duplicateRequest: {
    id: 'booking.duplicateRequest',
    defaultMessage: 'You already have a pending request for these dates.',
  },
  nightsTaken: {
    id: 'booking.nightsTaken',
    defaultMessage: 'Some of these nights were just taken. Choose other dates.',
  },
  instantNote: {
    id: 'booking.instantNote',
    defaultMessage: 'Instant Book: your stay is confirmed as soon as you book.',
  },
  instantSubmit: { id: 'booking.instantSubmit', defaultMessage: 'Book Now' },
  confirmed: { id: 'booking.confirmed', defaultMessage: 'Confirmed' },
  confirmedStay: {
    id: 'booking.confirmedStay',
    defaultMessage: 'Your stay from {checkIn} to {checkOut} is booked.',
  },
  confirmedText: {
    id: 'booking.confirmedText',
    defaultMessage: 'This host accepts Instant Book, so there is no approval to wait for.',
  },
  seeTrips: { id: 'booking.seeTrips', defaultMessage: 'See my trips' },
  close: { id: 'booking.close', defaultMessage: 'Close' },
  sent: { id: 'booking.sent', defaultMessage: 'Booking Request Sent!' },
  sentText: {
    id: 'booking.sentText',
    defaultMessage: 'Your booking request has been sent to the host for approval.',
  },
});

export const messageMessages = defineMessages({
  title: { id: 'message.title', defaultMessage: 'Message the Host' },
  subject: { id: 'message.subject', defaultMessage: 'Subject' },
  subjectPrefill: { id: 'message.subjectPrefill', defaultMessage: 'Question about {title}' },
  body: { id: 'message.body', defaultMessage: 'Message' },
  placeholder: {
    id: 'message.placeholder',
    defaultMessage: 'Ask the host about the place, the area or your stay',
  },
  send: { id: 'message.send', defaultMessage: 'Send Message' },
  sending: { id: 'message.sending', defaultMessage: 'Sending...' },
  unauthorized: { id: 'message.unauthorized', defaultMessage: 'Unauthorized' },
  unauthorizedText: {
    id: 'message.unauthorizedText',
    defaultMessage: 'You need to log in to send a message.',
  },
  failed: { id: 'message.failed', defaultMessage: 'Message Failed' },
  failedText: { id: 'message.failedText', defaultMessage: 'Failed to send message. Please try again.' },
  sent: { id: 'message.sent', defaultMessage: 'Message Sent!' },
  sentText: { id: 'message.sentText', defaultMessage: 'The host will get back to you soon.' },
});

export const tripsMessages = defineMessages({
  title: { id: 'trips.title', defaultMessage: 'Your Trips' },
  subtitle: { id: 'trips.subtitle', defaultMessage: 'Your stays and requests, in one place.' },
  current: { id: 'trips.current', defaultMessage: 'Current stay' },
  upcoming: { id: 'trips.upcoming', defaultMessage: 'Upcoming' },
  pending: { id: 'trips.pending', defaultMessage: 'Pending' },
  past: { id: 'trips.past', defaultMessage: 'Past' },
  closed: { id: 'trips.closed', defaultMessage: 'Declined, cancelled or expired' },
  emptyUpcoming: { id: 'trips.emptyUpcoming', defaultMessage: 'No upcoming stays yet.' },
  emptyPending: { id: 'trips.emptyPending', defaultMessage: 'No requests waiting for a host.' },
  emptyPast: { id: 'trips.emptyPast', defaultMessage: 'No past stays yet.' },
  emptyClosed: { id: 'trips.emptyClosed', defaultMessage: 'Nothing declined, cancelled or expired.' },
  noTripsTitle: { id: 'trips.noTripsTitle', defaultMessage: 'No trips yet' },
  noTripsText: {
    id: 'trips.noTripsText',
    defaultMessage: 'When you request a stay, it shows here while the host decides, and after.',
  },
  browse: { id: 'trips.browse', defaultMessage: 'Find a stay' },
  loadFailed: { id: 'trips.loadFailed', defaultMessage: 'Your trips could not be loaded: {message}' },
  signInTitle: { id: 'trips.signInTitle', defaultMessage: 'Sign in to see your trips' },
  signInText: { id: 'trips.signInText', defaultMessage: 'Your bookings are kept with your account.' },
  removedProperty: { id: 'trips.removedProperty', defaultMessage: 'A property no longer listed' },
  dates: { id: 'trips.dates', defaultMessage: '{checkIn} to {checkOut}' },
  guests: { id: 'trips.guests', defaultMessage: '{count, plural, one {# guest} other {# guests}}' },
  total: { id: 'trips.total', defaultMessage: 'Total {amount}' },
  refunded: { id: 'trips.refunded', defaultMessage: 'Refund {amount} ({percent}%)' },
  statusApproved: { id: 'trips.statusApproved', defaultMessage: 'Approved' },
  statusInProgress: { id: 'trips.statusInProgress', defaultMessage: 'In progress' },
  statusPending: { id: 'trips.statusPending', defaultMessage: 'Pending' },
  statusRejected: { id: 'trips.statusRejected', defaultMessage: 'Declined' },
  statusCancelled: { id: 'trips.statusCancelled', defaultMessage: 'Cancelled' },
  statusExpired: { id: 'trips.statusExpired', defaultMessage: 'Expired: the host did not answer in time' },
  cancelTrip: { id: 'trips.cancelTrip', defaultMessage: 'Cancel booking' },
  writeReview: { id: 'trips.writeReview', defaultMessage: 'Write a review' },
  reviewed: { id: 'trips.reviewed', defaultMessage: 'You rated this stay {rating} out of 5' },
  viewProperty: { id: 'trips.viewProperty', defaultMessage: 'View property' },
});

export const cancelMessages = defineMessages({
  title: { id: 'cancel.title', defaultMessage: 'Cancel this booking?' },
  stay: { id: 'cancel.stay', defaultMessage: '{title}, {checkIn} to {checkOut}' },
  checkInTime: {
    id: 'cancel.checkInTime',
    defaultMessage: 'Check-in counts from {hour}:00 UTC on the check-in day.',
  },
  pendingRule: {
    id: 'cancel.pendingRule',
    defaultMessage:
      'The host has not approved this request yet, so you have not been charged and there is nothing to refund.',
  },
  refund: { id: 'cancel.refund', defaultMessage: 'Your refund' },
  refundLine: { id: 'cancel.refundLine', defaultMessage: '{amount} ({percent}% of the nights)' },
  feeKept: { id: 'cancel.feeKept', defaultMessage: 'The service fee of {fee} is not refunded.' },
  loading: { id: 'cancel.loading', defaultMessage: 'Working out your refund...' },
  quoteFailed: { id: 'cancel.quoteFailed', defaultMessage: 'The refund could not be worked out: {message}' },
  notCancellable: { id: 'cancel.notCancellable', defaultMessage: 'This booking can no longer be cancelled.' },
  keep: { id: 'cancel.keep', defaultMessage: 'Keep booking' },
  confirm: { id: 'cancel.confirm', defaultMessage: 'Cancel booking' },
  cancelling: { id: 'cancel.cancelling', defaultMessage: 'Cancelling...' },
  done: { id: 'cancel.done', defaultMessage: 'Booking cancelled' },
  doneText: {
    id: 'cancel.doneText',
    defaultMessage:
      'Under the property’s policy you are owed {amount}. Stays records no payment, so no money moves here: your host settles the refund with you.',
  },
  doneNothing: {
    id: 'cancel.doneNothing',
    defaultMessage: 'You had not been charged, so there is nothing to refund.',
  },
  failed: { id: 'cancel.failed', defaultMessage: 'Cancellation Failed' },
});

export const reviewMessages = defineMessages({
  title: { id: 'review.title', defaultMessage: 'Review your stay' },
  stay: { id: 'review.stay', defaultMessage: '{title}, {checkIn} to {checkOut}' },
  rating: { id: 'review.rating', defaultMessage: 'Rating' },
  stars: { id: 'review.stars', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
  comment: { id: 'review.comment', defaultMessage: 'Your review' },
  commentHint: { id: 'review.commentHint', defaultMessage: '10 to 1000 characters.' },
  ratingRequired: { id: 'review.ratingRequired', defaultMessage: 'Choose a rating from 1 to 5' },
  commentShort: { id: 'review.commentShort', defaultMessage: 'Write at least 10 characters' },
  commentLong: { id: 'review.commentLong', defaultMessage: 'Keep it under 1000 characters' },
  submit: { id: 'review.submit', defaultMessage: 'Post review' },
  sending: { id: 'review.sending', defaultMessage: 'Posting...' },
  done: { id: 'review.done', defaultMessage: 'Thanks for your review!' },
  doneText: { id: 'review.doneText', defaultMessage: 'It now shows on the property page.' },
  failed: { id: 'review.failed', defaultMessage: 'Review Failed' },
});
