import { badUserInput, TEXT_LIMITS } from '@stays/subgraph-shared';

export const MESSAGE_MAX = TEXT_LIMITS.conversationMessage.max;
export const MESSAGE_REQUIRED = 'Message is required';
export const MESSAGE_TOO_LONG = `Message must be at most ${MESSAGE_MAX} characters`;

/**
 * A message's text as stored: trimmed, 1 to 5,000 characters (BAD_USER_INPUT naming the limit otherwise). Plain
 * text: kept as written, markup included, and shown as text by the front ends. Pure.
 */
export function messageBody(raw: string): string {
  const body = raw.trim();
  if (!body) throw badUserInput(MESSAGE_REQUIRED);
  if (body.length > MESSAGE_MAX) throw badUserInput(MESSAGE_TOO_LONG);
  return body;
}
