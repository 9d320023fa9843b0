/** @jest-environment node */
// Every message the shell (with its features), the kit and the platform show exists in French and Arabic,
// translated rather than copied, with the English placeholders. The platform's property form brings its own
// catalogue (the remotes that show the form load it), checked here with the rest of the platform.
import path from 'node:path';
import { platformCatalogue } from '@stays/platform';
import { propertyFormCatalogues } from '@stays/platform/property-form';
import { describeCatalogues } from '@stays/platform/testing';
import { shellCatalogues } from './catalogues';

describeCatalogues({
  repo: path.resolve(__dirname, '../../..'),
  folders: ['shell/src', 'packages/ui/src', 'packages/platform/src'],
  loaders: [platformCatalogue, ...shellCatalogues, ...propertyFormCatalogues],
  expectIds: ['auth.signIn', 'footer.tagline', 'kit.dialog.close', 'form.required'],
});
