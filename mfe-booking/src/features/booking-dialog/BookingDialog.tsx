import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, ButtonLink, Dialog, useAmenityLabel } from '@stays/ui';
import { CharacterCount, Field, NativeSelect, Textarea, textLimitMessages } from '@stays/ui/forms';
import { Calendar, type DateRange } from '@stays/ui/datepicker';
import { useFormatters, useSession, type BookingDialogProps } from '@stays/platform';
import { formMessages } from '@stays/platform/forms';
import { CancellationPolicyNote } from '@stays/platform/bookings';
import {
  BookingQuoteDocument,
  PropertyAvailabilityDocument,
  type RequestBookingMutation,
} from '../../__generated__/graphql';
import { withBookingMessages } from '../../i18n/withBookingMessages';
import { crossesTaken, fromDay, isTaken, localToday, nightsBetween, toDay } from '../shared/dates';
import { bookingMessages as m, signInMessages } from '../shared/messages';
import { SignInRequired, useSignInAndReturn } from '../shared/signIn';
import { bookingSchema, type BookingValues, isBookingErrorKey, MAX_MESSAGE } from './bookingSchema';
import { useRequestBooking } from './useRequestBooking';

/** SPEC section 9: the booking dialog shows the first 3 amenities. */
export const DIALOG_AMENITIES = 3;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Picked = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const CalendarWrap = styled.div`
  display: flex;
  justify-content: center;
  overflow-x: auto;
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Amenities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.sand};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Price = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-block-start: ${({ theme }) => theme.space.sm};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  dd {
    margin: 0;
    text-align: end;
  }
  .total {
    font-weight: 700;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The listing's cancellation policy, read before asking (issue 46 #7). */
const PolicyNote = styled(CancellationPolicyNote)`
  display: grid;
  gap: 0.125rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The booking request (SPEC sections 2, 5 and 8): the kit's range calendar with taken nights disabled, guests
 * 1..maxGuests, an optional message, the first 3 amenities and the server's quote for the chosen dates (a long
 * stay's discount as its own line, issue 43). A
 * signed-out guest is asked to sign in and comes back to this dialog with the same dates.
 */
export function BookingDialog({ open, onOpenChange, property, initial }: BookingDialogProps) {
  const t = useIntl().formatMessage;
  const { isAuthenticated } = useSession();
  const signIn = useSignInAndReturn();
  const title = t(m.title, { title: property.title });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={isAuthenticated ? title : t(signInMessages.title)}>
      {!open ? null : isAuthenticated ? (
        <BookingForm property={property} initial={initial} onDone={() => onOpenChange(false)} />
      ) : (
        <SignInRequired
          purpose="book"
          onCancel={() => onOpenChange(false)}
          onSignIn={() => signIn('book', initial ?? {})}
        />
      )}
    </Dialog>
  );
}

