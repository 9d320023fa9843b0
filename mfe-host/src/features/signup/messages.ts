import { defineMessages } from 'react-intl';

/** The host application form's words (/host-signup, and the application fields of /hosts). */
export const signupMessages = defineMessages({
  title: { id: 'host.signup.title', defaultMessage: 'Create Your Host Account' },
  intro: {
    id: 'host.signup.intro',
    defaultMessage: 'Tell us about yourself. Our team reviews every application within 3-5 business days.',
  },
  personal: { id: 'host.signup.personal', defaultMessage: 'Personal Information' },
  contact: { id: 'host.signup.contact', defaultMessage: 'Contact Information' },
  why: { id: 'host.signup.why', defaultMessage: 'Why do you want to host?' },
  firstName: { id: 'host.signup.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'host.signup.lastName', defaultMessage: 'Last Name' },
  email: { id: 'host.signup.email', defaultMessage: 'Email' },
  password: { id: 'host.signup.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'host.signup.confirmPassword', defaultMessage: 'Confirm Password' },
  phone: { id: 'host.signup.phone', defaultMessage: 'Phone Number' },
  address: { id: 'host.signup.address', defaultMessage: 'Address' },
  reason: { id: 'host.signup.reason', defaultMessage: 'Reason for applying' },
  reasonHint: {
    id: 'host.signup.reasonHint',
    defaultMessage: 'At least 50 characters: your place, your experience, what guests can expect.',
  },
  // Counted against the minimum until it is reached (never '95 of 50'); the kit's counter then watches the maximum.
  reasonNeeded: {
    id: 'host.signup.reasonNeeded',
    defaultMessage: '{left, plural, one {# more character needed} other {# more characters needed}}',
  },
  reasonEnough: { id: 'host.signup.reasonEnough', defaultMessage: '{count, number} characters: enough' },
  firstNameMin: {
    id: 'host.signup.firstNameMin',
    defaultMessage: 'First name must be at least 2 characters',
  },
  lastNameMin: { id: 'host.signup.lastNameMin', defaultMessage: 'Last name must be at least 2 characters' },
  emailInvalid: { id: 'host.signup.emailInvalid', defaultMessage: 'Please enter a valid email address' },
  passwordMin: { id: 'host.signup.passwordMin', defaultMessage: 'Password must be at least 6 characters' },
  passwordsMatch: { id: 'host.signup.passwordsMatch', defaultMessage: "Passwords don't match" },
  phoneMin: { id: 'host.signup.phoneMin', defaultMessage: 'Please enter a valid phone number' },
  addressMin: { id: 'host.signup.addressMin', defaultMessage: 'Please enter your full address' },
  reasonMin: {
    id: 'host.signup.reasonMin',
    defaultMessage: 'Please provide at least 50 characters explaining why you want to be a host',
  },
  review: {
    id: 'host.signup.review',
    defaultMessage: 'Applications are reviewed within 3-5 business days.',
  },
  submit: { id: 'host.signup.submit', defaultMessage: 'Submit Application' },
  submitting: { id: 'host.signup.submitting', defaultMessage: 'Creating your account...' },
  haveAccount: { id: 'host.signup.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'host.signup.signIn', defaultMessage: 'Sign in' },
  created: { id: 'host.signup.created', defaultMessage: 'Account Created Successfully!' },
  createdText: {
    id: 'host.signup.createdText',
    defaultMessage: 'Please sign in to complete your host application.',
  },
  sentText: {
    id: 'host.signup.sentText',
    defaultMessage: 'Your host application was sent for review. Sign in to follow it.',
  },
  applyTitle: { id: 'host.signup.applyTitle', defaultMessage: 'Apply to Host' },
  applyIntro: {
    id: 'host.signup.applyIntro',
    defaultMessage:
      'You apply with the account you are signed in with ({email}). Our team reviews every application within 3-5 business days; until then you stay a guest.',
  },
  applySubmitting: { id: 'host.signup.applySubmitting', defaultMessage: 'Sending your application...' },
  applied: { id: 'host.signup.applied', defaultMessage: 'Application sent' },
  appliedText: {
    id: 'host.signup.appliedText',
    defaultMessage: 'Your host application was sent for review. You can follow it on your host dashboard.',
  },
  applyFailed: { id: 'host.signup.applyFailed', defaultMessage: 'Your application could not be sent' },
  failed: { id: 'host.signup.failed', defaultMessage: 'Signup Failed' },
  failedText: { id: 'host.signup.failedText', defaultMessage: 'Failed to create account' },
});
