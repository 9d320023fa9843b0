import type { Caller } from '@stays/subgraph-shared';
import type { BookingLoaders } from './booking/loaders';
import type { BookingModel } from './booking/model';
import type { CalendarModel } from './calendar/model';
import type { ReportModel } from './report/model';

/** What every resolver of this subgraph runs with (fresh loaders per request). */
export interface BookingsContext {
  caller: Caller;
  bookings: BookingModel;
  calendars: CalendarModel;
  reports: ReportModel;
  loaders: BookingLoaders;
}
