// Choosing the language: stored preference (storage, then the cookie), then the browser; the picker switches it, stores it and flips
// the whole page to right-to-left for Arabic.
import { screen, within } from '@testing-library/react';
import { fakeRemote, renderShell } from '../test/renderShell';
import { setupUser } from '@stays/platform/testing';

const load = async (id: string) => fakeRemote(id);

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'language=; max-age=0; path=/';
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

afterEach(() => jest.restoreAllMocks());

describe('languages', () => {
  it('starts in the stored language: Arabic, right to left', async () => {
    localStorage.setItem('language', 'ar');
    renderShell('/', load, { locale: undefined });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'الرئيسية', hidden: true })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });

  it("with the choice only in the gateway's cookie (storage cleared), starts in it", async () => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    document.cookie = 'language=ar; path=/';
    renderShell('/', load, { locale: undefined });
    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });

  it('without a stored choice follows the browser language', async () => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    renderShell('/', load, { locale: undefined });
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });

  it('the picker switches language, stores it and sets <html lang dir>', async () => {
    const user = setupUser();
    renderShell('/', load);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(screen.getByRole('contentinfo')).getByText('© 2025 Stays. All rights reserved.'),
    ).toBeInTheDocument();

    await user.selectOptions(picker, 'fr');
    expect(await screen.findByRole('link', { name: 'Accueil', hidden: true })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText("Conditions d'utilisation")).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('fr');
    // The same choice as a cookie: the gateway draws the next first view in it.
    expect(document.cookie).toContain('language=fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'ar');
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'الرئيسية', hidden: true }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await user.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'en');
    expect(await screen.findByRole('link', { name: 'Home', hidden: true })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
  });

  it('the sign-in dialog and its validation messages follow the language', async () => {
    localStorage.setItem('language', 'ar');
    const user = setupUser();
    renderShell('/', load, { locale: undefined });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'القائمة' }));
    await user.click(within(header).getByRole('button', { name: 'تسجيل الدخول' }));
    const dialog = await screen.findByRole('dialog', { name: 'مرحبًا بعودتك' });
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدخول' }));
    expect(
      await within(dialog).findByRole('textbox', { name: 'البريد الإلكتروني أو اسم المستخدم' }),
    ).toHaveAccessibleDescription('مطلوب');
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
