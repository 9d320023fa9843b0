import { screen, within } from '@testing-library/react';
import { mockQuery, mockQueryError, setupUser } from '@stays/platform/testing';
import { StaffBlockUserDocument } from '../../__generated__/graphql';
import {
  user as userRow,
  pendingProperties,
  users,
  renderDashboard,
  toast,
  confirm,
} from './dashboardTesting';

describe('staff dashboard: users', () => {
  it('filters users all / hosts / visitors and blocks and unblocks with the toasts', async () => {
    const user = setupUser();
    renderDashboard([
      pendingProperties([]),
      users(['host', 'visitor'], [userRow(1, 'host'), userRow(2, 'visitor', true)]),
      users(['host'], [userRow(1, 'host')]),
      mockQuery(
        StaffBlockUserDocument,
        { id: 'u1', isBlocked: true },
        {
          setUserBlocked: { __typename: 'User', id: 'u1', isBlocked: true },
        },
      ),
      mockQueryError(
        StaffBlockUserDocument,
        { id: 'u1', isBlocked: false },
        { message: 'no', code: 'FORBIDDEN' },
      ),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('First2 Last2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hosts' }));
    expect(screen.getByRole('button', { name: 'Hosts' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('button', { name: 'Block First1 Last1' });
    expect(screen.queryByText('First2 Last2')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block First1 Last1' }));
    // Blocking asks first; Cancel blocks no one.
    const ask = await screen.findByRole('dialog', { name: 'Block First1 Last1?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('User blocked successfully')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Block First1 Last1' }));
    await confirm('Block');
    await toast('User blocked successfully');
    await user.click(await screen.findByRole('button', { name: 'Unblock First1 Last1' }));
    await confirm('Unblock');
    await toast('Failed to unblock user');
  });
});
