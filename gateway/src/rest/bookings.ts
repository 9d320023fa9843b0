import type { ApolloServer } from '@apollo/server';
import { type Request, type Response, Router } from 'express';
import gql from 'graphql-tag';
import type { GatewayContext } from '../graphql/context';
import { type OperationResult, runOperation } from './execute';
import { sendResult } from './respond';

export interface RestOptions {
  server: ApolloServer<GatewayContext>;
  contextOf: (req: Request) => Promise<GatewayContext>;
}

/**
 * Body and query values as the graph's types take them: a wrong type becomes null or 0, so the resolver answers
 * with its field message (400) instead of the operation failing validation (which would be a 500).
 */
export function fieldText(source: unknown, name: string): string | null {
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : null;
}
export function intOf(source: unknown, name: string): number | null {
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  if (value === undefined || value === null || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && Math.abs(number) < 2 ** 31 ? number : 0;
}

/** Answers 201 with the picked data, or the error. */
export function sendCreated<T>(res: Response, result: OperationResult<T>, pick: (data: T) => unknown) {
  if (!result.ok) return sendResult(res, result, () => null);
  res.status(201).json(pick(result.data));
}

/**
 * SPEC section 3's booking with its guest and property; `checkIn`/`checkOut` repeat the dates for the admin
 * list. The guest's email is answered only where the users subgraph's policy allows it.
 */
export const BOOKING = gql`
  fragment RestBooking on Booking {
    id
    propertyId
    guestId
    hostId
    checkInDate
    checkOutDate
    checkIn
    checkOut
    nights
    guests
    message
    totalPrice
    status
    createdAt
    cancellation {
      cancelledAt
      cancelledBy
      policy
      refundPercent
      refundAmount
    }
    guest {
      id
      firstName
      lastName
      email
    }
    property {
      id
      title
      location
      images
      pricePerNight
      hostId
      host {
        id
        firstName
        lastName
        email
      }
    }
  }
`;

const CREATE = gql`
  mutation RestCreateBooking($input: BookingInput!) {
    createBooking(input: $input) {
      ...RestBooking
    }
  }
  ${BOOKING}
`;
const QUOTE = gql`
  query RestBookingQuote($propertyId: ID!, $checkIn: String!, $checkOut: String!, $guests: Int) {
    bookingQuote(propertyId: $propertyId, checkIn: $checkIn, checkOut: $checkOut, guests: $guests) {
      propertyId
      checkInDate
      checkOutDate
      guests
      nights
      pricePerNight
      subtotal
      serviceFee
      total
      totalPrice
    }
  }
`;
const MINE = gql`
  query RestMyBookings {
    myBookings {
      ...RestBooking
    }
  }
  ${BOOKING}
`;
const ALL = gql`
  query RestBookings($status: BookingStatus) {
    bookings(status: $status) {
      ...RestBooking
    }
  }
  ${BOOKING}
`;
const FOR_HOST = gql`
  query RestHostBookings($hostId: ID!) {
    hostBookings(hostId: $hostId) {
      ...RestBooking
    }
  }
  ${BOOKING}
`;
const PENDING = gql`
  query RestPendingBookings {
    pendingBookings {
      ...RestBooking
    }
  }
  ${BOOKING}
`;
const DECIDE = gql`
  mutation RestSetBookingStatus($id: ID!, $status: BookingStatus!) {
    setBookingStatus(id: $id, status: $status) {
      ...RestBooking
    }
  }
  ${BOOKING}
`;

/** The subgraph's answer to a pending status, and the adapter's to any other value. */
const DECISION_ONLY = "Status must be 'approved' or 'rejected'";

/** SPEC section 7's booking calls, plus the quote of the booking dialog and the guest's trips. */
export function bookingsRouter({ server, contextOf }: RestOptions) {
  const router = Router();

  router.post('/bookings', async (req, res) => {
    const input = {
      propertyId: fieldText(req.body, 'propertyId'),
      checkInDate: fieldText(req.body, 'checkInDate') ?? fieldText(req.body, 'checkIn'),
      checkOutDate: fieldText(req.body, 'checkOutDate') ?? fieldText(req.body, 'checkOut'),
      guests: intOf(req.body, 'guests'),
      message: fieldText(req.body, 'message'),
      totalPrice: fieldText(req.body, 'totalPrice'),
      guestId: fieldText(req.body, 'guestId'),
    };
    const result = await runOperation<{ createBooking: unknown }>(server, await contextOf(req), CREATE, {
      input,
    });
    sendCreated(res, result, (data) => data.createBooking);
  });

  router.get('/bookings/quote', async (req, res) => {
    const result = await runOperation<{ bookingQuote: unknown }>(server, await contextOf(req), QUOTE, {
      propertyId: fieldText(req.query, 'propertyId') ?? '',
      checkIn: fieldText(req.query, 'checkIn') ?? '',
      checkOut: fieldText(req.query, 'checkOut') ?? '',
      guests: intOf(req.query, 'guests'),
    });
    sendResult(res, result, (data) => data.bookingQuote);
  });

  router.get('/bookings/mine', async (req, res) => {
    const result = await runOperation<{ myBookings: unknown[] }>(server, await contextOf(req), MINE);
    sendResult(res, result, (data) => data.myBookings);
  });

  router.get('/bookings', async (req, res) => {
    const result = await runOperation<{ bookings: unknown[] }>(
      server,
      await contextOf(req),
      ALL,
      { status: fieldText(req.query, 'status') || null },
      { status: { message: 'status must be pending, approved, rejected or cancelled' } },
    );
    sendResult(res, result, (data) => data.bookings);
  });

  router.get('/bookings/host/:hostId', async (req, res) => {
    const result = await runOperation<{ hostBookings: unknown[] }>(server, await contextOf(req), FOR_HOST, {
      hostId: req.params.hostId,
    });
    sendResult(res, result, (data) => data.hostBookings);
  });

  router.put('/bookings/:id/status', async (req, res) => {
    const result = await runOperation<{ setBookingStatus: unknown }>(
      server,
      await contextOf(req),
      DECIDE,
      { id: req.params.id, status: fieldText(req.body, 'status') ?? '' },
      { status: { message: DECISION_ONLY, errors: { status: DECISION_ONLY } } },
    );
    sendResult(res, result, (data) => data.setBookingStatus);
  });

  router.get('/dashboard/pending-bookings', async (req, res) => {
    const result = await runOperation<{ pendingBookings: unknown[] }>(server, await contextOf(req), PENDING);
    sendResult(res, result, (data) => data.pendingBookings);
  });

  return router;
}
