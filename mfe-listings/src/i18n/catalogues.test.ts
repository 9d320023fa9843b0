/** @jest-environment node */
// Every message of the listings pages exists in French and Arabic, translated, with the English placeholders.
import path from 'node:path';
import { platformCatalogue } from '@stays/platform';
import { describeCatalogues } from '@stays/platform/testing';
import { listingsCatalogues } from './catalogues';

describeCatalogues({
  repo: path.resolve(__dirname, '../../..'),
  folders: ['mfe-listings/src'],
  loaders: [platformCatalogue, ...listingsCatalogues],
  expectIds: ['badge.greatValue', 'property.hostedBy', 'landing.heroTitle', 'card.viewDetails'],
});
