/** The props of the dialogs this remote exposes to the property page (docs/contracts.md). */
export interface PropertyDialogProps {
  open: boolean;
  onClose: () => void;
  propertyTitle?: string;
}
