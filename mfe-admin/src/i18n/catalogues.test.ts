/** @jest-environment node */
// Every message of the admin pages exists in French and Arabic, translated, with the English placeholders.
import path from 'node:path';
import { platformCatalogue } from '@stays/platform';
import { describeCatalogues } from '@stays/platform/testing';
import { adminCatalogues } from './catalogues';

describeCatalogues({
  repo: path.resolve(__dirname, '../../..'),
  folders: ['mfe-admin/src'],
  loaders: [platformCatalogue, ...adminCatalogues],
  expectIds: ['admin.tab.users', 'admin.toast.roleUpdated', 'admin.login.denied', 'admin.add.submit'],
});
