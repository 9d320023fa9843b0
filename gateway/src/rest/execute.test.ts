import { ApolloServer } from '@apollo/server';
import { ANONYMOUS } from '@stays/contracts';
import gql from 'graphql-tag';
import type { GatewayContext } from '../context';
import { runOperation } from './execute';

// An enum argument as the subgraphs declare them: a value outside it never reaches a resolver.
const server = new ApolloServer<GatewayContext>({
  typeDefs:
    'enum BookingStatus { pending approved rejected } type Query { count(status: BookingStatus): Int! }',
  resolvers: { Query: { count: () => 1 } },
});
const COUNT = gql`
  query ($status: BookingStatus) {
    count(status: $status)
  }
`;
const context: GatewayContext = { caller: ANONYMOUS };

beforeAll(() => server.start());
afterAll(() => server.stop());

describe('runOperation', () => {
  it('answers a value outside a variable enum with the message the adapter gives, as 400', async () => {
    const invalid = { status: { message: 'status must be pending, approved or rejected' } };
    expect(await runOperation(server, context, COUNT, { status: 'cancelled' }, invalid)).toEqual({
      ok: false,
      status: 400,
      message: 'status must be pending, approved or rejected',
    });
    expect(await runOperation(server, context, COUNT, { status: 'approved' }, invalid)).toEqual({
      ok: true,
      data: { count: 1 },
    });
  });

  it("keeps GraphQL's own message (still 400) for a variable the adapter names no message for", async () => {
    const answer = await runOperation(server, context, COUNT, { status: 'cancelled' });
    expect(answer).toEqual({ ok: false, status: 400, message: expect.stringMatching(/BookingStatus/) });
  });
});
