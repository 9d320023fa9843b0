// The booking and message dialogs belong to mfe_booking (docs/contracts.md); remotes never import each other,
// so the property page loads them at run time through the federation runtime, typed by the platform's
// contract. Where mfe_booking lives comes from /remotes.json, as for the shell.
import type { ComponentType } from 'react';
import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { BookingDialogProps, MessageDialogProps } from '@stays/platform';

export interface DialogModules {
  BookingDialog: ComponentType<BookingDialogProps>;
  MessageDialog: ComponentType<MessageDialogProps>;
}

let registered: Promise<void> | null = null;

function registerBooking(): Promise<void> {
  registered ??= fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      const manifest = (await response.json()) as Record<string, string>;
      const entry = manifest.mfe_booking;
      if (!entry) throw new Error('/remotes.json names no mfe_booking');
      // The bundler runtime already made this build's instance (a test has none, and makes one). Not found by
      // name through init: the runtime this remote shares with the shell stamps every instance with the shell's
      // build id, and the instance carries the version the shell loaded it as.
      if (!getInstance()) init({ name: 'mfe_listings', remotes: [] });
      registerRemotes([{ name: 'mfe_booking', entry }]);
    })
    .catch((error: unknown) => {
      registered = null; // the next open tries again
      throw error;
    });
  return registered;
}

/** `mfe_booking/<name>`'s default export, the dialog component. */
export async function loadDialog<K extends keyof DialogModules>(name: K): Promise<DialogModules[K]> {
  await registerBooking();
  const mod = await loadRemote<{ default: DialogModules[K] }>(`mfe_booking/${name}`);
  if (!mod?.default) throw new Error(`mfe_booking/${name} did not load`);
  return mod.default;
}
