import {
  BOOKINGS_HOST_PATH,
  callInternal,
  conflict,
  InternalCallError,
  unavailable,
} from '@stays/subgraph-shared';

/**
 * Before a property is deleted, the bookings subgraph closes its calendar and declines its pending requests, or
 * refuses (409) while an approved stay is still to come. When the bookings subgraph cannot be asked, nothing is
 * deleted (503): a property deleted behind its guests' backs is worse than a retry.
 */
export async function retireStays(propertyId: string, title: string): Promise<void> {
  try {
    await callInternal('bookings', '/internal/property-retire', { propertyId, title });
  } catch (error) {
    if (error instanceof InternalCallError && error.status === 409) throw conflict(error.reason);
    throw unavailable('The property could not be deleted right now; please try again');
  }
}

/** The deletion did not happen after all: the property's calendar opens again (best effort, logged). */
export async function reopenStays(propertyId: string, log: (message: string) => void): Promise<void> {
  try {
    await callInternal('bookings', '/internal/property-reopen', { propertyId });
  } catch (error) {
    log(`[properties] calendar of ${propertyId} left closed: ${String(error)}`);
  }
}

/**
 * An admin moves a listing to another host: its bookings are moved first (the bookings subgraph owns them), so
 * when the bookings subgraph cannot be asked nothing changes (503) and the old host keeps listing and bookings.
 */
export async function moveStays(propertyId: string, hostId: string): Promise<void> {
  try {
    await callInternal('bookings', BOOKINGS_HOST_PATH, { propertyId, hostId });
  } catch {
    throw unavailable('The property could not be moved right now; please try again');
  }
}

/**
 * The same move again once the listing is stored: taken back when the listing could not be saved, or repeated
 * to catch a request made meanwhile with the host it read before (best effort, logged).
 */
export async function followUpStays(propertyId: string, hostId: string, log: (message: string) => void) {
  try {
    await callInternal('bookings', BOOKINGS_HOST_PATH, { propertyId, hostId });
  } catch (error) {
    log(`[properties] bookings of ${propertyId} not moved to host ${hostId}: ${String(error)}`);
  }
}
