import { useMemo } from 'react';
import { useAddressUpdate, type StayChoice } from '@stays/platform';
import { clampGuests } from '../search';
import type { OpenDialog } from './BookingDialogs';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The chosen stay and the open dialog live in the address (?checkIn=&checkOut=&guests=&dialog=book|message),
 * so the booking remote can send a signed-out guest to sign in and the reloaded page reopens the same dialog
 * with the same dates (docs/contracts.md, the dialog contract).
 */
export function useStayInAddress() {
  const [params, update] = useAddressUpdate();
  const stay: StayChoice = useMemo(() => {
    const checkIn = params.get('checkIn') ?? '';
    const checkOut = params.get('checkOut') ?? '';
    const guests = params.get('guests');
    return {
      ...(DAY.test(checkIn) ? { checkIn } : {}),
      ...(DAY.test(checkOut) && checkOut > checkIn ? { checkOut } : {}),
      ...(guests ? { guests: clampGuests(Number(guests)) } : {}),
    };
  }, [params]);
  const dialog = params.get('dialog');
  const open: OpenDialog = dialog === 'book' || dialog === 'message' ? dialog : null;
  const setStay = (next: StayChoice) =>
    update((p) => {
      for (const key of ['checkIn', 'checkOut', 'guests'] as const) {
        const value = next[key];
        if (value === undefined || value === '') p.delete(key);
        else p.set(key, String(value));
      }
    });
  const setOpen = (which: OpenDialog) =>
    update((p) => {
      if (which) p.set('dialog', which);
      else p.delete('dialog');
    });
  return { stay, setStay, open, setOpen };
}
