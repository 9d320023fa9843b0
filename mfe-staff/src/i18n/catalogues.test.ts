/** @jest-environment node */
// Every message of the staff portal exists in French and Arabic, translated, with the English placeholders.
import path from 'node:path';
import { platformCatalogue } from '@stays/platform';
import { describeCatalogues } from '@stays/platform/testing';
import { staffCatalogues } from './catalogues';

describeCatalogues({
  repo: path.resolve(__dirname, '../../..'),
  folders: ['mfe-staff/src'],
  loaders: [platformCatalogue, ...staffCatalogues],
  expectIds: ['staff.portal', 'staff.tab.properties', 'staff.toast.propertyApproved', 'staff.login.submit'],
});
