import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@stays/platform/testing';
import routes from './routes.json';

// What each page of the route table shows first when nobody is signed in (the shell's guard keeps the signed-out
// away from the dashboard; alone it waits for a user with its spinner).
const first: Record<string, [role: 'heading' | 'status', name: string]> = {
  StaffLoginPage: ['heading', 'Staff Portal'],
  StaffDashboardPage: ['status', 'Loading the staff dashboard…'],
};

const pages = routes.flatMap((row) => (row.paths ?? []).map((path) => [row.module, path, row.file] as const));

describe('route table', () => {
  it.each(pages)('%s renders at %s', async (module, path, file) => {
    const { default: Page } = (await import(`./${file}`)) as { default: ComponentType };
    renderWithProviders(<Page />, { route: path.replace(':id', '7'), path });
    const [role, name] = first[module]!;
    // A status is not named by its text: find the text inside it.
    if (role === 'status') expect((await screen.findByText(name)).closest('[role="status"]')).not.toBeNull();
    else expect(await screen.findByRole(role, { name })).toBeInTheDocument();
  });
});
