// The properties subgraph process: listings and reviews (collections `properties`, `reviews`) and the
// GridFS bucket `images`, served on this subgraph's internal port at /images/:id.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import type { PropertiesContext } from './context';
import { imageResolvers } from './images/resolvers';
import { imageRoutes } from './images/routes';
import { imageTypeDefs } from './images/schema';
import { imageSweepRoutes } from './images/sweep';
import { createPropertyLoaders } from './property/loaders';
import { propertyFactRoutes } from './property/facts';
import { backfillLocations, locationModel } from './property/locations';
import { backfillSearchKeys, propertyModel } from './property/model';
import { propertyResolvers } from './property/resolvers';
import { propertyTypeDefs } from './property/schema';
import { createReviewLoaders } from './review/loaders';
import { reviewModel } from './review/model';
import { reviewResolvers } from './review/resolvers';
import { reviewTypeDefs } from './review/schema';

const log = (message: string) => console.log(`[properties] ${message}`);

runSubgraphProcess<PropertiesContext>('properties', async (connection) => {
  const properties = propertyModel(connection);
  const reviews = reviewModel(connection);
  await Promise.all([properties.init(), reviews.init()]); // indexes before the first request
  await backfillSearchKeys(properties, log);
  const locations = locationModel(connection);
  await locations.init();
  await backfillLocations(properties, locations);
  return {
    typeDefs: [propertyTypeDefs, reviewTypeDefs, imageTypeDefs],
    resolvers: [propertyResolvers, reviewResolvers, imageResolvers],
    context: (caller) => ({
      caller,
      properties,
      reviews,
      locations,
      connection,
      log,
      loaders: { ...createPropertyLoaders(properties), ...createReviewLoaders(reviews) },
    }),
    routes: (app) => {
      imageRoutes(connection)(app);
      propertyFactRoutes(properties)(app);
      imageSweepRoutes(connection, properties, log)(app);
    },
  };
});
