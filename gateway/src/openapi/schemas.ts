// The JSON shapes of SPEC section 3 as the REST adapters answer them (components/schemas of the document), one
// module per part of the product.
import { accountsSchemas } from './schemas/accounts';
import { bookingsSchemas } from './schemas/bookings';
import { conversationsSchemas } from './schemas/conversations';
import { listingsSchemas } from './schemas/listings';
import { reportsSchemas } from './schemas/reports';
import type { Schema } from './schemas/shared';

export { arrayOf, ref } from './schemas/shared';

export const schemas: Record<string, Schema> = {
  ...accountsSchemas,
  ...listingsSchemas,
  ...bookingsSchemas,
  ...reportsSchemas,
  ...conversationsSchemas,
};
