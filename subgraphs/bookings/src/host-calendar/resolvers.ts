import { assertCan, invalidFields, notFound, unauthenticated } from '@stays/subgraph-shared';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { BookingsContext } from '../context';
import { fetchPropertyFact, fetchPropertyFacts } from '../peers/properties';
import { addBlock, blocksOf, checkBlock, removeBlock } from './blocks';
import { feedOf, resetFeed } from './feed';

/** The property, when the caller may manage its calendar (its host or an admin); 404 for a property not known. */
async function managedProperty(context: BookingsContext, propertyId: string) {
  if (!context.caller.userId) throw unauthenticated();
  const property = await fetchPropertyFact(propertyId);
  if (!property) throw notFound('Property not found');
  assertCan('calendar.manage', context.caller, { ownerId: property.hostId });
  return property;
}

export const hostCalendarResolvers: Resolvers = {
  Query: {
    blockedNights: async (_parent, args, context) => {
      const hostId = args.hostId ?? context.caller.userId;
      assertCan('booking.listForHost', context.caller, { ownerId: hostId });
      if (!hostId) throw unauthenticated(); // the policy already refused anonymous callers
      const ids = (await fetchPropertyFacts({ hostId })).map((property) => property.id);
      if (args.propertyId && !ids.includes(args.propertyId)) throw notFound('Property not found');
      return blocksOf(context.calendars, args.propertyId ? [args.propertyId] : ids);
    },
    calendarFeed: async (_parent, args, context) => {
      await managedProperty(context, args.propertyId);
      return feedOf(context.calendars, context.bookings, args.propertyId);
    },
  },
  Mutation: {
    blockNights: async (_parent, args, context) => {
      await managedProperty(context, args.propertyId);
      const checked = checkBlock(args);
      if (!checked.ok) throw invalidFields(checked.errors);
      return addBlock(context.calendars, context.bookings, args.propertyId, checked.value);
    },
    unblockNights: async (_parent, args, context) => {
      await managedProperty(context, args.propertyId);
      if (!(await removeBlock(context.calendars, args.propertyId, args.id)))
        throw notFound('These blocked nights were not found');
      return true;
    },
    resetCalendarFeed: async (_parent, args, context) => {
      await managedProperty(context, args.propertyId);
      return resetFeed(context.calendars, context.bookings, args.propertyId);
    },
  },
};
