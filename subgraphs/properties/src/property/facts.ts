import {
  DEFAULT_CANCELLATION_POLICY,
  HOST_BLOCK_PATH,
  isObjectIdString,
  PROPERTY_FACTS_PATH,
  type PropertyFact,
  timeZoneOfLocation,
  toObjectId,
} from '@stays/subgraph-shared';
import express, { type Express } from 'express';
import type { QueryFilter } from 'mongoose';
import type { PropertyModel, PropertyRecord } from './model';

/** Bounded so one internal call cannot ask for the whole collection by id. */
export const MAX_FACT_IDS = 1000;

/**
 * `POST /internal/property-facts { ids?, hostId? }` → `{ properties: PropertyFact[] }`: the bookings subgraph
 * reads a property's price, capacity, host and status here (it owns no property data). Malformed ids are
 * simply not found; a body with neither field answers an empty list, never the whole collection.
 */
export function propertyFactRoutes(properties: PropertyModel) {
  return (app: Express) => {
    app.post(PROPERTY_FACTS_PATH, express.json({ limit: '256kb' }), async (req, res) => {
      const body = (req.body ?? {}) as { ids?: unknown; hostId?: unknown };
      const ids = Array.isArray(body.ids) ? body.ids.filter(isObjectIdString) : null;
      if (ids && ids.length > MAX_FACT_IDS) {
        res.status(400).json({ message: `At most ${MAX_FACT_IDS} ids per call` });
        return;
      }
      const filter: QueryFilter<PropertyRecord> = {};
      if (ids) filter._id = { $in: ids.map((id) => toObjectId(id)!) };
      if (body.hostId !== undefined) {
        const hostId = toObjectId(body.hostId);
        if (!hostId) {
          res.json({ properties: [] });
          return;
        }
        filter.hostId = hostId;
      }
      if (!ids && body.hostId === undefined) {
        res.json({ properties: [] });
        return;
      }
      try {
        const docs = await properties
          .find(filter, {
            hostId: 1,
            status: 1,
            pricePerNight: 1,
            maxGuests: 1,
            title: 1,
            cancellationPolicy: 1,
            hostBlocked: 1,
            instantBook: 1,
            location: 1,
            pricePerMonth: 1,
            weeklyDiscountPercent: 1,
            monthlyDiscountPercent: 1,
            minNights: 1,
            maxNights: 1,
          })
          .lean()
          .exec();
        const facts: PropertyFact[] = docs.map((doc) => ({
          id: String(doc._id),
          hostId: String(doc.hostId),
          status: doc.status,
          pricePerNight: doc.pricePerNight,
          maxGuests: doc.maxGuests,
          title: doc.title,
          cancellationPolicy: doc.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
          hostBlocked: Boolean(doc.hostBlocked),
          instantBook: doc.instantBook === true,
          timeZone: timeZoneOfLocation(doc.location),
          pricePerMonth: doc.pricePerMonth ?? null,
          weeklyDiscountPercent: doc.weeklyDiscountPercent ?? null,
          monthlyDiscountPercent: doc.monthlyDiscountPercent ?? null,
          minNights: doc.minNights ?? null,
          maxNights: doc.maxNights ?? null,
        }));
        res.json({ properties: facts });
      } catch {
        res.status(500).json({ message: 'Property facts unavailable' });
      }
    });
  };
}

/**
 * `POST /internal/host-block { hostId, blocked }` → `{ properties }`: the users subgraph hides (or shows again)
 * every listing of an account it is about to block (or unblock), before it stores the block; an error here makes
 * it refuse the block, so the account and its listings never disagree. Idempotent: asking twice changes nothing.
 */
export function hostBlockRoutes(properties: PropertyModel) {
  return (app: Express) => {
    app.post(HOST_BLOCK_PATH, express.json({ limit: '1kb' }), async (req, res) => {
      const body = (req.body ?? {}) as { hostId?: unknown; blocked?: unknown };
      const hostId = toObjectId(body.hostId);
      if (!hostId || typeof body.blocked !== 'boolean') {
        res.status(400).json({ message: 'hostId and blocked (true or false) are required' });
        return;
      }
      try {
        const result = await properties
          .updateMany({ hostId }, { $set: { hostBlocked: body.blocked } })
          .exec();
        res.json({ properties: result.matchedCount });
      } catch {
        res.status(500).json({ message: 'Listings could not be updated' });
      }
    });
  };
}
