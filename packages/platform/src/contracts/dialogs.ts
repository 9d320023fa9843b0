import type { CancellationPolicyName } from '@stays/contracts';

/**
 * The props of the dialogs `mfe_booking` exposes (`./BookingDialog`, `./MessageDialog`) to the property page of
 * `mfe_listings`. Remotes never import each other, so both sides type the federation module against these.
 */

/** What the dialogs need to know about the property they are opened for. */
export interface DialogProperty {
  id: string;
  title: string;
  pricePerNight: number;
  maxGuests: number;
  amenities: string[];
  hostId: string | null;
  /** Instant Book (issue 29): a request for free nights is confirmed at once, without the host's decision. */
  instantBook?: boolean;
  /** The refund rule of a cancelled stay, shown before the guest asks (issue 46 #7). */
  cancellationPolicy?: CancellationPolicyName;
}

/** A stay already chosen elsewhere (the side card, or the address after sign-in): YYYY-MM-DD calendar dates. */
export interface StayChoice {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

export interface BookingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  property: DialogProperty;
  initial?: StayChoice;
}

export interface MessageDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  property: Pick<DialogProperty, 'id' | 'title' | 'hostId'>;
}
