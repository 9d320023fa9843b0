import { CHECK_IN_HOUR_UTC } from '@stays/contracts';
import { intOf, type RestOptions, sendCreated, fieldText } from './bookings';
import { runOperation } from './execute';
import type { RestRoute } from './route';
import { arrayOf, ref } from '../openapi/shapes';
import {
  RestCancelBookingDocument,
  RestCancellationQuoteDocument,
  RestCreateReviewDocument,
  RestPropertyAvailabilityDocument,
} from '../__generated__/graphql';
import { sendResult } from './respond';

/** The guest's side of a stay after the request: its refund and cancellation, the calendar, and reviews. */
export const stayRoutes: RestRoute<RestOptions>[] = [
  {
    method: 'get',
    path: '/bookings/{id}/refund',
    access: 'signed-in',
    doc: {
      tag: 'Bookings',
      summary: 'What cancelling this booking now would refund (SPEC section 9 policies; the fee is kept)',
      description: `The booking's guest, staff or an admin. Check-in counts from ${CHECK_IN_HOUR_UTC}:00 UTC of the check-in date; a pending request refunds everything.`,
      ok: { schema: ref('RefundQuote') },
      errors: [403, 404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestCancellationQuoteDocument, {
        bookingId: req.params.id,
      });
      sendResult(res, result, (data) => data.cancellationQuote);
    },
  },
  {
    method: 'post',
    path: '/bookings/{id}/cancel',
    access: 'signed-in',
    doc: {
      tag: 'Bookings',
      summary: 'Cancel a pending or approved booking: the refund is stored, the nights are free again',
      description:
        "The booking's guest, or staff and admins for them (the host: 403). 409 when it is already rejected or cancelled, or the stay has ended.",
      ok: { schema: ref('Booking') },
      errors: [403, 404, 409],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestCancelBookingDocument, {
        id: req.params.id,
      });
      sendResult(res, result, (data) => data.cancelBooking);
    },
  },
  {
    method: 'get',
    path: '/properties/{id}/availability',
    access: 'anyone',
    doc: {
      tag: 'Bookings',
      summary: "A property's taken nights from today on (approved stays and host blocks), no guest data",
      ok: { schema: arrayOf('TakenNights') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestPropertyAvailabilityDocument, {
        propertyId: req.params.id,
      });
      sendResult(res, result, (data) => data.propertyAvailability);
    },
  },
  {
    method: 'post',
    path: '/reviews',
    access: 'signed-in',
    doc: {
      tag: 'Properties',
      summary: "Review your ended, approved stay; the property's rating becomes the average",
      description: 'Only the guest of the stay (403 otherwise), once per stay (409 the second time).',
      body: ref('ReviewInput'),
      ok: { status: 201, schema: ref('Review') },
      errors: [403, 404, 409],
    },
    handle: async (req, res, { server, contextOf }) => {
      const input = {
        bookingId: fieldText(req.body, 'bookingId') ?? '',
        rating: intOf(req.body, 'rating') ?? 0,
        comment: fieldText(req.body, 'comment') ?? '',
      };
      const result = await runOperation(server, await contextOf(req), RestCreateReviewDocument, {
        input,
      });
      sendCreated(res, result, (data) => data.createReview);
    },
  },
];
