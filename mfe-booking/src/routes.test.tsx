import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stays/platform/testing';
import BookingDialog from './features/booking-dialog/BookingDialog';
import MessageDialog from './features/message-dialog/MessageDialog';
import TripsPage from './features/trips/TripsPage';
import routes from './routes.json';

describe('booking remote', () => {
  it('exposes the trips page and the two dialogs the property page opens', () => {
    expect(routes.map((row) => [row.module, row.paths ?? []])).toEqual([
      ['TripsPage', ['/trips']],
      ['BookingDialog', []],
      ['MessageDialog', []],
    ]);
  });

  it('shows /trips', async () => {
    renderWithProviders(<TripsPage />, { route: '/trips', path: '/trips' });
    expect(await screen.findByRole('heading', { name: 'Your Trips' })).toBeInTheDocument();
  });

  it('opens the booking dialog named after the property, and Escape closes it', async () => {
    const onClose = jest.fn();
    renderWithProviders(<BookingDialog open onClose={onClose} propertyTitle="Martil Beach House" />);
    expect(screen.getByRole('dialog', { name: 'Book Martil Beach House' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while the message dialog is closed', () => {
    renderWithProviders(<MessageDialog open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
