import { screen } from '@testing-library/react';
import { renderWithProviders } from '@stays/platform/testing';
import InboxPage from './features/inbox/InboxPage';
import MessageDialog from './features/message-dialog/MessageDialog';
import TripsPage from './features/trips/TripsPage';
import { PROPERTY } from './test/fixtures';
import routes from './routes.json';

describe('booking remote', () => {
  it('exposes the trips page, the inbox and the two dialogs the property page opens', () => {
    expect(routes.map((row) => [row.module, row.paths ?? []])).toEqual([
      ['TripsPage', ['/trips']],
      ['InboxPage', ['/inbox', '/inbox/:id']],
      ['BookingDialog', []],
      ['MessageDialog', []],
    ]);
  });

  it('shows /trips', async () => {
    renderWithProviders(<TripsPage />, { route: '/trips', path: '/trips' });
    expect(await screen.findByRole('heading', { name: 'Your Trips' })).toBeInTheDocument();
  });

  it('shows /inbox (asking a signed-out visitor to sign in)', async () => {
    renderWithProviders(<InboxPage />, { route: '/inbox', path: '/inbox' });
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your messages')).toBeInTheDocument();
  });

  it('renders nothing while the message dialog is closed', () => {
    renderWithProviders(<MessageDialog open={false} onOpenChange={() => {}} property={PROPERTY} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
