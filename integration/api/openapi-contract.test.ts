// The OpenAPI document against the running API: every documented operation is called on a real stack, and each
// answer's status must be one the document lists for it and its JSON body must match the documented schema,
// with no field the document leaves out. A change to an answer that the document does not follow fails here.
// The calls are grouped by resource in openapi-contract/; its harness starts the one stack of this file.
import { bookingsCalls } from './openapi-contract/bookings';
import { calendarImportsCalls } from './openapi-contract/calendar-imports';
import { conversationsCalls } from './openapi-contract/conversations';
import { identityCalls } from './openapi-contract/identity';
import { notificationsCalls } from './openapi-contract/notifications';
import { propertiesCalls } from './openapi-contract/properties';
import { usersCalls } from './openapi-contract/users';
import { documentedOperations, exercised, mismatches } from './openapi-contract/harness';

describe('every documented call answers as the OpenAPI document says', () => {
  it('identity', identityCalls);
  it('users', usersCalls);
  it('properties and images', propertiesCalls);
  it('bookings', bookingsCalls);
  it('calendar imports', calendarImportsCalls);
  it('notifications, contact, dashboards and reports', notificationsCalls);
  it('conversations and the live event stream', conversationsCalls);

  it('leaves no documented operation unexercised', () => {
    expect(documentedOperations().filter((operation) => !exercised.has(operation))).toEqual([]);
  });

  it('answered every call with a documented status and shape', () => {
    expect(mismatches).toEqual([]);
  });
});
