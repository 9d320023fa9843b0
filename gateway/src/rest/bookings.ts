import type { ApolloServer } from '@apollo/server';
import { SERVICE_FEE_PERCENT } from '@stays/contracts';
import { type Request, type Response } from 'express';
import type { GatewayContext } from '../context';
import { type OperationResult, runOperation } from './execute';
import type { RestRoute } from './route';
import { arrayOf, decision, ref } from '../openapi/shapes';
import {
  RestBookingQuoteDocument,
  RestBookingsDocument,
  RestCreateBookingDocument,
  RestHostBookingsDocument,
  RestMyBookingsDocument,
  RestPendingBookingsDocument,
  RestSetBookingStatusDocument,
} from '../__generated__/graphql';
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

/** The subgraph's answer to a pending status, and the adapter's to any other value. */
const DECISION_ONLY = "Status must be 'approved' or 'rejected'";

/** SPEC section 7's booking calls, plus the quote of the booking dialog and the guest's trips. */
export const bookingRoutes: RestRoute<RestOptions>[] = [
  {
    method: 'post',
    path: '/bookings',
    access: 'signed-in',
    doc: {
      tag: 'Bookings',
      summary: 'Request a stay; the server computes the price',
      description:
        '409 "You already have a request for these dates." when the guest has a pending or approved request ' +
        'overlapping these nights of the same property, or when the host blocked some of them.',
      body: ref('BookingInput'),
      ok: { status: 201, schema: ref('Booking') },
      // 429: more booking requests than BOOKING_REQUEST_RATE_LIMIT (10 an hour) from one guest.
      errors: [403, 404, 409, 429],
    },
    handle: async (req, res, { server, contextOf }) => {
      const input = {
        propertyId: fieldText(req.body, 'propertyId'),
        checkInDate: fieldText(req.body, 'checkInDate') ?? fieldText(req.body, 'checkIn'),
        checkOutDate: fieldText(req.body, 'checkOutDate') ?? fieldText(req.body, 'checkOut'),
        guests: intOf(req.body, 'guests'),
        message: fieldText(req.body, 'message'),
        totalPrice: fieldText(req.body, 'totalPrice'),
        guestId: fieldText(req.body, 'guestId'),
      };
      const result = await runOperation(server, await contextOf(req), RestCreateBookingDocument, {
        input,
      });
      sendCreated(res, result, (data) => data.createBooking);
    },
  },
  {
    method: 'get',
    path: '/bookings/quote',
    access: 'anyone',
    doc: {
      tag: 'Bookings',
      summary: `Nights, subtotal, ${SERVICE_FEE_PERCENT} service fee and total for a stay`,
      query: [
        { name: 'propertyId', description: 'The property', required: true },
        { name: 'checkIn', description: 'YYYY-MM-DD', required: true },
        { name: 'checkOut', description: 'YYYY-MM-DD', required: true },
        { name: 'guests', description: '1 to 16' },
      ],
      ok: { schema: ref('Quote') },
      errors: [400, 404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestBookingQuoteDocument, {
        propertyId: fieldText(req.query, 'propertyId') ?? '',
        checkIn: fieldText(req.query, 'checkIn') ?? '',
        checkOut: fieldText(req.query, 'checkOut') ?? '',
        guests: intOf(req.query, 'guests'),
      });
      sendResult(res, result, (data) => data.bookingQuote);
    },
  },
  {
    method: 'get',
    path: '/bookings/mine',
    access: 'signed-in',
    doc: {
      tag: 'Bookings',
      summary: "The signed-in guest's bookings (trips)",
      ok: { schema: arrayOf('Booking') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestMyBookingsDocument);
      sendResult(res, result, (data) => data.myBookings);
    },
  },
  {
    method: 'get',
    path: '/bookings',
    access: 'admin',
    doc: { tag: 'Bookings', summary: 'Every booking', ok: { schema: arrayOf('Booking') } },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(
        server,
        await contextOf(req),
        RestBookingsDocument,
        { status: fieldText(req.query, 'status') || null },
        { status: { message: 'status must be pending, approved, rejected or cancelled' } },
      );
      sendResult(res, result, (data) => data.bookings);
    },
  },
  {
    method: 'get',
    path: '/bookings/host/{hostId}',
    access: 'host',
    doc: {
      tag: 'Bookings',
      summary: "Bookings of a host's properties",
      ok: { schema: arrayOf('Booking') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestHostBookingsDocument, {
        hostId: req.params.hostId,
      });
      sendResult(res, result, (data) => data.hostBookings);
    },
  },
  {
    method: 'put',
    path: '/bookings/{id}/status',
    access: 'host',
    doc: {
      tag: 'Bookings',
      summary: 'Approve or reject a pending booking (409 when it overlaps an approved stay)',
      description: "The property's host, staff or an admin.",
      body: decision,
      ok: { schema: ref('Booking') },
      errors: [404, 409],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(
        server,
        await contextOf(req),
        RestSetBookingStatusDocument,
        { id: req.params.id, status: fieldText(req.body, 'status') ?? '' },
        { status: { message: DECISION_ONLY, errors: { status: DECISION_ONLY } } },
      );
      sendResult(res, result, (data) => data.setBookingStatus);
    },
  },
  {
    method: 'get',
    path: '/dashboard/pending-bookings',
    access: 'staff or admin',
    doc: {
      tag: 'Bookings',
      summary: 'Pending booking requests',
      ok: { schema: arrayOf('Booking') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestPendingBookingsDocument);
      sendResult(res, result, (data) => data.pendingBookings);
    },
  },
];
