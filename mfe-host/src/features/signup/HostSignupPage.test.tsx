import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupUser } from '@stays/platform/testing';
import HostSignupPage from './HostSignupPage';

describe('HostSignupPage (SPEC 5 host application form)', () => {
  it('says the password rule before anything is typed (issue 46 #10e)', async () => {
    renderWithProviders(<HostSignupPage />);
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.');
    expect(screen.getByLabelText('Confirm Password')).not.toHaveAccessibleDescription();
  });

  it('counts the reason against the 50 needed, then says it is enough: never "95 of 50" (issue 46 #10f)', async () => {
    const user = setupUser();
    renderWithProviders(<HostSignupPage />);
    const reason = await screen.findByLabelText('Reason for applying');
    expect(reason).toHaveAccessibleDescription(/50 more characters needed$/);
    await user.type(reason, 'A'.repeat(12));
    expect(reason).toHaveAccessibleDescription(/38 more characters needed$/);
    await user.paste('B'.repeat(83));
    expect(reason).toHaveAccessibleDescription(/95 characters: enough$/);
    expect(reason).not.toHaveAccessibleDescription(/of 50/);
    // The box takes no more than the server's 2,000.
    expect(reason).toHaveAttribute('maxLength', '2000');
  });

  it('says each rule in the spec words once the field was left', async () => {
    const user = setupUser();
    renderWithProviders(<HostSignupPage />);
    const fill = async (label: string, value: string) => {
      const field = await screen.findByLabelText(label);
      await user.clear(field);
      // The rules run when the field is left: a long answer is pasted, not typed key by key.
      if (value.length > 20) await user.paste(value);
      else if (value) await user.type(field, value);
      await user.tab();
    };
    await fill('First Name', 'A');
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    await fill('Last Name', 'B');
    expect(await screen.findByText('Last name must be at least 2 characters')).toBeInTheDocument();
    await fill('Email', 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await fill('Password', '12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await fill('Confirm Password', '123456');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await fill('Phone Number', '12345');
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    await fill('Address', 'Short');
    expect(await screen.findByText('Please enter your full address')).toBeInTheDocument();
    await fill('Reason for applying', 'Too short');
    expect(
      await screen.findByText('Please provide at least 50 characters explaining why you want to be a host'),
    ).toBeInTheDocument();

    // Fixed, each message goes away.
    await fill('First Name', 'Amina');
    await fill('Password', '123456');
    await fill('Reason for applying', 'I have a flat near the beach in Martil and love welcoming guests.');
    expect(screen.queryByText('First name must be at least 2 characters')).toBeNull();
    expect(screen.queryByText("Passwords don't match")).toBeNull();
    expect(screen.queryByText(/at least 50 characters explaining/)).toBeNull();
    expect(screen.getByText('Applications are reviewed within 3-5 business days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('HostSignupPage for a signed-in guest (issue 46 #1)', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const answer = (status: number, body: unknown) =>
    ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;
  const guest = {
    id: 'v1',
    username: 'student@stays.test',
    email: 'student@stays.test',
    firstName: 'Noah',
    lastName: 'Guest',
    profileImageUrl: null,
    role: 'visitor' as const,
  };

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('applies with the account they have: no new account, then the host dashboard shows it pending', async () => {
    const user = setupUser();
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/host-applications'
        ? answer(201, { id: 'a1', status: 'pending' })
        : answer(200, guest),
    );
    renderWithProviders(<HostSignupPage />, { route: '/host-signup', signedInAs: guest });
    expect(await screen.findByRole('heading', { name: 'Apply to Host' })).toBeInTheDocument();
    expect(
      screen.getByText(/You apply with the account you are signed in with \(student@stays\.test\)/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await user.type(screen.getByLabelText('Phone Number'), '+212600000000');
    await user.type(screen.getByLabelText('Address'), '12 Corniche road, Martil');
    await user.click(screen.getByLabelText('Reason for applying'));
    await user.paste('I rent out my flat by the sea every summer and would like to welcome guests.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/host/dashboard'));
    const sent = fetchMock.mock.calls.filter(([url]) => String(url) !== '/api/user');
    expect(sent.map(([url]) => String(url))).toEqual(['/api/host-applications']);
    expect(JSON.parse(String(sent[0][1]?.body))).toEqual({
      phone: '+212600000000',
      address: '12 Corniche road, Martil',
      reason: 'I rent out my flat by the sea every summer and would like to welcome guests.',
    });
    expect(await screen.findByText('Application sent')).toBeInTheDocument();
  });
});
