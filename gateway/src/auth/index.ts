// Everything the gateway knows about sessions. The identity issue adds login/logout here.
export * from './session';
