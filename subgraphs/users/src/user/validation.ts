/** Server-side checks of the account forms, with SPEC section 5's messages. Pure: unit-tested on its own. */
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, passwordProblem } from '@stays/contracts';
import type { RegisterInput } from '../__generated__/resolvers-types';

export const REGISTRABLE_ROLES = ['visitor', 'host'] as const;
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

export type { RegisterInput };

export interface CleanRegistration {
  username: string;
  password: string;
  email: string;
  firstName?: string;
  lastName?: string;
  role: RegistrableRole;
}

export type FieldErrors = Record<string, string>;

// Deliberately simple (one @, a dot in the domain, no spaces): the address is confirmed by use, not by regex.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_FIELD_LENGTH = 254;
/** bcrypt reads only the first 72 bytes; a longer password would be silently truncated (`@stays/contracts`). */
export const MAX_PASSWORD_BYTES = PASSWORD_MAX_BYTES;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_FIELD_LENGTH && EMAIL.test(value);
}

/** SPEC 5's password rule (and bcrypt's 72 bytes) from `@stays/contracts`, for every form that sets a password. */
export function checkPassword(password: unknown, errors: FieldErrors) {
  const problem = passwordProblem(password);
  if (problem === 'required') errors.password = 'Password is required';
  else if (problem === 'tooShort')
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  else if (problem === 'tooLong') errors.password = `Password must be at most ${PASSWORD_MAX_BYTES} bytes`;
}

/** SPEC 5: a name of 2 to 100 characters (registration and the account page). */
export function checkName(value: string, field: 'firstName' | 'lastName', errors: FieldErrors) {
  const label = field === 'firstName' ? 'First name' : 'Last name';
  // SPEC 5: registration requires both names; a missing one gets the same message as a one-letter one.
  if (value.length < 2) errors[field] = `${label} must be at least 2 characters`;
  else if (value.length > 100) errors[field] = `${label} must be at most 100 characters`;
}

/** The registration, cleaned, or the errors by field (the first one is the overall message). */
export function validateRegistration(
  input: RegisterInput,
): { ok: true; value: CleanRegistration } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const username = text(input.username);
  const email = text(input.email).toLowerCase();
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  if (!username) errors.username = 'Username is required';
  else if (username.length > MAX_FIELD_LENGTH) errors.username = 'Username is too long';
  checkPassword(input.password, errors);
  if (!email) errors.email = 'Email is required';
  else if (!isValidEmail(email)) errors.email = 'Please enter a valid email address';
  checkName(firstName, 'firstName', errors);
  checkName(lastName, 'lastName', errors);
  const role = input.role == null || input.role === '' ? 'visitor' : input.role;
  if (!(REGISTRABLE_ROLES as readonly string[]).includes(role)) errors.role = 'Role must be visitor or host';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      username,
      password: input.password as string,
      email,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      role: role as RegistrableRole,
    },
  };
}

/**
 * Longest password a sign-in reads. Stored ones are at most 72 bytes; this only keeps a megabyte-long field from
 * being hashed (bcrypt reads 72 bytes, but the whole string is encoded first).
 */
export const MAX_SIGN_IN_PASSWORD = 1024;

/** Sign-in needs both fields (the messages name the missing one), each of a length an account can have. */
export function validateCredentials(username: unknown, password: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  if (!text(username)) errors.username = 'Username is required';
  else if (text(username).length > MAX_FIELD_LENGTH) errors.username = 'Username is too long';
  if (typeof password !== 'string' || password.length === 0) errors.password = 'Password is required';
  else if (password.length > MAX_SIGN_IN_PASSWORD) errors.password = 'Password is too long';
  return Object.keys(errors).length > 0 ? errors : null;
}
