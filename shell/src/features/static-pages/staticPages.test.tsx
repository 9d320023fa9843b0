import { screen, within } from '@testing-library/react';
import { fakeRemote, renderShell } from '../../test/renderShell';
import { setupUser } from '@stays/platform/testing';

const noRemote = async (id: string) => fakeRemote(id);

describe('static pages', () => {
  it('filters the Help Center FAQ by the search words, and says when nothing matches', async () => {
    const user = setupUser();
    renderShell('/help-center', noRemote);
    await screen.findByRole('heading', { level: 1, name: 'Help Center' });
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('group')).toHaveLength(8);

    await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'refund');
    expect(await within(faq).findByText('How do cancellations and refunds work?')).toBeVisible();
    expect(within(faq).getAllByRole('group')).toHaveLength(1);
    expect(screen.getByText('1 question matches your search.')).toHaveAttribute('role', 'status');

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'submarine');
    expect(await screen.findByText(/No questions match “submarine”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(within(faq).getAllByRole('group')).toHaveLength(8);
  });

  it('promises no refund transfer the product never makes: it records no payment (issue 46 #9)', async () => {
    renderShell('/cancellation', noRemote);
    expect(await screen.findAllByText(/Stays records no payment/)).toHaveLength(2);
    expect(screen.queryByText(/business days/)).toBeNull();
  });

  it('shows the cancellation policies with the spec percentages, also at /cancellation', async () => {
    renderShell('/cancellation', noRemote);
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[0]).toContain('Full refund (100%)');
    expect(rows[1]).toBe(
      'FlexibleMore than 24 hours before check-inLess than 24 hours before check-inDuring the stay',
    );
    expect(rows[2]).toContain('2-5 days before check-in');
    expect(rows[3]).toContain('7-14 days before check-in');
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/dashboard');
  });

  it('has four Student Guide tabs', async () => {
    const user = setupUser();
    renderShell('/student-guide', noRemote);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Housing Guide',
      'Campus Areas',
      'Budget Planning',
      'Campus Resources',
    ]);
    await user.click(tabs[2]);
    expect(screen.getByRole('tabpanel', { name: 'Budget Planning' })).toHaveTextContent(/\$450\s?–\s?\$750/);
  });

  it('opens the Student Guide on the part its address names', async () => {
    renderShell('/student-guide?tab=resources', noRemote);
    expect(await screen.findByRole('tab', { name: 'Campus Resources' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('checks the contact form with clear messages before sending anything', async () => {
    const user = setupUser();
    renderShell('/contact-us?subject=safety', noRemote);
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveTextContent('Safety Concern');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'A');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('String must contain at least 2 character(s)')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('String must contain at least 10 character(s)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Invalid email',
    );
  });

  it('reads in Arabic, the update date written in Arabic', async () => {
    renderShell('/terms', noRemote, { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'شروط الخدمة' })).toBeInTheDocument();
    // Ten numbered sections and the support contact block.
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(screen.getByText(/^آخر تحديث: /)).toHaveTextContent('يوليو');
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
  });

  it('titles unknown routes 404 in French too', async () => {
    renderShell('/nowhere', noRemote, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: '404 Page introuvable' })).toBeInTheDocument();
  });
});
