// The one password rule (SPEC 5), for every form that sets a password and for the server that checks it: the
// forms show it before anything is typed, the users subgraph refuses what breaks it.

/** The fewest characters a new password has. */
export const PASSWORD_MIN_LENGTH = 6;
/** bcrypt reads only the first 72 bytes; a longer password would be silently truncated. */
export const PASSWORD_MAX_BYTES = 72;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong';

/** What is wrong with a new password, or null when it keeps the rule. */
export function passwordProblem(password: unknown): PasswordProblem | null {
  if (typeof password !== 'string' || password.length === 0) return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return 'tooLong';
  return null;
}
