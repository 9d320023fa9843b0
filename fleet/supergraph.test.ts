// The schema check a team runs before deploying its slice alone (docs/deploy.md): the committed supergraph is
// what the subgraphs' schema files compose to, and a change that breaks composition or drops a field a client
// operation asks for is refused, each shown once with a broken subgraph schema.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkedSupergraph,
  committedSupergraph,
  composeSupergraph,
  operationProblems,
  subgraphSchemas,
} from '../scripts/supergraph';

const schemas = subgraphSchemas();

it('is the committed supergraph.graphql (regenerate: npm run codegen)', async () => {
  expect(checkedSupergraph(schemas).supergraphSdl).toBe(await committedSupergraph());
});

it('refuses a subgraph schema that does not compose', () => {
  const fixture = readFileSync(path.join(__dirname, 'fixtures/notifications-claims-me.graphql'), 'utf8');
  expect(() =>
    composeSupergraph({ ...schemas, notifications: `${schemas.notifications}\n${fixture}` }),
  ).toThrow(/do not compose[\s\S]*Query\.me/);
});

it('refuses a subgraph schema that drops a field the front ends and the REST adapters ask for', () => {
  const withoutPrice = schemas.properties.replace(/^\s*pricePerNight: Float!$/m, '');
  expect(withoutPrice).not.toBe(schemas.properties);
  const { apiSchema } = composeSupergraph({ ...schemas, properties: withoutPrice });
  const problems = operationProblems(apiSchema);
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^mfe-listings: Cannot query field "pricePerNight" on type "Property"/),
      expect.stringMatching(/^gateway\/src: Cannot query field "pricePerNight" on type "Property"/),
    ]),
  );
  expect(() => checkedSupergraph({ ...schemas, properties: withoutPrice })).toThrow(
    /breaks operations the clients send/,
  );
});
