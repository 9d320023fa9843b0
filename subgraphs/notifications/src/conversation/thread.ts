// Threads and their entries, for the resolvers and the internal route peers add events with: one thread per
// guest, host and property, opened on first use; each entry raises the other side's unread count and tells both
// sides' open pages (live events).
import { toGraphQL, toObjectId } from '@stays/subgraph-shared';
import type { EventLog } from '../event/log';
import type { ConversationModel, ConversationObject, EntryKind, EntryModel, EntryObject } from './model';

export interface ConversationStore {
  conversations: ConversationModel;
  entries: EntryModel;
  events: EventLog;
}

export interface ThreadKey {
  guestId: string;
  hostId: string;
  propertyId: string;
}

/** An entry to add: a message, or a booking or review event. */
export interface NewEntry {
  kind: EntryKind;
  senderId?: string | null;
  body?: string | null;
  bookingId?: string | null;
  checkIn?: string | null;
  checkOut?: string | null;
  amount?: number | null;
  rating?: number | null;
}

export type Side = 'guest' | 'host';

/** Which side of the thread a user is on, or null for anyone else. */
export function sideOf(conversation: Pick<ConversationObject, 'guestId' | 'hostId'>, userId: string | null) {
  if (!userId) return null;
  if (conversation.guestId === userId) return 'guest' as const;
  if (conversation.hostId === userId) return 'host' as const;
  return null;
}

/** An id the caller has checked (the schema's ID, a checked route body). */
const idOf = (id: string) => {
  const objectId = toObjectId(id);
  if (!objectId) throw new TypeError(`Not an id: ${id}`);
  return objectId;
};

const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/** The thread of a guest, a host and a property, created on first use (two first uses at once make one). */
export async function openThread(store: ConversationStore, key: ThreadKey): Promise<ConversationObject> {
  const filter = { guestId: idOf(key.guestId), hostId: idOf(key.hostId), propertyId: idOf(key.propertyId) };
  const find = () => store.conversations.findOne(filter).lean().exec();
  const found = await find();
  if (found) return toGraphQL<ConversationObject>(found);
  try {
    return toGraphQL<ConversationObject>(await store.conversations.create(filter));
  } catch (error) {
    // Another request created it meanwhile (the unique index): that one is the thread.
    const winner = isDuplicateKey(error) ? await find() : null;
    if (!winner) throw error;
    return toGraphQL<ConversationObject>(winner);
  }
}

/**
 * Adds an entry: the other side's unread count goes up (both sides' for an event nobody caused), and a message
 * counts as its writer having read the thread. Then both sides are told: `message` with the entry, or
 * `conversation` for an event.
 */
export async function addEntry(
  store: ConversationStore,
  conversation: Pick<ConversationObject, 'id' | 'guestId' | 'hostId'>,
  entry: NewEntry,
): Promise<EntryObject> {
  const created = await store.entries.create({
    conversationId: idOf(conversation.id),
    kind: entry.kind,
    senderId: entry.senderId ? idOf(entry.senderId) : undefined,
    body: entry.body ?? undefined,
    bookingId: entry.bookingId ? idOf(entry.bookingId) : undefined,
    checkIn: entry.checkIn ?? undefined,
    checkOut: entry.checkOut ?? undefined,
    amount: entry.amount ?? undefined,
    rating: entry.rating ?? undefined,
  });
  const side = sideOf(conversation, entry.senderId ?? null);
  const other: Side | null = side === 'guest' ? 'host' : side === 'host' ? 'guest' : null;
  const raise = other ? { [`${other}Unread`]: 1 } : { guestUnread: 1, hostUnread: 1 };
  const readByWriter =
    side && entry.kind === 'message' ? { [`${side}ReadAt`]: created.createdAt, [`${side}Unread`]: 0 } : {};
  await store.conversations
    .updateOne({ _id: toObjectId(conversation.id) }, { $inc: raise, $set: readByWriter })
    .exec();
  const stored = toGraphQL<EntryObject>(created);
  const participants = [conversation.guestId, conversation.hostId];
  await (entry.kind === 'message'
    ? store.events.notify(participants, 'message', { conversationId: conversation.id, entry: stored })
    : store.events.notify(participants, 'conversation', { conversationId: conversation.id }));
  return stored;
}
