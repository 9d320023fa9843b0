import type DataLoader from 'dataloader';
import type { Caller } from '@stays/subgraph-shared';
import type { Connection } from 'mongoose';
import type { LocationModel } from './property/locations';
import type { PropertyLoaders } from './property/loaders';
import type { PropertyModel } from './property/model';
import type { FavoriteModel } from './favorite/model';
import type { ReviewModel } from './review/model';
import type { ReviewLoaders } from './review/loaders';
import type { PropertyFigures } from './stats/figures';

/** One request's context in the properties subgraph. */
export interface PropertiesContext {
  caller: Caller;
  properties: PropertyModel;
  reviews: ReviewModel;
  /** Guests' saved properties (favorite/model.ts). */
  favorites: FavoriteModel;
  /** The distinct locations a destination search matches first (property/locations.ts). */
  locations: LocationModel;
  /** The subgraph's connection: the GridFS bucket of images lives on it. */
  connection: Connection;
  loaders: PropertyLoaders &
    ReviewLoaders & {
      superhost: DataLoader<string, boolean>;
      /** Whether the caller has a confirmed stay at a property (property/approximate.ts). */
      stayAt: DataLoader<string, boolean>;
    };
  /** The marketplace's figures, counted at most once a minute (stats/figures.ts). */
  figures: () => Promise<PropertyFigures>;
  log: (message: string) => void;
}
