import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@stays/platform/testing';
import routes from './routes.json';

// What each page of the route table shows today (placeholders until their issue lands; update with the page).
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
  it.each(pages)('%s renders at %s', async (module, path, file) => {
    const { default: Page } = (await import(`./${file}`)) as { default: ComponentType };
    renderWithProviders(<Page />, { route: path.replace(':id', '7'), path });
    expect(await screen.findByRole('heading', { name: heading[module] })).toBeInTheDocument();
  });
});