function BookingForm({
  property,
  initial,
  onDone,
}: Pick<BookingDialogProps, 'property' | 'initial'> & { onDone: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { price } = useFormatters();
  const amenityLabel = useAmenityLabel();
  const { submit, failure, confirmed } = useRequestBooking(property, onDone);
  const today = localToday();
  const maxGuests = Math.max(1, property.maxGuests);
  const schema = useMemo(() => bookingSchema(today, maxGuests), [today, maxGuests]);

  const availability = useQuery(PropertyAvailabilityDocument, { variables: { propertyId: property.id } });
  const taken = availability.data?.propertyAvailability ?? [];

  const startGuests = initial?.guests && initial.guests >= 1 ? Math.min(initial.guests, maxGuests) : 1;
  const formik = useFormik<BookingValues>({
    initialValues: {
      checkIn: fromDay(initial?.checkIn) ? initial!.checkIn! : '',
      checkOut: fromDay(initial?.checkOut) ? initial!.checkOut! : '',
      guests: startGuests,
      message: '',
    },
    validationSchema: schema,
    onSubmit: (values, helpers): Promise<void> => submit(values, quote?.totalPrice ?? null, helpers),
  });

  const { checkIn, checkOut, guests } = formik.values;
  const nights = nightsBetween(checkIn, checkOut);
  const overTaken = nights > 0 && crossesTaken(checkIn, checkOut, taken);
  const quoted = useQuery(BookingQuoteDocument, {
    variables: { propertyId: property.id, checkIn, checkOut, guests: Number(guests) || 1 },
    skip: nights === 0 || checkIn < today,
  });
  const quote = nights > 0 ? quoted.data?.bookingQuote : undefined;

  const selected: DateRange | undefined = checkIn
    ? { from: fromDay(checkIn) ?? undefined, to: fromDay(checkOut) ?? undefined }
    : undefined;
  const todayDate = fromDay(today)!;
  const error = (field: keyof BookingValues) => {
    const key = (formik.touched[field] || formik.submitCount > 0) && formik.errors[field];
    if (!key) return undefined;
    if (!isBookingErrorKey(key)) return t(formMessages.invalid);
    if (key === 'guestsMax') return t(m.guestsMax, { count: maxGuests });
    if (key === 'messageLong') return t(textLimitMessages.tooLong, { max: MAX_MESSAGE });
    return t(m[key]);
  };
  const dateError = error('checkIn') ?? error('checkOut');

  const setRange = (range: DateRange | undefined) => {
    const from = range?.from ? toDay(range.from) : '';
    const to = range?.to ? toDay(range.to) : '';
    void formik.setValues({ ...formik.values, checkIn: from, checkOut: to === from ? '' : to }, true);
    void formik.setTouched({ ...formik.touched, checkIn: true, checkOut: Boolean(to) }, false);
  };

  if (confirmed) return <BookingConfirmed booking={confirmed} onDone={onDone} />;
  return (
    <Form onSubmit={formik.handleSubmit} noValidate>
      <Muted>{t(m.perNight, { price: price(property.pricePerNight) })}</Muted>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t(m.dates)}</legend>
        <Muted id="booking-dates-hint">{t(m.datesHint)}</Muted>
        <CalendarWrap>
          <Calendar
            mode="range"
            selected={selected}
            onSelect={setRange}
            defaultMonth={fromDay(checkIn) ?? todayDate}
            startMonth={todayDate}
            today={todayDate}
            disabled={(date) => toDay(date) < today || isTaken(toDay(date), taken)}
            aria-label={t(m.dates)}
          />
        </CalendarWrap>
        <Picked aria-live="polite">
          <div>
            <dt>{t(m.checkIn)}</dt>
            <dd>{checkIn ? intl.formatDate(fromDay(checkIn)!, { dateStyle: 'medium' }) : t(m.notChosen)}</dd>
          </div>
          <div>
            <dt>{t(m.checkOut)}</dt>
            <dd>
              {checkOut ? intl.formatDate(fromDay(checkOut)!, { dateStyle: 'medium' }) : t(m.notChosen)}
            </dd>
          </div>
        </Picked>
        {dateError ? <Error role="alert">{dateError}</Error> : null}
        {overTaken ? <Error role="alert">{t(m.taken)}</Error> : null}
      </fieldset>

      <Field label={t(m.guests)} error={error('guests')}>
        <NativeSelect
          name="guests"
          value={String(guests)}
          onChange={(event) => void formik.setFieldValue('guests', Number(event.target.value))}
          onBlur={formik.handleBlur}
        >
          {Array.from({ length: maxGuests }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {t(m.guestCount, { count })}
            </option>
          ))}
        </NativeSelect>
      </Field>

      <Field
        label={t(m.message)}
        error={error('message')}
        hint={<CharacterCount length={formik.values.message.trim().length} max={MAX_MESSAGE} />}
      >
        <Textarea
          name="message"
          rows={3}
          dir="auto"
          value={formik.values.message}
          onChange={formik.handleChange}
        />
      </Field>

      {property.amenities.length ? (
        <section aria-label={t(m.amenities)}>
          <Muted>{t(m.amenities)}</Muted>
          <Amenities>
            {property.amenities.slice(0, DIALOG_AMENITIES).map((amenity) => (
              <li key={amenity} dir="auto">
                {amenityLabel(amenity)}
              </li>
            ))}
          </Amenities>
        </section>
      ) : null}

      {nights > 0 ? (
        <div aria-live="polite">
          {quote ? (
            <Price>
              <dt>
                {t(m.nightsTimesPrice, {
                  price: price(quote.pricePerNight),
                  nights: t(m.nights, { count: quote.nights }),
                })}
              </dt>
              <dd>{price(quote.subtotal)}</dd>
              {quote.discount > 0 ? (
                <>
                  <dt data-testid="quote-discount-label">
                    {quote.discountKind === 'monthly_price' && quote.pricePerMonth != null
                      ? t(m.discountMonthlyPrice, {
                          months: quote.months,
                          extra: quote.extraNights,
                          price: price(quote.pricePerMonth),
                        })
                      : t(quote.discountKind === 'weekly' ? m.discountWeekly : m.discountMonthly)}
                  </dt>
                  <dd data-testid="quote-discount">{price(-quote.discount)}</dd>
                </>
              ) : null}
              <dt>{t(m.serviceFee)}</dt>
              <dd>{price(quote.serviceFee)}</dd>
              <dt className="total">{t(m.total)}</dt>
              <dd className="total">{price(quote.total)}</dd>
            </Price>
          ) : quoted.error ? (
            <Error role="alert">{t(m.quoteFailed, { message: quoted.error.message })}</Error>
          ) : (
            <Muted>{t(m.quoting)}</Muted>
          )}
        </div>
      ) : null}

      {failure ? <Error role="alert">{failure}</Error> : null}
      {property.cancellationPolicy ? <PolicyNote policy={property.cancellationPolicy} /> : null}
      <Muted>{property.instantBook ? t(m.instantNote) : t(m.noCharge)}</Muted>
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting || nights === 0 || overTaken}>
          {formik.isSubmitting ? t(m.sending) : property.instantBook ? t(m.instantSubmit) : t(m.submit)}
        </Button>
      </Actions>
    </Form>
  );
}

const Done = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

/** An Instant Book stay the server approved on the spot: confirmed now, with the way to the guest's trips. */
function BookingConfirmed({
  booking,
  onDone,
}: {
  booking: RequestBookingMutation['createBooking'];
  onDone: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const day = (value: string) => intl.formatDate(fromDay(value)!, { dateStyle: 'medium' });
  return (
    <Done role="status" aria-live="polite">
      <h3>{t(m.confirmed)}</h3>
      <p>{t(m.confirmedStay, { checkIn: day(booking.checkInDate), checkOut: day(booking.checkOutDate) })}</p>
      <Muted>{t(m.confirmedText)}</Muted>
      <Actions>
        <ButtonLink to="/trips" $variant="outline" onClick={onDone}>
          {t(m.seeTrips)}
        </ButtonLink>
        <Button onClick={onDone}>{t(m.close)}</Button>
      </Actions>
    </Done>
  );
}

export default withBookingMessages(BookingDialog);
