// Issue 30 #6, #7 and #10 in process: Trending from the requests of the last 28 days, guests hosted from
// approved stays, and pending requests whose check-in passed stored as expired by the sweep.
import { startSubgraphHarness, type SubgraphHarness } from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineBookings } from '../src';
import { expirePastRequests } from '../src/booking/expiry';
import { BOOKING_STATUSES, bookingModel } from '../src/booking/model';

let bookings: SubgraphHarness;
const DAY = 86_400_000;
const busy = new Types.ObjectId();
const quiet = new Types.ObjectId();
const [ada, bo, cy] = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];

type Status = (typeof BOOKING_STATUSES)[number];
const stay = (propertyId: Types.ObjectId, guestId: Types.ObjectId, status: Status, daysAgo: number) => ({
  propertyId,
  guestId,
  hostId: new Types.ObjectId(),
  checkInDate: '2031-01-10',
  checkOutDate: '2031-01-12',
  guests: 1,
  totalPrice: '228',
  status,
  createdAt: new Date(Date.now() - daysAgo * DAY),
});

beforeAll(async () => {
  bookings = await startSubgraphHarness(defineBookings);
  await bookingModel(bookings.connection).insertMany(
    [
      // Three requests in the last 28 days, whatever became of them: trending.
      stay(busy, ada, 'approved', 1),
      stay(busy, bo, 'rejected', 10),
      stay(busy, cy, 'cancelled', 27),
      // Two recent and one old: not trending.
      stay(quiet, ada, 'approved', 2),
      stay(quiet, bo, 'pending', 3),
      stay(quiet, cy, 'pending', 40),
    ],
    { timestamps: false },
  );
});

afterAll(async () => {
  await bookings?.stop();
});

it('flags a property Trending from 3 requests in the last 28 days', async () => {
  const answer = await bookings.execute<{ _entities: Array<{ id: string; trending: boolean }> }>(
    'query ($r: [_Any!]!) { _entities(representations: $r) { ... on Property { id trending } } }',
    {
      variables: {
        r: [busy, quiet, new Types.ObjectId()].map((id) => ({ __typename: 'Property', id: String(id) })),
      },
    },
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data!._entities.map((entity) => entity.trending)).toEqual([true, false, false]);
});

it('counts guests hosted once each, from approved stays only', async () => {
  const answer = await bookings.execute<{ _entities: Array<{ guestsHosted: number }> }>(
    'query ($r: [_Any!]!) { _entities(representations: $r) { ... on PlatformStats { guestsHosted } } }',
    { variables: { r: [{ __typename: 'PlatformStats', id: 'platform' }] } },
  );
  expect(answer.data!._entities).toEqual([{ guestsHosted: 1 }]);
});

it('stores pending requests whose check-in passed as expired, and only those', async () => {
  const model = bookingModel(bookings.connection);
  const past = await model.create({ ...stay(quiet, bo, 'pending', 5), checkInDate: '2020-01-01' });
  const coming = await model.create({ ...stay(quiet, cy, 'pending', 5), checkInDate: '2031-02-01' });
  expect(await expirePastRequests(model)).toBe(1);
  expect((await model.findById(past._id).lean().exec())?.status).toBe('expired');
  expect((await model.findById(coming._id).lean().exec())?.status).toBe('pending');
});
