/** @jest-environment node */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { graphQLErrorCode, graphQLErrorMessage, isUnauthenticated } from './errors';

const graphQLError = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });
const serverError = (statusCode: number, bodyText: string) =>
  new ServerError('Response not successful', {
    // jsdom has no Response; the error reads its status only.
    response: { status: statusCode } as Response,
    bodyText,
  });

describe('graph errors', () => {
  it('reads the code and message of GraphQL errors', () => {
    const error = graphQLError('CONFLICT', 'These dates overlap an approved stay at this property');
    expect(graphQLErrorCode(error)).toBe('CONFLICT');
    expect(graphQLErrorMessage(error)).toBe('These dates overlap an approved stay at this property');
    expect(isUnauthenticated(error)).toBe(false);
  });

  it('reads a non-2xx answer: the body errors first, else the status', () => {
    const withBody = serverError(
      401,
      JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    expect(isUnauthenticated(withBody)).toBe(true);
    expect(graphQLErrorCode(serverError(409, 'Conflict'))).toBe('CONFLICT');
    expect(graphQLErrorCode(serverError(500, ''))).toBeNull();
    expect(graphQLErrorCode(new Error('offline'))).toBeNull();
    expect(graphQLErrorMessage(new Error('offline'))).toBeNull();
  });
});
