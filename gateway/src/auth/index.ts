// Everything the gateway knows about sessions: tokens, cookies, revocation checks and sign-in rate limits.
export * from './cookie';
export * from './device';
export * from './rateLimit';
export * from './revocation';
export * from './session';
