// The light reads of a test, answered from the same mocks as Apollo's MockLink (`mockQuery`, `mockQueryError`):
// a mock answers a read with the same document and variables, once unless it says how many times.
import { print } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { GraphReadError, readKey, type ReadExecute, type ReadResult } from '../read/graphReads';

interface Left {
  mock: MockLink.MockedResponse;
  uses: number;
}

export function mockedReads(mocks: readonly MockLink.MockedResponse[]): ReadExecute {
  const left: Left[] = mocks.map((mock) => ({ mock, uses: mock.maxUsageCount ?? 1 }));
  return async (query, variables) => {
    const asked = readKey(query, variables);
    const printed = print(query);
    const found = left.find(
      ({ mock, uses }) =>
        uses > 0 &&
        print(mock.request.query) === printed &&
        typeof mock.request.variables !== 'function' &&
        readKey(mock.request.query, mock.request.variables ?? {}) === asked,
    );
    if (!found) throw new GraphReadError(`No more mocked responses for ${asked}`);
    found.uses -= 1;
    const { mock } = found;
    if (typeof mock.delay === 'number' && mock.delay > 0)
      await new Promise((resolve) => setTimeout(resolve, mock.delay as number));
    if (mock.error) throw mock.error;
    const result = typeof mock.result === 'function' ? mock.result(variables) : mock.result;
    return (result ?? {}) as ReadResult;
  };
}
