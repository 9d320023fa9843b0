import type { InternalRefetchQueriesInclude } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  CreatePropertyDocument,
  UpdatePropertyDocument,
  type PropertyFormFieldsFragment,
  type PropertyInput,
} from '../__generated__/graphql';

export interface CreatedProperty {
  /** The server's words for what happens next (review, or approved at once for an admin). */
  message: string;
  property: PropertyFormFieldsFragment;
}

/**
 * The form's Add: a new listing (pending review; approved at once when an admin lists it for a host). `refresh`
 * names the lists to read again afterwards (the host's own properties); it does not hold the write up.
 */
export function useCreateProperty(
  refresh: InternalRefetchQueriesInclude = [],
): (input: PropertyInput) => Promise<CreatedProperty> {
  const [create] = useMutation(CreatePropertyDocument, { refetchQueries: refresh });
  return async (input) => {
    const { data } = await create({ variables: { input } });
    if (!data) throw new Error('createProperty answered no data');
    return data.createProperty;
  };
}

/** The edit page's Save: the listing as stored after the change (its status says whether it went back to review). */
export function useUpdateProperty(): (
  id: string,
  input: PropertyInput,
) => Promise<PropertyFormFieldsFragment> {
  const [update] = useMutation(UpdatePropertyDocument);
  return async (id, input) => {
    const { data } = await update({ variables: { id, input } });
    if (!data) throw new Error('updateProperty answered no data');
    return data.updateProperty;
  };
}
