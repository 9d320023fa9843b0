import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { PortalLoginForm, type PortalLoginFormProps } from './PortalLoginForm';

const TEXT = {
  username: 'Username',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Wait',
  required: 'Required',
};
const DEMO = { username: 'demo', password: 'demo123' };

function renderForm(props: Partial<PortalLoginFormProps>) {
  return renderWithTheme(
    <PortalLoginForm
      title="Portal"
      intro="Sign in."
      text={TEXT}
      signIn={() => Promise.resolve()}
      failureText={() => 'Failed'}
      {...props}
    />,
  );
}

describe('PortalLoginForm', () => {
  it("is a region of the page, not a second <main> inside the layout's (issue 46 #8)", () => {
    renderForm({});
    expect(screen.getByRole('heading', { name: 'Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('requires both fields, then signs in with the username trimmed', async () => {
    const signIn = jest.fn(() => Promise.resolve());
    renderForm({ signIn });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(signIn).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Username'), '  sam ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenCalledWith({ username: 'sam', password: 'secret' });
  });

  it("shows the portal's refusal and its words for a failure, and lets the user try again", async () => {
    const signIn = jest
      .fn<Promise<string | void>, [unknown]>()
      .mockResolvedValueOnce('Access denied.')
      .mockRejectedValueOnce(new Error('down'));
    renderForm({ signIn, failureText: (error) => `Failed: ${(error as Error).message}` });
    await userEvent.type(screen.getByLabelText('Username'), 'host');
    await userEvent.type(screen.getByLabelText('Password'), 'host123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: down');
  });

  it('offers the demo hint: one button signs in at once, the other fills the form', async () => {
    const signIn = jest.fn(() => Promise.resolve());
    renderForm({
      signIn,
      quick: {
        title: 'Quick login',
        hint: 'Demo credentials: demo / demo123',
        actions: [
          { label: 'Sign in as demo', credentials: DEMO },
          { label: 'Fill in demo', credentials: DEMO, fill: true },
        ],
      },
    });
    expect(screen.getByRole('heading', { name: 'Quick login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fill in demo' }));
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
    expect(signIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as demo' }));
    expect(signIn).toHaveBeenCalledWith(DEMO);
  });
});
