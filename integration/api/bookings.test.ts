// Bookings through the API as a client sees them (issue 6): the server's price and rules, who sees what, the
// decision flow with its notifications, and approvals that stay exclusive under concurrency. One real stack.
// One stack for the whole file (./bookings/world.ts); the describe blocks live in ./bookings/, run in this order.
import { describeQuote, describeCreate } from './bookings/requests';
import { describeLists } from './bookings/lists';
import { describeDecisions, describeOpenRequests } from './bookings/decisions';
import { describeAvailability, describeDeletingProperty, describeGuestLookup } from './bookings/internal';

describeQuote();

describeCreate();

describeLists();

describeDecisions();

describeOpenRequests();

describeAvailability();

describeDeletingProperty();

describeGuestLookup();
