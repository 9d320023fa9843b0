import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { mockQuery, renderWithProviders } from '@stays/platform/testing';
import { AdminPendingCountDocument } from './__generated__/graphql';
import routes from './routes.json';

// What each page of the route table shows first (the shell's guard keeps non-admins away from the last two).
const heading: Record<string, string> = {
  AdminLoginPage: 'Admin Sign In',
  AdminDashboardPage: 'Admin Dashboard',
  AdminAddPropertyPage: 'Add Property',
};

const pages = routes.flatMap((row) => (row.paths ?? []).map((path) => [row.module, path, row.file] as const));

describe('route table', () => {
  it.each(pages)('%s renders at %s', async (module, path, file) => {
    const { default: Page } = (await import(`./${file}`)) as { default: ComponentType };
    renderWithProviders(<Page />, {
      route: path.replace(':id', '7'),
      path,
      mocks: [mockQuery(AdminPendingCountDocument, {}, { propertyCount: 0 })],
    });
    expect(await screen.findByRole('heading', { name: heading[module], level: 1 })).toBeInTheDocument();
  });
});
