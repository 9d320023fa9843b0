import type { Caller, ThrottleModel, ThrottleRule } from '@stays/subgraph-shared';
import type { BookingLoaders } from './booking/loaders';
import type { BookingModel } from './booking/model';
import type { CalendarModel } from './calendar/model';
import type { CalendarImportModel } from './calendar-import/model';
import type { ReportModel } from './report/model';

/** What every resolver of this subgraph runs with (fresh loaders per request). */
export interface BookingsContext {
  caller: Caller;
  bookings: BookingModel;
  calendars: CalendarModel;
  /** The calendars listings follow (calendar-import/). */
  imports: CalendarImportModel;
  reports: ReportModel;
  loaders: BookingLoaders;
  /** Per-guest counters of booking requests (collection `bookingThrottles`). */
  throttles: ThrottleModel;
  /** How many booking requests one guest may make in a window (`BOOKING_REQUEST_RATE_*`). */
  bookingRequestRule: ThrottleRule;
  /** Distinct guests with an approved stay, counted at most once a minute (stats/guests.ts). */
  guestsHosted: () => Promise<number>;
}
