import { createEntityLoader } from '@stays/subgraph-shared';
import type { PropertyModel } from './model';

/** Per-request loader of properties by id (queries, entity references). */
export function createPropertyLoaders(properties: PropertyModel) {
  return {
    propertyById: createEntityLoader((ids) =>
      properties
        .find({ _id: { $in: ids } })
        .lean()
        .exec(),
    ),
  };
}

export type PropertyLoaders = ReturnType<typeof createPropertyLoaders>;
