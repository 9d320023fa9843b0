/** @jest-environment node */
// Every message of the booking remote exists in French and Arabic, translated, with the English placeholders.
import path from 'node:path';
import { platformCatalogue } from '@stays/platform';
import { describeCatalogues } from '@stays/platform/testing';
import { bookingCatalogues } from './catalogues';

describeCatalogues({
  repo: path.resolve(__dirname, '../../..'),
  folders: ['mfe-booking/src'],
  loaders: [platformCatalogue, ...bookingCatalogues],
  expectIds: ['booking.loginRequired', 'booking.sent', 'trips.title', 'cancel.refund', 'review.title'],
});
