import { ApiError } from '@stays/platform';

/**
 * SPEC 8: a refused request shows the server's message, else the form's fallback ('Login failed'); anything
 * that is not an answer from the server (network down) shows the form's exception text.
 */
export function failureText(error: unknown, fallback: string, exception: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return exception;
}
