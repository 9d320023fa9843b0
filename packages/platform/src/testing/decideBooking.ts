import type { GraphQLFormattedError } from 'graphql';
import { DecideBookingDocument } from '../__generated__/graphql';
import { mockQuery, type MockedResponse } from './render';

/**
 * The graph's answer to Approve or Decline (DecideRequestButtons): the booking's new status, or the errors the
 * server refused it with.
 */
export function mockDecideBooking(
  id: string,
  status: 'approved' | 'rejected',
  refusal?: GraphQLFormattedError[],
): MockedResponse {
  if (refusal)
    return {
      request: { query: DecideBookingDocument, variables: { id, status } },
      result: { errors: refusal },
    };
  return mockQuery(
    DecideBookingDocument,
    { id, status },
    { setBookingStatus: { __typename: 'Booking', id, status } },
  );
}
