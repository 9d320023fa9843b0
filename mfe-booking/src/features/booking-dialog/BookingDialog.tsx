import { ComingSoon, Dialog } from '@stays/ui';
import type { PropertyDialogProps } from '../shared/dialogProps';

/** The booking request dialog used by the property page; the form ships with the booking release. */
export default function BookingDialog({ open, onClose, propertyTitle }: PropertyDialogProps) {
  const page = propertyTitle ? `Book ${propertyTitle}` : 'Request to Book';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={page}>
      <ComingSoon page={page} release="booking release" />
    </Dialog>
  );
}
