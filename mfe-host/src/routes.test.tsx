import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { mockQuery, renderWithProviders } from '@stays/platform/testing';
import { EditablePropertyDocument } from './__generated__/graphql';
import routes from './routes.json';
import { HOST } from './test/fixtures';

// The heading each page of the route table shows first: host pages to a signed-in host, public ones signed out.
const heading: Record<string, string> = {
  HostLandingPage: 'Host Access',
  BecomeHostPage: 'Become a Host',
  HostSignupPage: 'Create Your Host Account',
  HostDashboardPage: 'Host Dashboard',
  AddPropertyPage: 'Add Property',
  EditPropertyPage: 'Edit Property',
  ManagePropertiesPage: 'Manage Properties',
  CalendarPage: 'Booking Calendar',
  AnalyticsPage: 'Analytics & Insights',
};

const pages = routes.flatMap((row) => (row.paths ?? []).map((path) => [row.module, path, row.file] as const));

describe('route table', () => {
  beforeEach(() => localStorage.clear());

  it.each(pages)('%s renders at %s', async (module, path, file) => {
    const { default: Page } = (await import(`./${file}`)) as { default: ComponentType };
    const hostPage = path.startsWith('/host/') || path === '/dashboard';
    renderWithProviders(<Page />, {
      route: path.replace(':id', '7'),
      path,
      ...(hostPage ? { signedInAs: HOST } : {}),
      mocks: [mockQuery(EditablePropertyDocument, { id: '7' }, { property: null })],
    });
    expect(await screen.findByRole('heading', { name: heading[module], level: 1 })).toBeInTheDocument();
  });
});
