import { defineMessages } from 'react-intl';

// The words of "Forgot password" (/forgot-password) and of the reset link's page (/reset-password), issue 46 #12.
export const passwordMessages = defineMessages({
  forgotLink: { id: 'password.forgot.link', defaultMessage: 'Forgot password?' },
  forgotTitle: { id: 'password.forgot.title', defaultMessage: 'Forgot your password?' },
  forgotIntro: {
    id: 'password.forgot.intro',
    defaultMessage:
      'Enter the email of your account. We send a link to choose a new password to your Stays inbox and by email; it works once, for 30 minutes.',
  },
  email: { id: 'password.field.email', defaultMessage: 'Email' },
  send: { id: 'password.forgot.send', defaultMessage: 'Send reset link' },
  sending: { id: 'password.forgot.sending', defaultMessage: 'Sending...' },
  sentTitle: { id: 'password.forgot.sentTitle', defaultMessage: 'Check your email' },
  sentText: {
    id: 'password.forgot.sentText',
    defaultMessage:
      'If an account uses {email}, a link to reset its password is on its way. It works once, for 30 minutes. No email? Check your spam folder, or ask again.',
  },
  backToLogin: { id: 'password.backToLogin', defaultMessage: 'Back to sign in' },
  resetTitle: { id: 'password.reset.title', defaultMessage: 'Choose a new password' },
  resetIntro: {
    id: 'password.reset.intro',
    defaultMessage:
      'Your new password signs you in from now on; every device signed in to your account is signed out.',
  },
  newPassword: { id: 'password.field.new', defaultMessage: 'New password' },
  confirmPassword: { id: 'password.field.confirm', defaultMessage: 'Confirm new password' },
  passwordMin: { id: 'password.rule.min', defaultMessage: 'Password must be at least 6 characters' },
  passwordsMatch: { id: 'password.rule.match', defaultMessage: "Passwords don't match" },
  save: { id: 'password.reset.save', defaultMessage: 'Set new password' },
  saving: { id: 'password.reset.saving', defaultMessage: 'Saving...' },
  doneTitle: { id: 'password.reset.doneTitle', defaultMessage: 'Password changed' },
  doneText: { id: 'password.reset.doneText', defaultMessage: 'Sign in with your new password.' },
  noToken: {
    id: 'password.reset.noToken',
    defaultMessage: 'This page needs the link from your reset email or inbox. Ask for a new link.',
  },
  askAgain: { id: 'password.reset.askAgain', defaultMessage: 'Ask for a new link' },
  failed: { id: 'password.failed', defaultMessage: 'Something went wrong. Please try again.' },
});
