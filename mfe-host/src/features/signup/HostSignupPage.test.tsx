import { screen } from '@testing-library/react';
import { renderWithProviders, setupUser } from '@stays/platform/testing';
import HostSignupPage from './HostSignupPage';

describe('HostSignupPage (SPEC 5 host application form)', () => {
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
