import { createEntityLoader, createGroupLoader } from './loaders';

const ids = Array.from({ length: 50 }, (_, i) => i.toString(16).padStart(24, '0'));

describe('createEntityLoader', () => {
  it('answers 50 references (with repeats) in one query, in order', async () => {
    const fetchMany = jest.fn(async (asked: string[]) =>
      asked.filter((_, i) => i % 7 !== 3).map((id) => ({ _id: id, name: `u${id}` })),
    );
    const loader = createEntityLoader(fetchMany);
    const asked = [...ids, ids[0], ids[1]];
    const results = await Promise.all(asked.map((id) => loader.load(id)));
    expect(fetchMany).toHaveBeenCalledTimes(1);
    expect(fetchMany.mock.calls[0][0]).toHaveLength(50);
    expect(results[0]).toEqual({ _id: ids[0], name: `u${ids[0]}` });
    expect(results[50]).toBe(results[0]);
    const fetched = fetchMany.mock.calls[0][0];
    expect(results[ids.indexOf(fetched[3])]).toBeNull();
  });

  it('answers null for malformed ids without querying', async () => {
    const fetchMany = jest.fn(async () => []);
    const loader = createEntityLoader<{ _id: string }>(fetchMany);
    await expect(loader.load('not-an-id')).resolves.toBeNull();
    expect(fetchMany).not.toHaveBeenCalled();
  });
});

describe('createGroupLoader', () => {
  it('groups one query by key, empty lists for keys with nothing', async () => {
    const fetchMany = jest.fn(async () => [
      { propertyId: ids[0], n: 1 },
      { propertyId: ids[0], n: 2 },
      { propertyId: ids[2], n: 3 },
    ]);
    const loader = createGroupLoader(fetchMany, (item) => item.propertyId);
    const [a, b, c] = await Promise.all([loader.load(ids[0]), loader.load(ids[1]), loader.load(ids[2])]);
    expect(fetchMany).toHaveBeenCalledTimes(1);
    expect(a.map((x) => x.n)).toEqual([1, 2]);
    expect(b).toEqual([]);
    expect(c.map((x) => x.n)).toEqual([3]);
  });
});
