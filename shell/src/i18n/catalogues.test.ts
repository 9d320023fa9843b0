/** @jest-environment node */
// Every message the shell (with its features), the kit and the platform show exists in French and Arabic,
// translated rather than copied, with the English placeholders.
import path from 'node:path';
import { platformCatalogue } from '@stays/platform';
import { describeCatalogues } from '@stays/platform/testing';
import { shellCatalogues } from './catalogues';

describeCatalogues({
  repo: path.resolve(__dirname, '../../..'),
  folders: ['shell/src', 'packages/ui/src', 'packages/platform/src'],
  loaders: [platformCatalogue, ...shellCatalogues],
  expectIds: ['auth.signIn', 'footer.tagline', 'kit.dialog.close', 'form.required'],
});
