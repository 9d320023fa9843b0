import { screen } from '@testing-library/react';
import { mockInboxUnread, renderWithProviders } from '../../testing';
import { useInboxUnread } from './useInboxUnread';

function Probe() {
  return <output data-testid="unread">{useInboxUnread()}</output>;
}

const USER = {
  id: 'u1',
  username: 'guest',
  firstName: 'Gina',
  lastName: 'Guest',
  email: 'g@example.com',
  role: 'visitor' as const,
  profileImageUrl: null,
};

describe('useInboxUnread', () => {
  it('reads the unread count of a signed-in user', async () => {
    renderWithProviders(<Probe />, { signedInAs: USER, mocks: [mockInboxUnread(3)] });
    expect(await screen.findByText('3')).toBeInTheDocument();
  });
});
