import { isObjectIdString } from '@stays/subgraph-shared';
import express, { type Express } from 'express';
import { MESSAGE_MAX } from './body';
import { ENTRY_KINDS, type EntryKind } from './model';
import { addEntry, type ConversationStore, type NewEntry, openThread } from './thread';

export const CONVERSATION_EVENTS_PATH = '/internal/conversation-events';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Checked = { ok: true; key: { guestId: string; hostId: string; propertyId: string }; entry: NewEntry };

/** A peer's event entry (a booking request, decision, cancellation or expiry, a review). Pure. */
export function checkConversationEvent(raw: unknown): Checked | { ok: false; message: string } {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  for (const field of ['guestId', 'hostId', 'propertyId'] as const)
    if (!isObjectIdString(body[field])) return { ok: false, message: `${field} must be an id` };
  if (body.guestId === body.hostId) return { ok: false, message: 'guestId and hostId must differ' };
  const kind = body.kind as EntryKind;
  if (!ENTRY_KINDS.includes(kind) || kind === 'message')
    return { ok: false, message: 'kind must be an event kind (request, approved, ...)' };
  for (const field of ['senderId', 'bookingId'] as const)
    if (body[field] != null && !isObjectIdString(body[field]))
      return { ok: false, message: `${field} must be an id` };
  for (const field of ['checkIn', 'checkOut'] as const)
    if (body[field] != null && (typeof body[field] !== 'string' || !DAY.test(body[field])))
      return { ok: false, message: `${field} must be a day (YYYY-MM-DD)` };
  for (const field of ['amount', 'rating'] as const)
    if (body[field] != null && (typeof body[field] !== 'number' || !Number.isFinite(body[field])))
      return { ok: false, message: `${field} must be a number` };
  const text = typeof body.body === 'string' ? body.body.trim().slice(0, MESSAGE_MAX) : '';
  return {
    ok: true,
    key: {
      guestId: body.guestId as string,
      hostId: body.hostId as string,
      propertyId: body.propertyId as string,
    },
    entry: {
      kind,
      senderId: (body.senderId as string | undefined) ?? null,
      body: text || null,
      bookingId: (body.bookingId as string | undefined) ?? null,
      checkIn: (body.checkIn as string | undefined) ?? null,
      checkOut: (body.checkOut as string | undefined) ?? null,
      amount: (body.amount as number | undefined) ?? null,
      rating: (body.rating as number | undefined) ?? null,
    },
  };
}

/**
 * `POST /internal/conversation-events { guestId, hostId, propertyId, kind, senderId?, bookingId?, body?, checkIn?,
 * checkOut?, amount?, rating? }` -> 201 `{ conversationId }`: peers add their events to the (guest, host,
 * property) thread, created when it does not exist yet; both sides are told (CONTRACT-29). Peers never write this
 * subgraph's collections.
 */
export function conversationRoutes(store: ConversationStore) {
  return (app: Express) => {
    app.post(CONVERSATION_EVENTS_PATH, express.json({ limit: '64kb' }), async (req, res) => {
      const checked = checkConversationEvent(req.body);
      if (!checked.ok) return void res.status(400).json({ message: checked.message });
      try {
        const thread = await openThread(store, checked.key);
        await addEntry(store, thread, checked.entry);
        res.status(201).json({ conversationId: thread.id });
      } catch {
        res.status(503).json({ message: 'Conversation event could not be stored' });
      }
    });
  };
}
