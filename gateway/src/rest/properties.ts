import type { ApolloServer } from '@apollo/server';
import { type Request, Router } from 'express';
import gql from 'graphql-tag';
import type { GatewayContext } from '../graphql/context';
import { runOperation } from './execute';
import { sendResult } from './respond';

/** The host as SPEC section 3 shows it with a property. */
const HOST_FIELDS = 'id firstName lastName profileImageUrl role email';
const PROPERTY_FIELDS = `
  id title location description pricePerNight maxGuests bedrooms bathrooms rating status featured
  propertyType amenities images createdAt hostId host { ${HOST_FIELDS} }
`;

const LIST_PROPERTIES = gql`
  query RestListProperties($status: String) {
    properties(status: $status) { ${PROPERTY_FIELDS} }
  }
`;

const GET_PROPERTY = gql`
  query RestGetProperty($id: ID!) {
    property(id: $id) { ${PROPERTY_FIELDS} reviewCount }
  }
`;

const PROPERTY_REVIEWS = gql`
  query RestPropertyReviews($id: ID!) {
    propertyReviews(propertyId: $id) {
      id
      rating
      comment
      createdAt
      user {
        id
        firstName
        lastName
        profileImageUrl
      }
    }
  }
`;

/** `GET /api/properties?status=`, `GET /api/properties/:id`, `GET /api/properties/:id/reviews`. */
export function propertiesRouter(
  server: ApolloServer<GatewayContext>,
  contextOf: (req: Request) => Promise<GatewayContext>,
) {
  const router = Router();

  router.get('/properties', async (req, res) => {
    const status = typeof req.query.status === 'string' && req.query.status !== '' ? req.query.status : null;
    const result = await runOperation<{ properties: unknown[] }>(
      server,
      await contextOf(req),
      LIST_PROPERTIES,
      {
        status,
      },
    );
    sendResult(res, result, (data) => data.properties);
  });

  router.get('/properties/:id', async (req, res) => {
    const result = await runOperation<{ property: unknown }>(server, await contextOf(req), GET_PROPERTY, {
      id: req.params.id,
    });
    sendResult(res, result, (data) => data.property, 'Property not found');
  });

  router.get('/properties/:id/reviews', async (req, res) => {
    const result = await runOperation<{ propertyReviews: unknown[] }>(
      server,
      await contextOf(req),
      PROPERTY_REVIEWS,
      {
        id: req.params.id,
      },
    );
    sendResult(res, result, (data) => data.propertyReviews);
  });

  return router;
}
