import { ComingSoonDialog, type DialogProps } from '../shared/ComingSoonDialog';

/** The booking request dialog used by the property page; the form ships with the booking release. */
export default function BookingDialog(props: DialogProps) {
  return <ComingSoonDialog {...props} page={props.propertyTitle ? `Book ${props.propertyTitle}` : 'Request to Book'} />;
}
