import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The page names of the remotes' route tables (each row's `title`, English), in the reader's language for what
 * the shell itself says about a page (the Retry state when its remote does not load). Keyed by the English
 * title; pageTitles.test.ts holds the keys to the route tables.
 */
export const pageTitleMessages: Record<string, MessageDescriptor> = defineMessages({
  'Add Property': { id: 'page.addProperty', defaultMessage: 'Add Property' },
  'Admin Dashboard': { id: 'page.adminDashboard', defaultMessage: 'Admin Dashboard' },
  'Admin Sign In': { id: 'page.adminSignIn', defaultMessage: 'Admin Sign In' },
  'Analytics & Insights': { id: 'page.analytics', defaultMessage: 'Analytics & Insights' },
  'Become a Host': { id: 'page.becomeHost', defaultMessage: 'Become a Host' },
  'Booking Calendar': { id: 'page.bookingCalendar', defaultMessage: 'Booking Calendar' },
  Browse: { id: 'page.browse', defaultMessage: 'Browse' },
  'Create Your Host Account': { id: 'page.hostSignup', defaultMessage: 'Create Your Host Account' },
  'Edit Property': { id: 'page.editProperty', defaultMessage: 'Edit Property' },
  Home: { id: 'page.home', defaultMessage: 'Home' },
  Inbox: { id: 'page.inbox', defaultMessage: 'Inbox' },
  'Host Access': { id: 'page.hostAccess', defaultMessage: 'Host Access' },
  'Host Dashboard': { id: 'page.hostDashboard', defaultMessage: 'Host Dashboard' },
  'Manage Properties': { id: 'page.manageProperties', defaultMessage: 'Manage Properties' },
  'Message the Host': { id: 'page.messageHost', defaultMessage: 'Message the Host' },
  Property: { id: 'page.property', defaultMessage: 'Property' },
  'Request to Book': { id: 'page.requestToBook', defaultMessage: 'Request to Book' },
  'Search Results': { id: 'page.searchResults', defaultMessage: 'Search Results' },
  'Staff Portal': { id: 'page.staffPortal', defaultMessage: 'Staff Portal' },
  'Your Trips': { id: 'page.trips', defaultMessage: 'Your Trips' },
});
