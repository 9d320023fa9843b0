import { maskInternalErrors } from './errors';

describe('maskInternalErrors', () => {
  const logged: string[] = [];
  const mask = maskInternalErrors((message) => logged.push(message));

  it('passes client errors with their code only', () => {
    expect(
      mask({
        message: 'limit must be between 1 and 1000',
        path: ['properties'],
        extensions: { code: 'BAD_USER_INPUT', serviceName: 'properties', response: { body: 'x' } },
      }),
    ).toEqual({
      message: 'limit must be between 1 and 1000',
      path: ['properties'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('hides internal failures and logs them', () => {
    const masked = mask({
      message: 'request to http://127.0.0.1:4002/graphql failed, reason: connect ECONNREFUSED',
      path: ['properties'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(masked).toEqual({
      message: 'Internal server error',
      path: ['properties'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(logged.at(-1)).toContain('ECONNREFUSED');
    expect(mask({ message: 'boom' }).message).toBe('Internal server error');
  });
});
