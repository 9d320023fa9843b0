import { screen } from '@testing-library/react';
import { mockQueryError, renderWithProviders, setupUser } from '@stays/platform/testing';
import { MyHostApplicationDocument } from '../../__generated__/graphql';
import { ApplicationStatus } from './ApplicationStatus';

describe('host application status', () => {
  it('keeps offering Try again when the retry fails too (the failed refetch is caught, never unhandled)', async () => {
    const user = setupUser();
    renderWithProviders(<ApplicationStatus />, {
      route: '/host/application',
      mocks: [
        mockQueryError(MyHostApplicationDocument, {}, new Error('down')),
        mockQueryError(MyHostApplicationDocument, {}, new Error('still down')),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your host application could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
