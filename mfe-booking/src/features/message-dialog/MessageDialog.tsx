import { ComingSoonDialog, type DialogProps } from '../shared/ComingSoonDialog';

/** The message-to-host dialog used by the property page; the form ships with the booking release. */
export default function MessageDialog(props: DialogProps) {
  return <ComingSoonDialog {...props} page="Message the Host" />;
}
