import { ComingSoon, Dialog } from '@stays/ui';
import type { PropertyDialogProps } from '../shared/dialogProps';

/** The message-to-host dialog used by the property page; the form ships with the booking release. */
export default function MessageDialog({ open, onClose }: PropertyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Message the Host">
      <ComingSoon page="Message the Host" release="booking release" />
    </Dialog>
  );
}
