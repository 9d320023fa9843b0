import { GraphQLError } from 'graphql';

/** A form's errors by field (SPEC section 5 messages), answered as BAD_USER_INPUT; the first is the message. */
export function invalidInput(errors: Record<string, string>): GraphQLError {
  const [message] = Object.values(errors);
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 }, errors },
  });
}

/** A unique index refused a write (a race the check before it could not see). */
export function isDuplicateKey(
  error: unknown,
): error is { keyPattern?: Record<string, unknown>; message?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
