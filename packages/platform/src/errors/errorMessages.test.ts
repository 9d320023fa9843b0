/** @jest-environment node */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { createIntl } from 'react-intl';
import { ERROR_STATUS, type ErrorCode } from '@stays/contracts';
import fr from '../i18n/messages/fr';
import ar from '../i18n/messages/ar';
import {
  errorCodeMessages,
  errorDescriptor,
  errorReason,
  knownErrorCode,
  refusedFields,
  unknownErrorMessage,
} from './errorMessages';

const graphQLError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Message must be at most 2000 characters', extensions }] });

describe('the error map (issue 30 #1: no code without words reaches formatMessage)', () => {
  const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
  const catalogues = { en: {}, fr, ar } as const;

  it.each(codes)('%s has a sentence in English, French and Arabic', (code) => {
    const descriptor = errorCodeMessages[code];
    expect(descriptor?.id).toMatch(/^error\.code\./);
    expect(fr[descriptor.id!]).toBeTruthy();
    expect(ar[descriptor.id!]).toBeTruthy();
    for (const [locale, messages] of Object.entries(catalogues)) {
      const onError = jest.fn();
      const text = createIntl({ locale, messages, onError }).formatMessage(descriptor);
      expect(onError).not.toHaveBeenCalled();
      expect(text.length).toBeGreaterThan(10);
    }
  });

  it('maps no code that the contracts do not name', () => {
    expect(Object.keys(errorCodeMessages).sort()).toEqual([...codes].sort());
  });

  it('answers words for any failure, a code it does not know and a network error included', () => {
    expect(errorDescriptor(graphQLError({ code: 'BAD_USER_INPUT' }))).toBe(errorCodeMessages.BAD_USER_INPUT);
    expect(errorDescriptor(graphQLError({ code: 'SOMETHING_NEW' }))).toBe(unknownErrorMessage);
    expect(errorDescriptor(graphQLError({}))).toBe(unknownErrorMessage);
    expect(errorDescriptor(new Error('offline'))).toBe(unknownErrorMessage);
    expect(errorDescriptor(undefined)).toBe(unknownErrorMessage);
    expect(knownErrorCode(graphQLError({ code: 'toString' }))).toBeNull();
    const tooMany = new ServerError('Too many', {
      response: { status: 429 } as Response,
      bodyText: JSON.stringify({
        errors: [{ message: 'Slow down', extensions: { code: 'TOO_MANY_REQUESTS' } }],
      }),
    });
    expect(errorDescriptor(tooMany)).toBe(errorCodeMessages.TOO_MANY_REQUESTS);
  });

  it('lets a screen say more for one code and keeps the map for the others', () => {
    const mine = { id: 'x.duplicate', defaultMessage: 'Already asked' };
    expect(errorDescriptor(graphQLError({ code: 'CONFLICT' }), { CONFLICT: mine })).toBe(mine);
    expect(errorDescriptor(graphQLError({ code: 'FORBIDDEN' }), { CONFLICT: mine })).toBe(
      errorCodeMessages.FORBIDDEN,
    );
  });

  it("names a refused form's fields and a conflict's reason", () => {
    const refused = graphQLError({ code: 'BAD_USER_INPUT', errors: { message: 'too long' } });
    expect(refusedFields(refused)).toEqual(['message']);
    expect(refusedFields(graphQLError({ code: 'CONFLICT', errors: { message: 'x' } }))).toEqual([]);
    expect(errorReason(graphQLError({ code: 'CONFLICT', reason: 'duplicateRequest' }))).toBe(
      'duplicateRequest',
    );
    expect(errorReason(new Error('offline'))).toBeNull();
  });
});
