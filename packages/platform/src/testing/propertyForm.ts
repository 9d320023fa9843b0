import {
  CreatePropertyDocument,
  UpdatePropertyDocument,
  type CreatePropertyMutation,
  type PropertyFormFieldsFragment,
  type PropertyInput,
} from '../__generated__/graphql';
import { mockQuery, mockQueryError, type MockedResponse } from './render';

/** What the server refused a write with: its message, and its code (BAD_USER_INPUT, UNAUTHENTICATED...). */
export interface RefusedWrite {
  message: string;
  code?: string;
  extensions?: Record<string, unknown>;
}

/** The graph's answer to the property form's Add (`useCreateProperty`): the new listing, or the refusal. */
export function mockCreateProperty(
  input: PropertyInput,
  answer: CreatePropertyMutation['createProperty'] | RefusedWrite,
): MockedResponse {
  return 'property' in answer
    ? mockQuery(CreatePropertyDocument, { input }, { createProperty: answer })
    : mockQueryError(CreatePropertyDocument, { input }, answer);
}

/** The graph's answer to the edit page's Save (`useUpdateProperty`): the listing as stored, or the refusal. */
export function mockUpdateProperty(
  id: string,
  input: PropertyInput,
  answer: PropertyFormFieldsFragment | RefusedWrite,
): MockedResponse {
  return '__typename' in answer
    ? mockQuery(UpdatePropertyDocument, { id, input }, { updateProperty: answer })
    : mockQueryError(UpdatePropertyDocument, { id, input }, answer);
}
