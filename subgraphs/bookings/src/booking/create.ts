import {
  assertWithinThrottle,
  badUserInput,
  can,
  checkInInstant,
  conflict,
  forbidden,
  invalidFields,
  maxNightsOf,
  minNightsOf,
  notFound,
  stayLengthProblem,
  toGraphQL,
  unauthenticated,
} from '@stays/subgraph-shared';
import { isBlocked, isClosed, NIGHTS_BLOCKED, release, reserve, type Stay } from '../calendar/calendar';
import type { Types } from 'mongoose';
import type { BookingInput } from '../__generated__/resolvers-types';
import type { BookingsContext } from '../context';
import { announceBookingStep, notify } from '../peers/notifications';
import type { PropertyFact } from '@stays/subgraph-shared';
import { fetchPropertyFact } from '../peers/properties';
import { assertNoOverlappingRequest, duplicateRequest, hasEarlierOverlappingRequest } from './duplicate';
import type { BookingObject } from './model';
import { type StayPrice, stayPrice } from './pricing';
import { movableTo } from './transitions';
import { checkMessage, checkStay, type StayRequest, totalMatches } from './validation';

export interface PricedStay {
  stay: StayRequest;
  property: PropertyFact;
  price: StayPrice;
}

const NOT_OPEN = 'This property is not open for booking';
/** A request for a day whose check-in time has already passed at the listing would be expired at once. */
export const CHECK_IN_PASSED =
  'Check-in time for this date has passed at this property; choose a later check-in date';
/** An Instant Book request whose nights another guest took first (the 409 of the losers of a race). */
export const NIGHTS_JUST_BOOKED =
  'These nights have just been booked by another guest. Please choose other dates.';

/**
 * Booking requests one guest may make (issue 18 #11: a burst of 30 requests flooded a host's inbox): 10 an hour
 * by default, far above what a real guest sends; `BOOKING_REQUEST_RATE_LIMIT` / `_WINDOW_MS` change it.
 */
export const BOOKING_REQUEST_RULE = { limit: 10, windowMs: 3_600_000 };
export const TOO_MANY_BOOKING_REQUESTS = 'Too many booking requests. Please try again later.';

/** A valid stay at a public property (approved, host not blocked) that takes that many guests, priced by the server. */
export async function priceStay(raw: Parameters<typeof checkStay>[0]): Promise<PricedStay> {
  const checked = checkStay(raw);
  if (!checked.ok) throw invalidFields(checked.errors);
  const stay = checked.value;
  const property = await fetchPropertyFact(stay.propertyId);
  if (!property) throw notFound('Property not found');
  // A blocked host's listing takes no request (issue 18 #8); the guest is not told why, as the block is not public.
  if (property.status !== 'approved' || property.hostBlocked) throw badUserInput(NOT_OPEN);
  if (stay.guests > property.maxGuests)
    throw invalidFields({
      guests: `This property accepts at most ${property.maxGuests} guest${property.maxGuests === 1 ? '' : 's'}`,
    });
  const price = stayPrice(stay.checkInDate, stay.checkOutDate, property);
  // The listing's own stay limits (issue 43): refused before anything is asked, naming the limit.
  const tooShortOrLong = stayLengthProblem(price.nights, property);
  if (tooShortOrLong) throw invalidFields({ checkOutDate: tooShortOrLong });
  return { stay, property, price };
}

export function quoteOf({ stay, property, price }: PricedStay) {
  return {
    ...stay,
    pricePerNight: property.pricePerNight,
    pricePerMonth: property.pricePerMonth,
    minNights: minNightsOf(property),
    maxNights: maxNightsOf(property),
    ...price,
  };
}

/** How the server's total is made, for a client whose total differs. */
function totalExplained(property: PropertyFact, price: StayPrice) {
  const nights = `${price.nights} night${price.nights === 1 ? '' : 's'} x $${property.pricePerNight}`;
  const discount = price.discount ? ` - $${price.discount} long-stay discount` : '';
  return `${nights}${discount} + $${price.serviceFee} service fee = $${price.totalPrice}`;
}

