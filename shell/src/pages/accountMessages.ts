import { defineMessages } from 'react-intl';

// The account page (/account, issue 46 #12): name, profile photo, password, deleting one's guest account.
export const accountMessages = defineMessages({
  title: { id: 'accountPage.title', defaultMessage: 'Your account' },
  signedInAs: { id: 'accountPage.signedInAs', defaultMessage: 'Signed in as {email}' },
  nameTitle: { id: 'accountPage.nameTitle', defaultMessage: 'Your name' },
  nameText: {
    id: 'accountPage.nameText',
    defaultMessage: 'Hosts and guests you book with see it, and it signs your reviews.',
  },
  firstName: { id: 'accountPage.firstName', defaultMessage: 'First name' },
  lastName: { id: 'accountPage.lastName', defaultMessage: 'Last name' },
  nameMin: { id: 'accountPage.nameMin', defaultMessage: 'At least 2 characters' },
  saveName: { id: 'accountPage.saveName', defaultMessage: 'Save name' },
  nameSaved: { id: 'accountPage.nameSaved', defaultMessage: 'Your name was saved.' },
  photoTitle: { id: 'accountPage.photoTitle', defaultMessage: 'Profile photo' },
  photoText: {
    id: 'accountPage.photoText',
    defaultMessage:
      'Hosts and guests you write to see it beside your name, in messages and in the menu. Without one, your initials are shown.',
  },
  photoUpload: { id: 'accountPage.photoUpload', defaultMessage: 'Upload a photo' },
  photoChange: { id: 'accountPage.photoChange', defaultMessage: 'Change photo' },
  photoRemove: { id: 'accountPage.photoRemove', defaultMessage: 'Remove photo' },
  photoUploading: { id: 'accountPage.photoUploading', defaultMessage: 'Uploading… {percent}%' },
  photoHint: { id: 'accountPage.photoHint', defaultMessage: 'JPEG, PNG, WebP or GIF, up to 5 MB.' },
  photoSaved: { id: 'accountPage.photoSaved', defaultMessage: 'Your photo was saved.' },
  photoRemoved: { id: 'accountPage.photoRemoved', defaultMessage: 'Your photo was removed.' },
  photoFailed: { id: 'accountPage.photoFailed', defaultMessage: 'Your photo could not be saved' },
  photoType: { id: 'accountPage.photoType', defaultMessage: 'Choose a JPEG, PNG, WebP or GIF image.' },
  photoTooLarge: { id: 'accountPage.photoTooLarge', defaultMessage: 'The image is larger than 5 MB.' },
  passwordTitle: { id: 'accountPage.passwordTitle', defaultMessage: 'Password' },
  passwordText: {
    id: 'accountPage.passwordText',
    defaultMessage: 'Changing it keeps you signed in here and signs out every other device.',
  },
  currentPassword: { id: 'accountPage.currentPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'accountPage.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'accountPage.confirmPassword', defaultMessage: 'Confirm new password' },
  passwordMin: { id: 'accountPage.passwordMin', defaultMessage: 'Password must be at least 6 characters' },
  passwordsMatch: { id: 'accountPage.passwordsMatch', defaultMessage: "Passwords don't match" },
  required: { id: 'accountPage.required', defaultMessage: 'Required' },
  changePassword: { id: 'accountPage.changePassword', defaultMessage: 'Change password' },
  passwordChanged: {
    id: 'accountPage.passwordChanged',
    defaultMessage: 'Your password was changed. Your other devices are signed out.',
  },
  deleteTitle: { id: 'accountPage.deleteTitle', defaultMessage: 'Delete my account' },
  deleteIntro: {
    id: 'accountPage.deleteIntro',
    defaultMessage: 'What happens when you delete your account:',
  },
  deleteErased: {
    id: 'accountPage.deleteErased',
    defaultMessage:
      'Your name, email and password are erased at once, and nobody can sign in to the account again. The email is free for a new account.',
  },
  deleteBookings: {
    id: 'accountPage.deleteBookings',
    defaultMessage:
      'Stays ahead (requested or approved) must be cancelled first, in My Trips: while you have one, the account cannot be deleted. Your past bookings stay in your hosts’ records, under “Deleted account”.',
  },
  deleteMessages: {
    id: 'accountPage.deleteMessages',
    defaultMessage:
      'Your messages stay in their conversations for the people you wrote to, and your reviews on their listings, both under “Deleted account”.',
  },
  deleteFinal: { id: 'accountPage.deleteFinal', defaultMessage: 'It cannot be undone.' },
  deletePassword: { id: 'accountPage.deletePassword', defaultMessage: 'Your password, to confirm' },
  deleteButton: { id: 'accountPage.deleteButton', defaultMessage: 'Delete my account' },
  deleteConfirmTitle: {
    id: 'accountPage.deleteConfirmTitle',
    defaultMessage: 'Delete your account for good?',
  },
  deleteConfirmText: {
    id: 'accountPage.deleteConfirmText',
    defaultMessage: 'Your name, email and password are erased and you are signed out. This cannot be undone.',
  },
  cancel: { id: 'accountPage.cancel', defaultMessage: 'Cancel' },
  deleted: { id: 'accountPage.deleted', defaultMessage: 'Your account was deleted.' },
  notGuest: {
    id: 'accountPage.notGuest',
    defaultMessage:
      'A host, staff or admin account is closed by an administrator, so that listings and the stays booked in them are handed over first. Please contact support.',
  },
  contact: { id: 'accountPage.contact', defaultMessage: 'Contact support' },
  trips: { id: 'accountPage.trips', defaultMessage: 'My Trips' },
  failed: { id: 'accountPage.failed', defaultMessage: 'Something went wrong. Please try again.' },
});
