import { restRoutes } from '../rest/routes';
import { operation } from './builder';
import { schemas } from './schemas';

/** The OpenAPI 3 document of every `/api` call, built from the REST rows (rest/routes.ts). */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, access, doc } of restRoutes) {
    (paths[`/api${path}`] ??= {})[method] = operation(`/api${path}`, method, access, doc);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Stays marketplace API',
      version: '1.0.0',
      description:
        'The REST calls of the marketplace (SPEC section 7). Every call sends the session cookie; errors are ' +
        'JSON `{ message }` (with `errors` for field errors) and the status says what happened. The same ' +
        'operations exist in the federated GraphQL graph at /graphql.',
    },
    servers: [{ url: '/' }],
    tags: [
      'Identity',
      'Users',
      'Host applications',
      'Properties',
      'Favourites',
      'Bookings',
      'Host calendar',
      'Notifications',
      'Conversations',
      'Dashboard',
    ].map((name) => ({ name })),
    components: {
      schemas,
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'token' } },
    },
    security: [{ sessionCookie: [] }],
    paths,
  };
}
