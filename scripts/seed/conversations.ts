import { Types } from 'mongoose';
import type { EntryKind } from '../../subgraphs/notifications/src/conversation/model';
import { createRandom, type Random } from './random';

/**
 * The demo's threads (issue 29): every booking's guest-host thread with its request and decision in line, and
 * a few written exchanges, most of them with the demo host (who then has many threads) and the demo student.
 * Plain records, like the rest of the plan.
 */

interface BookingLike {
  _id: Types.ObjectId;
  propertyId: Types.ObjectId;
  guestId: Types.ObjectId;
  hostId: Types.ObjectId;
  checkInDate: string;
  checkOutDate: string;
  message?: string;
  totalPrice: string;
  status: string;
  createdAt: Date;
}

interface PropertyLike {
  _id: Types.ObjectId;
  hostId: Types.ObjectId;
  status: string;
}

export interface PlannedConversation {
  _id: Types.ObjectId;
  guestId: Types.ObjectId;
  hostId: Types.ObjectId;
  propertyId: Types.ObjectId;
  guestReadAt?: Date;
  hostReadAt?: Date;
  guestUnread: number;
  hostUnread: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface PlannedEntry {
  _id: Types.ObjectId;
  conversationId: Types.ObjectId;
  kind: EntryKind;
  senderId?: Types.ObjectId;
  body?: string;
  bookingId?: Types.ObjectId;
  checkIn?: string;
  checkOut?: string;
  amount?: number;
  createdAt: Date;
}

/** Written exchanges: the guest's question, the host's answer, sometimes the guest's thanks. */
export const EXCHANGES: Array<[string, string, string?]> = [
  [
    'Hi! Is parking included, or is there a garage nearby?',
    'Hello! Yes, there is a free spot in the courtyard, just send me your plate number the day before.',
    'Perfect, thank you!',
  ],
  [
    'Is the Wi-Fi fast enough for video calls? I will be working remotely for a few days.',
    'Yes, it is fibre (about 200 Mbps). The desk by the window is the quietest place for calls.',
  ],
  [
    'Could we check in a little earlier, around noon?',
    'Noon should be fine unless I have a checkout that morning; I will confirm two days before.',
    'Great, see you then.',
  ],
  [
    'How far is the beach on foot?',
    'About five minutes. There are towels and two parasols in the cupboard by the door.',
  ],
  [
    'Do you allow a small dog? She is very calm.',
    'Sorry, the building does not allow pets.',
    'No problem, thanks for answering so quickly.',
  ],
  [
    'Is there a bus from the airport, or should I book a taxi?',
    'A taxi is easiest (about 30 minutes). I can ask my usual driver to pick you up if you like.',
    'Yes please, that would be great!',
  ],
  [
    'Hello, is the kitchen equipped for cooking, with an oven?',
    'Yes: oven, hob, a kettle and a coffee machine. Spices and oil are in the cupboard.',
  ],
  [
    'Is the apartment close to campus? I have classes every morning.',
    'It is a ten-minute bike ride; there is a bike you can borrow in the hall.',
    'Amazing, thank you.',
  ],
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

class ThreadBook {
  readonly conversations: PlannedConversation[] = [];
  readonly entries: PlannedEntry[] = [];
  private readonly byKey = new Map<string, PlannedConversation>();

  thread(guestId: Types.ObjectId, hostId: Types.ObjectId, propertyId: Types.ObjectId, at: Date) {
    const key = `${guestId.toHexString()}:${hostId.toHexString()}:${propertyId.toHexString()}`;
    let thread = this.byKey.get(key);
    if (!thread) {
      thread = {
        _id: new Types.ObjectId(),
        guestId,
        hostId,
        propertyId,
        guestUnread: 0,
        hostUnread: 0,
        createdAt: at,
        updatedAt: at,
      };
      this.byKey.set(key, thread);
      this.conversations.push(thread);
    }
    return thread;
  }

  add(thread: PlannedConversation, entry: Omit<PlannedEntry, '_id' | 'conversationId'>) {
    this.entries.push({ _id: new Types.ObjectId(), conversationId: thread._id, ...entry });
    if (entry.createdAt < thread.createdAt) thread.createdAt = entry.createdAt;
    if (entry.createdAt > thread.updatedAt) thread.updatedAt = entry.createdAt;
  }

  /** Unread counts and read times as the subgraph keeps them: everything older than `readBefore` was read. */
  settle(now: Date, readBefore: Date) {
    for (const thread of this.conversations) {
      const own = this.entries.filter((entry) => entry.conversationId.equals(thread._id));
      const unreadFor = (userId: Types.ObjectId) =>
        own.filter((entry) => entry.createdAt >= readBefore && !entry.senderId?.equals(userId)).length;
      thread.guestUnread = unreadFor(thread.guestId);
      thread.hostUnread = unreadFor(thread.hostId);
      const read = new Date(Math.min(now.getTime(), readBefore.getTime()));
      if (own.some((entry) => entry.createdAt < readBefore)) {
        thread.guestReadAt = read;
        thread.hostReadAt = read;
      }
    }
  }
}

export function plannedConversations(
  bookings: BookingLike[],
  properties: PropertyLike[],
  people: { demoHost: Types.ObjectId; student: Types.ObjectId; visitors: Types.ObjectId[] },
  now: Date,
  rng: Random = createRandom(29),
) {
  const book = new ThreadBook();
  const at = (time: number) => new Date(Math.min(now.getTime(), time));
  for (const booking of bookings) {
    const thread = book.thread(booking.guestId, booking.hostId, booking.propertyId, booking.createdAt);
    const stay = { bookingId: booking._id, checkIn: booking.checkInDate, checkOut: booking.checkOutDate };
    book.add(thread, {
      kind: 'request',
      senderId: booking.guestId,
      ...(booking.message ? { body: booking.message } : {}),
      amount: Number(booking.totalPrice),
      ...stay,
      createdAt: booking.createdAt,
    });
    if (booking.status === 'approved' || booking.status === 'rejected')
      book.add(thread, {
        kind: booking.status === 'approved' ? 'approved' : 'declined',
        senderId: booking.hostId,
        ...stay,
        createdAt: at(booking.createdAt.getTime() + rng.int(2, 20) * HOUR),
      });
  }
  // Questions before booking: the student about a few listings, other guests about the demo host's, so the demo
  // host's inbox is long (screenshots of twenty threads) and some of it is unread.
  const approved = properties.filter((property) => property.status === 'approved');
  const demoHostListings = approved.filter((property) => property.hostId.equals(people.demoHost));
  const asks: Array<{ guestId: Types.ObjectId; property: PropertyLike }> = [
    ...rng
      .sample(
        approved.filter((property) => !property.hostId.equals(people.demoHost)),
        3,
      )
      .map((property) => ({ guestId: people.student, property })),
    ...demoHostListings.slice(0, 2).map((property) => ({ guestId: people.student, property })),
    ...people.visitors.flatMap((guestId) =>
      rng.sample(demoHostListings, 2).map((property) => ({ guestId, property })),
    ),
  ];
  asks.forEach(({ guestId, property }, index) => {
    const [question, answer, thanks] = EXCHANGES[index % EXCHANGES.length];
    const start = now.getTime() - rng.int(1, 240) * HOUR - index * 7 * 60_000;
    const thread = book.thread(guestId, property.hostId, property._id, at(start));
    book.add(thread, { kind: 'message', senderId: guestId, body: question, createdAt: at(start) });
    // The newest few wait for the host's answer.
    if (index % 4 === 3) return;
    const answered = start + rng.int(10, 180) * 60_000;
    book.add(thread, { kind: 'message', senderId: property.hostId, body: answer, createdAt: at(answered) });
    if (thanks)
      book.add(thread, {
        kind: 'message',
        senderId: guestId,
        body: thanks,
        createdAt: at(answered + rng.int(5, 60) * 60_000),
      });
  });
  book.settle(now, new Date(now.getTime() - 2 * DAY));
  return { conversations: book.conversations, conversationEntries: book.entries };
}
