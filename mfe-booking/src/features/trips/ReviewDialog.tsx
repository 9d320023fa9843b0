import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import * as yup from 'yup';
import { TEXT_LIMITS } from '@stays/contracts';
import { formMessages } from '@stays/platform/forms';
import { Button, Dialog, VisuallyHidden } from '@stays/ui';
import { CharacterCount, Field, Textarea } from '@stays/ui/forms';
import { type TripFieldsFragment } from '../../__generated__/graphql';
import { fromDay } from '../shared/dates';
import { reviewMessages as m } from '../shared/messages';
import { useReviewStay, type ReviewValues } from './useReviewStay';

export const MIN_COMMENT = TEXT_LIMITS.reviewComment.min;
export const MAX_COMMENT = TEXT_LIMITS.reviewComment.max;

/** Every error the form shows; the schema names only these, so no other text can reach `formatMessage`. */
const REVIEW_ERRORS = ['ratingRequired', 'commentShort', 'commentLong'] as const;
type ReviewErrorKey = (typeof REVIEW_ERRORS)[number];
const isReviewErrorKey = (value: unknown): value is ReviewErrorKey =>
  (REVIEW_ERRORS as readonly unknown[]).includes(value);

/** The server's rules (rating 1-5, comment 10-1000 characters once trimmed); errors are `reviewMessages` keys. */
export const reviewSchema = yup.object({
  rating: yup
    .number()
    .typeError('ratingRequired' satisfies ReviewErrorKey)
    .required('ratingRequired')
    .integer('ratingRequired')
    .min(1, 'ratingRequired')
    .max(5, 'ratingRequired'),
  comment: yup
    .string()
    .trim()
    .required('commentShort')
    .min(MIN_COMMENT, 'commentShort')
    .max(MAX_COMMENT, 'commentLong'),
});

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const Stars = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  label:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A review of a past approved stay, by its guest, once; it shows on the property page at once. */
export function ReviewDialog({ trip, onClose }: { trip: TripFieldsFragment | null; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const onSubmit = useReviewStay(trip, onClose);
  const formik = useFormik<ReviewValues>({
    initialValues: { rating: '', comment: '' },
    validationSchema: reviewSchema,
    onSubmit,
  });
  const shown = (field: 'rating' | 'comment') => {
    const key = (formik.touched[field] || formik.submitCount > 0) && formik.errors[field];
    if (!key) return undefined;
    return isReviewErrorKey(key) ? t(m[key]) : t(formMessages.invalid);
  };
  const day = (value: string) => intl.formatDate(fromDay(value) ?? undefined, { dateStyle: 'medium' });
  const ratingError = shown('rating');

  return (
    <Dialog open={trip !== null} onOpenChange={(open) => !open && onClose()} title={t(m.title)}>
      {trip ? (
        <Form onSubmit={formik.handleSubmit} noValidate>
          <p dir="auto">
            {t(m.stay, {
              title: trip.property?.title ?? '',
              checkIn: day(trip.checkInDate),
              checkOut: day(trip.checkOutDate),
            })}
          </p>
          <Stars aria-describedby={ratingError ? 'review-rating-error' : undefined}>
            <legend>{t(m.rating)}</legend>
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={formik.values.rating === value}
                  onChange={() => void formik.setFieldValue('rating', value)}
                  onBlur={() => void formik.setFieldTouched('rating', true)}
                />
                <span aria-hidden="true">{'★'.repeat(value)}</span>
                <VisuallyHidden>{t(m.stars, { count: value })}</VisuallyHidden>
              </label>
            ))}
          </Stars>
          {ratingError ? (
            <Error id="review-rating-error" role="alert">
              {ratingError}
            </Error>
          ) : null}
          <Field
            label={t(m.comment)}
            hint={
              <>
                {t(m.commentHint)}
                <CharacterCount length={formik.values.comment.trim().length} max={MAX_COMMENT} />
              </>
            }
            error={shown('comment')}
          >
            <Textarea
              name="comment"
              dir="auto"
              rows={5}
              value={formik.values.comment}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Field>
          <Actions>
            <Button type="submit" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? t(m.sending) : t(m.submit)}
            </Button>
          </Actions>
        </Form>
      ) : null}
    </Dialog>
  );
}
