import { withSignInKeys } from './model';

describe('sign-in keys on updates that skip validation', () => {
  it('follows username and email set by $set or at the top level', () => {
    expect(withSignInKeys({ $set: { username: ' NewName ', firstName: 'A' } })).toEqual({
      $set: { username: ' NewName ', firstName: 'A', usernameKey: 'newname' },
    });
    expect(withSignInKeys({ email: 'Me@Stays.TEST', $inc: { sessionVersion: 1 } })).toEqual({
      email: 'Me@Stays.TEST',
      $inc: { sessionVersion: 1 },
      $set: { emailKey: 'me@stays.test' },
    });
  });

  it('unsets a key with its field, and leaves other updates alone', () => {
    expect(withSignInKeys({ $unset: { email: 1 } })).toEqual({ $unset: { email: 1, emailKey: 1 } });
    expect(withSignInKeys({ $set: { email: '' } })).toEqual({ $set: { email: '' }, $unset: { emailKey: 1 } });
    expect(withSignInKeys({ $set: { isBlocked: true } })).toEqual({ $set: { isBlocked: true } });
  });

  it('derives both keys of a replacement document', () => {
    expect(withSignInKeys({ username: 'Bob', email: 'B@X.io', usernameKey: 'stale' }, true)).toEqual({
      username: 'Bob',
      email: 'B@X.io',
      usernameKey: 'bob',
      emailKey: 'b@x.io',
    });
  });
});
