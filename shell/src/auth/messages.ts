import { defineMessages } from 'react-intl';

// Every word of the sign-in dialog and the /login page (SPEC 2, 4, 5 and 8). English is the defaultMessage;
// French and Arabic live in shell/src/i18n/messages.
export const authMessages = defineMessages({
  signInTitle: { id: 'auth.modal.signInTitle', defaultMessage: 'Welcome back' },
  signInText: { id: 'auth.modal.signInText', defaultMessage: 'Sign in to book stays and message hosts.' },
  registerTitle: { id: 'auth.modal.registerTitle', defaultMessage: 'Create account' },
  registerText: {
    id: 'auth.modal.registerText',
    defaultMessage: 'Join Stays to book verified homes near campus and on the coast.',
  },
  username: { id: 'auth.field.username', defaultMessage: 'Email or Username' },
  newUsername: { id: 'auth.field.newUsername', defaultMessage: 'Username' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  firstName: { id: 'auth.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.field.lastName', defaultMessage: 'Last name' },
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  submitSignIn: { id: 'auth.submit.signIn', defaultMessage: 'Sign In' },
  submitRegister: { id: 'auth.submit.register', defaultMessage: 'Create Account' },
  signingIn: { id: 'auth.submit.signingIn', defaultMessage: 'Signing in...' },
  creatingAccount: { id: 'auth.submit.creatingAccount', defaultMessage: 'Creating account...' },
  toRegister: { id: 'auth.toggle.toRegister', defaultMessage: "Don't have an account?" },
  toRegisterAction: { id: 'auth.toggle.toRegisterAction', defaultMessage: 'Sign up' },
  toSignIn: { id: 'auth.toggle.toSignIn', defaultMessage: 'Already have an account?' },
  toSignInAction: { id: 'auth.toggle.toSignInAction', defaultMessage: 'Sign in' },
  loginSuccessTitle: { id: 'auth.toast.loginSuccessTitle', defaultMessage: 'Login Successful' },
  loginSuccessText: { id: 'auth.toast.loginSuccessText', defaultMessage: 'Welcome back!' },
  registerSuccessTitle: { id: 'auth.toast.registerSuccessTitle', defaultMessage: 'Registration Successful' },
  registerSuccessText: {
    id: 'auth.toast.registerSuccessText',
    defaultMessage: 'Your account has been created!',
  },
  errorTitle: { id: 'auth.toast.errorTitle', defaultMessage: 'Error' },
  loginFailed: { id: 'auth.error.loginFailed', defaultMessage: 'Login failed' },
  registrationFailed: { id: 'auth.error.registrationFailed', defaultMessage: 'Registration failed' },
  somethingWrong: {
    id: 'auth.error.somethingWrong',
    defaultMessage: 'Something went wrong. Please try again.',
  },
  networkError: { id: 'auth.error.network', defaultMessage: 'Network error. Please try again.' },
  // The /login page after the server ended the session (its live stream said why: /login?ended=<reason>)
  endedSignedOut: {
    id: 'login.ended.signedOut',
    defaultMessage:
      'You were signed out: this session ended, for example with "Sign out everywhere" in another browser. Sign in again to continue.',
  },
  endedBlocked: {
    id: 'login.ended.blocked',
    defaultMessage:
      'You were signed out because your account has been blocked. Contact us if you think this is a mistake.',
  },
  endedRoleChanged: {
    id: 'login.ended.roleChanged',
    defaultMessage:
      "You were signed out because your account's role changed. Sign in again to continue with your new role.",
  },
  // The /login page
  loginHeading: { id: 'login.heading', defaultMessage: 'Welcome back' },
  loginIntro: { id: 'login.intro', defaultMessage: 'Sign in with your email or username.' },
  backHome: { id: 'login.backHome', defaultMessage: 'Back to Home' },
  browse: { id: 'login.browse', defaultMessage: 'Browse properties' },
  hostSignup: { id: 'login.hostSignup', defaultMessage: 'Sign up as a host' },
  sideTitle: { id: 'login.side.title', defaultMessage: 'Student Housing Platform' },
  sideTagline: {
    id: 'login.side.tagline',
    defaultMessage: 'Find your perfect stay: verified homes on the Tamuda Bay coast and near campus.',
  },
});
