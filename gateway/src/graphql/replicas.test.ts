import { Replicas } from './dataSource';

const origins = (replicas: Replicas, now: number) => replicas.order(now).map((replica) => replica.origin);

it('takes the replicas in turn, each call starting with the next', () => {
  const replicas = new Replicas(['http://a:1/graphql', 'http://b:1/graphql']);
  expect(origins(replicas, 0)).toEqual(['http://a:1', 'http://b:1']);
  expect(origins(replicas, 0)).toEqual(['http://b:1', 'http://a:1']);
});

it('asks a replica that just failed last, for 2 s', () => {
  const replicas = new Replicas(['http://a:1/graphql', 'http://b:1/graphql']);
  const [first] = replicas.order(1000);
  replicas.failed(first!, 1000);
  expect(origins(replicas, 1500)).toEqual(['http://b:1', 'http://a:1']);
  expect(origins(replicas, 1600)).toEqual(['http://b:1', 'http://a:1']);
  expect(origins(replicas, 3000)).toEqual(['http://b:1', 'http://a:1']);
  expect(origins(replicas, 3001)).toEqual(['http://a:1', 'http://b:1']);
});
