import { screen, within } from '@testing-library/react';
import { mockQuery, mockQueryError, renderWithProviders, setupUser } from '@stays/platform/testing';
import { StaffPendingPropertiesDocument, StaffReviewPropertyDocument } from '../../__generated__/graphql';
import { PROPERTY_PAGE_SIZE } from './PropertiesTab';
import { staffCatalogues } from '../../i18n/catalogues';
import { StaffDashboardPage } from './StaffDashboardPage';
import {
  staff,
  property,
  stats,
  inboxCount,
  pendingProperties,
  renderDashboard,
  toast,
} from './dashboardTesting';

describe('staff dashboard: pending properties', () => {
  it("names the property type in the reader's language", async () => {
    renderWithProviders(<StaffDashboardPage />, {
      route: '/staff/dashboard',
      signedInAs: staff,
      locale: 'ar',
      catalogues: staffCatalogues,
      mocks: [stats(), inboxCount(), pendingProperties([property(1)])],
    });
    expect((await screen.findByText('Martil')).parentElement).toHaveTextContent('Martil · شقة ·');
  });

  it('says so when no property waits, and offers Retry when the list fails', async () => {
    const user = setupUser();
    renderDashboard([
      mockQueryError(
        StaffPendingPropertiesDocument,
        { limit: PROPERTY_PAGE_SIZE, offset: 0 },
        new Error('down'),
      ),
      pendingProperties([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No properties are waiting for review.')).toBeInTheDocument();
  });

  it('approves a property: toast, the queue and the stats refreshed, focus on the next row', async () => {
    const user = setupUser();
    renderDashboard([
      pendingProperties([property(1), property(2)]),
      mockQuery(
        StaffReviewPropertyDocument,
        { id: 'p1', decision: 'approved' },
        {
          reviewProperty: { __typename: 'Property', id: 'p1', status: 'approved' },
        },
      ),
      pendingProperties([property(2)]),
      stats(1),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve Pending Loft 1' }));
    await toast('Property approved successfully');
    expect(screen.queryByRole('heading', { name: 'Pending Loft 1' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('stat-pending-properties')).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Pending Loft 2' })).toHaveFocus();
  });

  it('rejects a property with the reason its host receives (required), and says when it failed', async () => {
    const user = setupUser();
    renderDashboard([
      pendingProperties([property(1)]),
      mockQueryError(
        StaffReviewPropertyDocument,
        { id: 'p1', decision: 'rejected', reason: 'The photos do not show the bedroom.' },
        { message: 'nope', code: 'CONFLICT' },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Reject Pending Loft 1' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject Pending Loft 1?' });
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    expect(await within(ask).findByText('Please give a reason.')).toBeInTheDocument();
    await user.type(
      within(ask).getByRole('textbox', { name: 'Reason for the host' }),
      '  The photos do not show the bedroom. ',
    );
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    await toast('Failed to reject property');
  });

  it('shows each pending listing’s cover photo, which opens a preview of the whole listing', async () => {
    const user = setupUser();
    renderDashboard([pendingProperties([property(1)])]);
    const cover = await screen.findByRole('button', { name: 'Preview Pending Loft 1' });
    expect(cover.querySelector('img')).toHaveAttribute('src', '/images/cover-1');
    await user.click(cover);
    const preview = await screen.findByRole('dialog', { name: 'Pending Loft 1' });
    expect(within(preview).getByRole('img', { name: 'Photo 1 of 2' })).toHaveAttribute(
      'src',
      '/images/cover-1',
    );
    expect(within(preview).getByRole('img', { name: 'Photo 2 of 2' })).toHaveAttribute(
      'src',
      '/images/room-1',
    );
    expect(preview).toHaveTextContent('2 bedrooms');
    expect(preview).not.toHaveTextContent('bathroom');
    expect(preview).toHaveTextContent('A loft by the sea, number 1.');
  });

  it('pages the queue with Next and Previous', async () => {
    const user = setupUser();
    const first = Array.from({ length: PROPERTY_PAGE_SIZE }, (_, i) => property(i + 1));
    renderDashboard([pendingProperties(first, 12), pendingProperties([property(11), property(12)], 12, 10)]);
    expect(await screen.findByText('1–10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Pending Loft 12' })).toBeInTheDocument();
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
