import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { TEXT_LIMITS } from '@stays/contracts';
import { refusedFields, useErrorText } from '@stays/platform';
import { useToast } from '@stays/ui';
import { MyTripsDocument, ReviewStayDocument, type TripFieldsFragment } from '../../__generated__/graphql';
import { reviewMessages as m } from '../shared/messages';

export interface ReviewValues {
  rating: number | '';
  comment: string;
}

/** The review form's submit for `trip`: the trips read again, a toast either way; `onDone` closes once stored. */
export function useReviewStay(trip: TripFieldsFragment | null, onDone: () => void) {
  const t = useIntl().formatMessage;
  const { toast } = useToast();
  const errorText = useErrorText();
  const [review] = useMutation(ReviewStayDocument, { refetchQueries: [MyTripsDocument] });

  return async (values: ReviewValues, helpers: FormikHelpers<ReviewValues>) => {
    if (!trip) return;
    try {
      await review({
        variables: {
          input: { bookingId: trip.id, rating: Number(values.rating), comment: values.comment.trim() },
        },
      });
      toast({ title: t(m.done), description: t(m.doneText) });
      helpers.resetForm();
      onDone();
    } catch (error) {
      // The text stays; a refused field shows its own rule under it, the toast the reason in the reader's words.
      const fields = refusedFields(error);
      if (fields.includes('comment')) {
        const short = values.comment.trim().length < TEXT_LIMITS.reviewComment.min;
        helpers.setFieldError('comment', short ? 'commentShort' : 'commentLong');
      }
      if (fields.includes('rating')) helpers.setFieldError('rating', 'ratingRequired');
      toast({ title: t(m.failed), description: errorText(error), variant: 'destructive' });
    }
  };
}
