/** Server-side checks of a host application, with SPEC section 5's messages. Pure: unit-tested on its own. */
import { TEXT_LIMITS } from '@stays/contracts';
import type { HostApplicationInput } from '../__generated__/resolvers-types';
import type { FieldErrors } from '../user/validation';

export type ApplicationInput = HostApplicationInput;

export type CleanApplication = { reason: string; phone: string; address: string };

/** [field, minimum, maximum, message when too short] */
const RULES: Array<[keyof CleanApplication, number, number, string]> = [
  [
    'reason',
    TEXT_LIMITS.hostApplicationReason.min,
    TEXT_LIMITS.hostApplicationReason.max,
    'Please provide at least 50 characters explaining why you want to be a host',
  ],
  ['phone', 10, 30, 'Please enter a valid phone number'],
  ['address', 10, 300, 'Please enter your full address'],
];

export function validateApplication(
  input: ApplicationInput,
): { ok: true; value: CleanApplication } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value = {} as CleanApplication;
  for (const [field, min, max, tooShort] of RULES) {
    const text = typeof input[field] === 'string' ? input[field].trim() : '';
    if (text.length < min) errors[field] = tooShort;
    else if (text.length > max)
      errors[field] = `${field[0].toUpperCase()}${field.slice(1)} must be at most ${max} characters`;
    else value[field] = text;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
