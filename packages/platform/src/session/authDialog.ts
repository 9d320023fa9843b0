import { createContext, useContext } from 'react';

export type AuthDialogMode = 'signIn' | 'register';

export interface AuthDialogApi {
  /** Opens the shell's sign-in / registration dialog (SPEC 2 "Auth modal"). */
  open: (mode?: AuthDialogMode) => void;
}

/** Provided by the shell; a remote (booking, messaging) asks for it to send a signed-out guest to sign in. */
export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

/** The shell's auth dialog, or null when a remote runs alone without the shell. */
export function useAuthDialog(): AuthDialogApi | null {
  return useContext(AuthDialogContext);
}
