import {
  callInternal,
  can,
  conflict,
  forbidden,
  invalidFields,
  notFound,
  toGraphQL,
  toObjectId,
  unauthenticated,
  ratingOf,
  unavailable,
} from '@stays/subgraph-shared';
import type { Types } from 'mongoose';
import type { ReviewInput } from '../__generated__/resolvers-types';
import type { PropertiesContext } from '../context';
import type { ReviewObject } from './resolvers';
import { announceReview } from './thread';

export const MIN_COMMENT = 10;
export const MAX_COMMENT = 1000;

/** Rating a whole 1 to 5, comment 10 to 1000 characters once trimmed: field errors, or the clean values. */
export function checkReview(input: { rating?: unknown; comment?: unknown }) {
  const errors: Record<string, string> = {};
  const rating = input.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
    errors.rating = 'Rating must be between 1 and 5';
  const comment = typeof input.comment === 'string' ? input.comment.trim() : '';
  if (comment.length < MIN_COMMENT) errors.comment = `Comment must be at least ${MIN_COMMENT} characters`;
  else if (comment.length > MAX_COMMENT) errors.comment = `Comment must be at most ${MAX_COMMENT} characters`;
  return { errors, rating: rating as number, comment };
}

interface StayFacts {
  id: string;
  propertyId: string;
  guestId: string;
  status: string;
  ended: boolean;
}

/** The stay as the bookings subgraph knows it (`POST /internal/stay-facts`); 503 when it cannot be asked. */
async function stayFacts(bookingId: string): Promise<StayFacts | null> {
  try {
    const answer = await callInternal<{ stay: StayFacts | null }>('bookings', '/internal/stay-facts', {
      bookingId,
    });
    return answer?.stay ?? null;
  } catch {
    throw unavailable('Reviews cannot be written right now; please try again');
  }
}

/** The property's rating is the average of its reviews (two decimals), kept on the property for sorting. */
export async function refreshRating(context: PropertiesContext, propertyId: unknown): Promise<void> {
  const reviews = await context.reviews
    .find({ propertyId: propertyId as Types.ObjectId })
    .select({ rating: 1 })
    .lean<Array<{ rating: number }>>()
    .exec();
  const rating = ratingOf(reviews.map((review) => review.rating));
  await context.properties
    .updateOne({ _id: propertyId }, rating === null ? { $unset: { rating: 1 } } : { $set: { rating } })
    .exec();
}

/**
 * A guest's review of their stay: only its guest, only an approved stay that has ended, once per stay (the
 * unique `bookingId` index decides a double submit). The property's rating follows at once.
 */
export async function createReview(context: PropertiesContext, input: ReviewInput) {
  const { caller } = context;
  if (!caller.userId) throw unauthenticated();
  const { errors, rating, comment } = checkReview(input);
  if (Object.keys(errors).length) throw invalidFields(errors);
  const stay = toObjectId(input.bookingId) ? await stayFacts(input.bookingId) : null;
  if (!stay) throw notFound('Booking not found');
  if (!can('review.create', caller, { ownerId: stay.guestId }))
    throw forbidden('Only the guest of this stay can review it');
  if (stay.status !== 'approved' || !stay.ended)
    throw conflict('A stay can be reviewed once it was approved and has ended');
  const propertyId = toObjectId(stay.propertyId);
  const property = propertyId
    ? await context.properties.findById(propertyId, { hostId: 1 }).lean().exec()
    : null;
  if (!propertyId || !property) throw notFound('Property not found');
  try {
    const review = await context.reviews.create({
      propertyId,
      userId: toObjectId(caller.userId)!,
      bookingId: toObjectId(stay.id)!,
      rating,
      comment,
    });
    await refreshRating(context, propertyId);
    await announceReview(
      {
        guestId: caller.userId,
        hostId: String(property.hostId),
        propertyId: stay.propertyId,
        bookingId: stay.id,
        rating,
        comment,
      },
      context.log,
    );
    return toGraphQL<ReviewObject>(review.toObject());
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw conflict('You have already reviewed this stay');
    throw error;
  }
}
