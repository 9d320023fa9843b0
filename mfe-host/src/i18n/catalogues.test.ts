/** @jest-environment node */
// Every message of the host pages exists in French and Arabic, translated, with the English placeholders.
import path from 'node:path';
import { platformCatalogue } from '@stays/platform';
import { describeCatalogues } from '@stays/platform/testing';
import { hostCatalogues } from './catalogues';

describeCatalogues({
  repo: path.resolve(__dirname, '../../..'),
  folders: ['mfe-host/src'],
  loaders: [platformCatalogue, ...hostCatalogues],
  expectIds: ['host.dashboard.title', 'host.form.addTitle', 'host.calendar.title', 'host.analytics.title'],
});
