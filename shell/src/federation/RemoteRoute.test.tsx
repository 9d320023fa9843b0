import { screen, within } from '@testing-library/react';
import { fakeRemote, renderShell } from '../test/renderShell';
import { setupUser } from '@stays/platform/testing';

describe('remote error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows an error with Retry when a remote fails, keeps the header and footer, and Retry loads again', async () => {
    const user = setupUser();
    let down = true;
    const load = jest.fn(async (id: string) => {
      if (down) throw new Error('ChunkLoadError: remote unreachable');
      return fakeRemote(id);
    });
    renderShell('/', load);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of Stays could not load');
    expect(alert).toHaveTextContent('The Home page did not load');
    // The frame is the shell's: still there.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfe_listings/HomePage');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('breaks only the failing remote: other routes still work', async () => {
    const user = setupUser();
    const load = jest.fn(async (id: string) => {
      if (id.startsWith('mfe_listings/')) throw new Error('listings is down');
      return fakeRemote(id);
    });
    renderShell('/', load);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('link', { name: 'Become a Host' }));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfe_host/BecomeHostPage');
    await user.click(screen.getAllByRole('link', { name: 'Help Center' })[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
  });
});
