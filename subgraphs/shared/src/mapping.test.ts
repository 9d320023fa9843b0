import { Types } from 'mongoose';
import { toGraphQL, toGraphQLList } from './mapping';

describe('toGraphQL', () => {
  const _id = new Types.ObjectId();
  const hostId = new Types.ObjectId();
  const createdAt = new Date('2025-07-24T10:00:00.000Z');

  it('turns ids and dates into strings and drops internal fields', () => {
    const out = toGraphQL({
      _id,
      __v: 3,
      hostId,
      createdAt,
      passwordHash: 'x',
      title: 'Villa',
      tags: [hostId],
    });
    expect(out).toEqual({
      id: _id.toHexString(),
      hostId: hostId.toHexString(),
      createdAt: '2025-07-24T10:00:00.000Z',
      title: 'Villa',
      tags: [hostId.toHexString()],
    });
  });

  it('hides extra fields on request and passes null through', () => {
    expect(toGraphQL({ _id, secret: 1, name: 'a' }, { hide: ['secret'] })).toEqual({
      id: _id.toHexString(),
      name: 'a',
    });
    expect(toGraphQL(null)).toBeNull();
    expect(toGraphQL(undefined)).toBeNull();
  });

  it('accepts documents with toObject', () => {
    const doc = { toObject: () => ({ _id, name: 'x' }) };
    expect(toGraphQL(doc)).toEqual({ id: _id.toHexString(), name: 'x' });
  });

  it('maps lists and skips holes', () => {
    expect(toGraphQLList([{ _id }, null])).toEqual([{ id: _id.toHexString() }]);
  });
});
