import { Router } from 'express';
import gql from 'graphql-tag';
import { BOOKING, intOf, type RestOptions, sendCreated, fieldText } from './bookings';
import { runOperation } from './execute';
import { sendResult } from './respond';

const REFUND = gql`
  query RestCancellationQuote($bookingId: ID!) {
    cancellationQuote(bookingId: $bookingId) {
      bookingId
      policy
      refundPercent
      charged
      refundAmount
      total
      serviceFee
      hoursBeforeCheckIn
      checkInAt
      cancellable
    }
  }
`;
const CANCEL = gql`
  mutation RestCancelBooking($id: ID!) {
    cancelBooking(id: $id) {
      ...RestBooking
    }
  }
  ${BOOKING}
`;
const AVAILABILITY = gql`
  query RestPropertyAvailability($propertyId: ID!) {
    propertyAvailability(propertyId: $propertyId) {
      start
      end
    }
  }
`;
const REVIEW = gql`
  mutation RestCreateReview($input: ReviewInput!) {
    createReview(input: $input) {
      id
      propertyId
      bookingId
      rating
      comment
      createdAt
      user {
        id
        firstName
        lastName
        profileImageUrl
      }
    }
  }
`;

/** The guest's side of a stay after the request: its refund and cancellation, the calendar, and reviews. */
export function staysRouter({ server, contextOf }: RestOptions) {
  const router = Router();

  router.get('/bookings/:id/refund', async (req, res) => {
    const result = await runOperation<{ cancellationQuote: unknown }>(server, await contextOf(req), REFUND, {
      bookingId: req.params.id,
    });
    sendResult(res, result, (data) => data.cancellationQuote);
  });

  router.post('/bookings/:id/cancel', async (req, res) => {
    const result = await runOperation<{ cancelBooking: unknown }>(server, await contextOf(req), CANCEL, {
      id: req.params.id,
    });
    sendResult(res, result, (data) => data.cancelBooking);
  });

  router.get('/properties/:id/availability', async (req, res) => {
    const result = await runOperation<{ propertyAvailability: unknown[] }>(
      server,
      await contextOf(req),
      AVAILABILITY,
      { propertyId: req.params.id },
    );
    sendResult(res, result, (data) => data.propertyAvailability);
  });

  router.post('/reviews', async (req, res) => {
    const input = {
      bookingId: fieldText(req.body, 'bookingId') ?? '',
      rating: intOf(req.body, 'rating') ?? 0,
      comment: fieldText(req.body, 'comment') ?? '',
    };
    const result = await runOperation<{ createReview: unknown }>(server, await contextOf(req), REVIEW, {
      input,
    });
    sendCreated(res, result, (data) => data.createReview);
  });

  return router;
}
