import type { Response } from 'express';
import type { OperationResult } from './execute';

/** An error's JSON: `{ message }`, and the fields' messages when a form's fields were wrong. */
export function errorBody(message: string, errors?: Record<string, string>): string {
  return JSON.stringify(errors ? { message, errors } : { message });
}

/** Errors are JSON `{ message }` with the right status, as SPEC section 7's clients expect. */
export function sendError(
  res: Response,
  status: number,
  message: string,
  errors?: Record<string, string>,
): void {
  res.status(status).type('application/json').send(errorBody(message, errors));
}

/** Answers a REST call from an operation result: the picked data, or the error. */
export function sendResult<T>(
  res: Response,
  result: OperationResult<T>,
  pick: (data: T) => unknown,
  notFound?: string,
) {
  if (!result.ok) return sendError(res, result.status, result.message, result.errors);
  const body = pick(result.data);
  if ((body === null || body === undefined) && notFound) return sendError(res, 404, notFound);
  res.json(body);
}
