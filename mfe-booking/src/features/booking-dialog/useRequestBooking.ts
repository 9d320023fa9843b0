import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import {
  errorReason,
  knownErrorCode,
  refusedFields,
  useErrorText,
  type BookingDialogProps,
} from '@stays/platform';
import { useToast } from '@stays/ui';
import {
  RequestBookingDocument,
  type RequestBookingMutation,
  type RequestBookingMutationVariables,
} from '../../__generated__/graphql';
import { bookingMessages as m } from '../shared/messages';
import { useSignInAndReturn } from '../shared/signIn';
import type { BookingValues } from './bookingSchema';

/**
 * The booking form's submit for `property`, with the price quoted (`totalPrice`), said in a toast: a request sent
 * closes the dialog (`onDone`), an Instant Book stay is `confirmed` in place, a refusal is `failure` in the dialog.
 */
export function useRequestBooking(property: BookingDialogProps['property'], onDone: () => void) {
  const t = useIntl().formatMessage;
  const { toast } = useToast();
  const errorText = useErrorText();
  const signIn = useSignInAndReturn();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<RequestBookingMutation['createBooking'] | null>(null);
  const [request] = useMutation(RequestBookingDocument);

  const submit = async (
    values: BookingValues,
    totalPrice: RequestBookingMutationVariables['input']['totalPrice'],
    helpers: Pick<FormikHelpers<BookingValues>, 'setFieldError'>,
  ): Promise<void> => {
    setFailure(null);
    try {
      const { data } = await request({
        variables: {
          input: {
            propertyId: property.id,
            checkInDate: values.checkIn,
            checkOutDate: values.checkOut,
            guests: Number(values.guests),
            message: values.message.trim() || null,
            totalPrice,
          },
        },
      });
      // Instant Book (issue 29): the server confirmed the stay at once, so the dialog says so in place.
      if (data?.createBooking.status === 'approved') {
        setConfirmed(data.createBooking);
        toast({ title: t(m.confirmed), description: t(m.confirmedText) });
        return;
      }
      toast({ title: t(m.sent), description: t(m.sentText) });
      onDone();
    } catch (error) {
      const code = knownErrorCode(error);
      if (code === 'UNAUTHENTICATED') {
        toast({ title: t(m.unauthorized), description: t(m.unauthorizedText), variant: 'destructive' });
        signIn('book', {
          checkIn: values.checkIn,
          checkOut: values.checkOut,
          guests: Number(values.guests),
        });
        return;
      }
      // The dialog stays open with everything typed; the reason is said in the reader's language, in the
      // dialog and in the toast. The server's English text is never shown.
      if (refusedFields(error).includes('message')) helpers.setFieldError('message', 'messageLong');
      const reason =
        code === null
          ? t(m.failedText)
          : errorText(error, {
              CONFLICT: errorReason(error) === 'duplicateRequest' ? m.duplicateRequest : m.nightsTaken,
            });
      setFailure(reason);
      toast({ title: t(m.failed), description: reason, variant: 'destructive' });
    }
  };

  return { submit, failure, confirmed };
}
