import type { Caller } from '@stays/subgraph-shared';
import type { PropertyLoaders } from './property/loaders';
import type { PropertyModel } from './property/model';
import type { ReviewLoaders } from './review/loaders';

/** One request's context in the properties subgraph. */
export interface PropertiesContext {
  caller: Caller;
  properties: PropertyModel;
  loaders: PropertyLoaders & ReviewLoaders;
}
