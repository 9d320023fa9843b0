// The properties subgraph: listings and reviews (collections `properties`, `reviews`) and the GridFS bucket
// `images`, served on this subgraph's internal port at /images/:id. Importing it starts nothing: `main.ts` runs
// it as a process, `@stays/subgraph-shared/testing` in a test.
import { loadTypeDefs, type SubgraphDefinition } from '@stays/subgraph-shared';
import type { PropertiesContext } from './context';
import { favoriteModel } from './favorite/model';
import { favoriteResolvers } from './favorite/resolvers';
import { imageResolvers } from './images/resolvers';
import { imageRoutes } from './images/routes';
import { imageSweepRoutes } from './images/sweep';
import { hostBlockRoutes, propertyFactRoutes } from './property/facts';
import { createPropertyLoaders } from './property/loaders';
import { backfillApproxPoints, createStayLoader, ensureApproxIndex } from './property/approximate';
import { backfillLocations, locationModel } from './property/locations';
import { backfillHostBlocked, backfillSearchKeys, propertyModel } from './property/model';
import { propertyResolvers } from './property/resolvers';
import { createReviewLoaders } from './review/loaders';
import { reviewModel } from './review/model';
import { reviewResolvers } from './review/resolvers';
import { cachedFigures, countFigures, createSuperhostLoader } from './stats/figures';
import { statsResolvers } from './stats/resolvers';

export const typeDefs = loadTypeDefs(__dirname, [
  'property/property.graphql',
  'review/review.graphql',
  'images/images.graphql',
  'favorite/favorite.graphql',
  'stats/stats.graphql',
]);
export const resolvers = [
  propertyResolvers,
  reviewResolvers,
  imageResolvers,
  favoriteResolvers,
  statsResolvers,
];

const log = (message: string) => console.log(`[properties] ${message}`);

/** Models, indexes and search keys on the connection, then the schema, each request's context and the internal routes. */
export const defineProperties: SubgraphDefinition<PropertiesContext> = async (connection) => {
  const properties = propertyModel(connection);
  const reviews = reviewModel(connection);
  const favorites = favoriteModel(connection);
  await Promise.all([properties.init(), reviews.init(), favorites.init()]); // indexes before the first request
  await ensureApproxIndex(properties, log);
  await backfillApproxPoints(properties, log);
  await backfillSearchKeys(properties, log);
  await backfillHostBlocked(properties, log);
  const locations = locationModel(connection);
  await locations.init();
  await backfillLocations(properties, locations);
  const figures = cachedFigures(() => countFigures(properties, reviews));
  return {
    typeDefs,
    resolvers,
    context: (caller) => ({
      caller,
      properties,
      reviews,
      favorites,
      locations,
      connection,
      log,
      figures,
      loaders: {
        ...createPropertyLoaders(properties),
        ...createReviewLoaders(reviews),
        superhost: createSuperhostLoader(properties, reviews),
        stayAt: createStayLoader(caller, log),
      },
    }),
    routes: (app) => {
      imageRoutes(connection)(app);
      propertyFactRoutes(properties)(app);
      hostBlockRoutes(properties)(app);
      imageSweepRoutes(connection, properties, log)(app);
    },
  };
};
