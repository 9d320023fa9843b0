import { eventRoutes } from '../live/route';
import { bookingRoutes } from './bookings';
import { contactRoutes } from './contact';
import { conversationRoutes } from './conversations';
import { dashboardRoutes } from './dashboard';
import { favoriteRoutes } from './favorites';
import { hostApplicationRoutes } from './host-applications';
import { identityRoutes } from './identity';
import { notificationRoutes } from './notifications';
import { propertyReadRoutes } from './properties';
import { propertyEditRoutes } from './property-edits';
import { propertyModerationRoutes } from './property-moderation';
import { reportRoutes } from './reports';
import type { AnyRestRoute } from './route';
import { stayRoutes } from './stays';
import { uploadRoutes } from './uploads';
import { userAdminRoutes } from './users-admin';

/**
 * Every `/api` call the gateway answers (SPEC section 7 and the calls the server-side rules added), one row each:
 * the OpenAPI document and the door's access check are built from this list. A new resource's rows go here.
 */
export const restRoutes: readonly AnyRestRoute[] = [
  ...identityRoutes,
  ...userAdminRoutes,
  ...hostApplicationRoutes,
  ...propertyReadRoutes,
  ...propertyEditRoutes,
  ...uploadRoutes,
  ...propertyModerationRoutes,
  ...bookingRoutes,
  ...stayRoutes,
  ...notificationRoutes,
  ...favoriteRoutes,
  ...contactRoutes,
  ...conversationRoutes,
  ...eventRoutes,
  ...dashboardRoutes,
  ...reportRoutes,
];