/** A guest's stay request: checked, priced and stored as pending; the host is told. */
export async function createBooking(context: BookingsContext, input: BookingInput) {
  const { caller } = context;
  if (!caller.userId) throw unauthenticated('You need to log in to book this property.');
  if (input.guestId != null && input.guestId !== caller.userId)
    throw forbidden('You can only book for yourself');
  const message = checkMessage(input.message);
  if (!message.ok) throw invalidFields({ message: message.error });

  const { stay, property, price } = await priceStay(input);
  if (!can('booking.create', caller, { ownerId: property.hostId }))
    throw forbidden('You cannot book your own property');
  // A request waits for the host; one whose stay would already have started is expired from birth (issue 46 #7).
  const checkInAt = checkInInstant(stay.checkInDate, property.timeZone);
  if (!property.instantBook && checkInAt.getTime() <= Date.now())
    throw invalidFields({ checkInDate: CHECK_IN_PASSED });
  if (!totalMatches(input.totalPrice, price.total))
    throw invalidFields({
      totalPrice: `The total price does not match this stay: ${totalExplained(property, price)}`,
    });

  // Nights the host blocked are not for rent (a block made after this check is refused by the approval).
  if (await isBlocked(context.calendars, stay)) throw conflict(NIGHTS_BLOCKED, 'nightsTaken');
  await assertNoOverlappingRequest(context.bookings, caller.userId, stay);
  // Counted once the request is otherwise acceptable, so a guest's corrected mistakes cost nothing.
  await assertWithinThrottle(
    context.throttles,
    `booking-request:${caller.userId}`,
    context.bookingRequestRule,
    TOO_MANY_BOOKING_REQUESTS,
  );

  const created = await context.bookings.create({
    propertyId: stay.propertyId,
    guestId: caller.userId,
    hostId: property.hostId,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    checkInAt,
    guests: stay.guests,
    ...(message.value ? { message: message.value } : {}),
    totalPrice: price.totalPrice,
    months: price.months,
    extraNights: price.extraNights,
    subtotal: price.subtotal,
    discount: price.discount,
    ...(price.discountKind ? { discountKind: price.discountKind } : {}),
    serviceFee: price.serviceFee,
    status: 'pending',
  });
  // Two races are checked again after the write; a request that loses one is deleted and refused.
  const withdraw = async (error: Error): Promise<never> => {
    await context.bookings.deleteOne({ _id: created._id }).exec();
    throw error;
  };
  // The same guest's request for the same nights, sent at the same moment: the first one written stays.
  if (await hasEarlierOverlappingRequest(context.bookings, caller.userId, stay, created._id))
    await withdraw(duplicateRequest());
  // A deleted property's calendar is closed (and its requests declined): a request racing the deletion is
  // withdrawn here if the deletion's decline did not see it.
  if (await isClosed(context.calendars, stay.propertyId)) await withdraw(badUserInput(NOT_OPEN));
  const booking = property.instantBook ? await approveAtOnce(context, created._id, stay) : created.toObject();
  await notify({
    recipientId: property.hostId,
    title: property.instantBook ? 'New booking (Instant Book)' : 'New booking request',
    message:
      `A guest ${property.instantBook ? 'booked' : 'asked to stay at'} ${property.title}, ${stay.checkInDate} to ` +
      `${stay.checkOutDate} (${stay.guests} guest${stay.guests === 1 ? '' : 's'}, $${price.totalPrice}).`,
    relatedEntityType: 'booking',
    relatedEntityId: String(created._id),
  });
  await announceBookingStep({ ...booking, status: 'pending' }, 'request', {
    senderId: caller.userId,
    body: message.value ?? null,
    amount: price.total,
  });
  if (booking.status === 'approved') await announceBookingStep(booking, 'approved');
  return toGraphQL<BookingObject>(booking);
}

/**
 * Instant Book: the request is approved as it is made, under the approvals' guarantee (calendar.ts `reserve`: one
 * conditional update per property), so of many requests for the same free nights exactly one is approved. A
 * request that loses is withdrawn and refused (409): the guest chooses other dates, the host sees nothing.
 */
async function approveAtOnce(
  context: BookingsContext,
  id: Types.ObjectId,
  request: Pick<StayRequest, 'propertyId' | 'checkInDate' | 'checkOutDate'>,
) {
  const stay: Stay = {
    bookingId: String(id),
    propertyId: request.propertyId,
    checkInDate: request.checkInDate,
    checkOutDate: request.checkOutDate,
  };
  const withdraw = async (message: string) => {
    await context.bookings.deleteOne({ _id: id, status: 'pending' }).exec();
    // The same reason as an approval over taken nights, so the booking dialog says it in the reader's language.
    return conflict(message, 'nightsTaken');
  };
  if (!(await reserve(context.calendars, context.bookings, stay)))
    throw await withdraw((await isBlocked(context.calendars, stay)) ? NIGHTS_BLOCKED : NIGHTS_JUST_BOOKED);
  const approved = await context.bookings
    .findOneAndUpdate(
      { _id: id, ...movableTo('approved', 'system') },
      { $set: { status: 'approved' } },
      { returnDocument: 'after' },
    )
    .lean()
    .exec();
  if (!approved) {
    await release(context.calendars, stay);
    throw await withdraw(NIGHTS_JUST_BOOKED);
  }
  return approved;
}
