import type { ApolloServer } from '@apollo/server';
import type { Request, RequestHandler, Router } from 'express';
import type { PublicAnswers } from '../cache/answers';
import type { GatewayContext } from '../context';
import type { LiveHub } from '../live/hub';
import { eventRoutes } from '../live/route';
import type { AttemptCounts, StreamLimiter } from '../shared-state';
import { bookingRoutes } from './bookings';
import { calendarImportRoutes } from './calendar-imports';
import { contactRoutes } from './contact';
import { conversationRoutes } from './conversations';
import { dashboardRoutes } from './dashboard';
import { favoriteRoutes } from './favorites';
import { hostApplicationRoutes } from './host-applications';
import { identityRoutes } from './identity';
import { notificationRoutes } from './notifications';
import { placeRoutes } from './places';
import { propertyReadRoutes } from './properties';
import { propertyEditRoutes } from './property-edits';
import { propertyModerationRoutes } from './property-moderation';
import { reportRoutes } from './reports';
import { type RestRoute, routerOf } from './route';
import { stayRoutes } from './stays';
import { uploadRoutes } from './uploads';
import { userAdminRoutes } from './users-admin';

/** Everything a row's handler may be given: each resource's rows take the part they need. */
export interface RestDeps {
  server: ApolloServer<GatewayContext>;
  contextOf: (req: Request) => Promise<GatewayContext>;
  /** The anonymous public read cache, shared with /graphql. */
  cache: PublicAnswers;
  jwtSecret: string;
  behindTls: boolean;
  /** Whether the admin sign-in page may offer the demo accounts: never under NODE_ENV=production (issue 30). */
  demoLogins: boolean;
  hub: LiveHub;
  /** The caps on streams per session and per account, counted across the fleet. */
  streams?: StreamLimiter;
  /** Base URLs of the subgraphs a row calls on their internal routes. */
  propertiesBaseUrl: string;
  notificationsUrl: string;
  internalToken: string;
  /** Shared by the gateways (shared-state), so the limits hold behind a load balancer. */
  counter: AttemptCounts;
}

/**
 * Every `/api` call the gateway answers (SPEC section 7 and the calls the server-side rules added), one row each,
 * in the order they are matched (a literal path before a parameter one at the same place). The router, the access
 * check at the door and the OpenAPI document are all built from this list: a new resource's rows go here.
 */
export const restRoutes: readonly RestRoute<RestDeps>[] = [
  ...identityRoutes,
  ...userAdminRoutes,
  ...hostApplicationRoutes,
  ...propertyReadRoutes,
  ...placeRoutes,
  ...propertyEditRoutes,
  ...uploadRoutes,
  ...propertyModerationRoutes,
  ...bookingRoutes,
  ...stayRoutes,
  ...calendarImportRoutes,
  ...notificationRoutes,
  ...favoriteRoutes,
  ...contactRoutes,
  ...conversationRoutes,
  ...eventRoutes,
  ...dashboardRoutes,
  ...reportRoutes,
];

/** The `/api` router: every row, behind its door, then its body (route.ts). */
export function restRouter(deps: RestDeps, jsonBody: readonly RequestHandler[]): Router {
  return routerOf(restRoutes, deps, jsonBody);
}
