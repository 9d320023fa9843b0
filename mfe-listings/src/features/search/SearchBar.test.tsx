import { screen, within } from '@testing-library/react';
import { useLanguage } from '@stays/platform';
import { mockQuery, renderWithProviders, setupUser } from '@stays/platform/testing';
import { DestinationSuggestionsDocument } from '../../__generated__/graphql';
import { listingsCatalogues } from '../../i18n/catalogues';
import { SearchBar } from './SearchBar';
import {
  buildSearchUrl,
  clampGuests,
  emptySearch,
  fromISODate,
  readSearch,
  semesterPresets,
} from './searchParams';

const today = new Date(2025, 6, 24);

/** The server's names, all of them (the box asks once, for empty text, and matches them itself). */
const destinations = () =>
  mockQuery(
    DestinationSuggestionsDocument,
    { text: '' },
    {
      destinationSuggestions: [
        'Cabo Negro',
        'Martil',
        'Tetouan Marina',
        'Belyounech',
        'College Station',
        'Tamuda Bay',
        'Tetouan coast',
        'Texas A&M',
      ],
    },
  );
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const day = (dialog: HTMLElement, date: Date) =>
  dialog.querySelector<HTMLButtonElement>(`[data-day="${date.toDateString()}"]`)!;

describe('search bar', () => {
  it('keeps guests between 1 and 16 with the -/+ buttons', async () => {
    const user = setupUser();
    renderWithProviders(<SearchBar today={today} />);
    const minus = screen.getByRole('button', { name: 'Fewer guests' });
    const plus = screen.getByRole('button', { name: 'More guests' });
    expect(screen.getByText('1 guest')).toBeInTheDocument();
    expect(minus).toBeDisabled();

    for (let i = 0; i < 20; i += 1) if (!(plus as HTMLButtonElement).disabled) await user.click(plus);
    expect(screen.getByText('16 guests')).toBeInTheDocument();
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
  });

  it('submits to /search with location, dates from the calendar and guests in the URL', async () => {
    const user = setupUser();
    renderWithProviders(<SearchBar today={today} />, {
      mocks: [destinations()],
    });
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'Martil');
    await user.click(screen.getByRole('button', { name: 'Check-in Add date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    // Check-in cannot be in the past: yesterday is disabled, today is not.
    expect(day(dialog, new Date(2025, 6, 23))).toBeDisabled();
    expect(day(dialog, new Date(2025, 6, 24))).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Go to the next month' }));
    await user.click(day(dialog, new Date(2025, 7, 1)));
    await user.click(day(dialog, new Date(2025, 7, 5)));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Check-in Aug 1, 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check-out Aug 5, 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More guests' }));
    await user.click(screen.getByRole('button', { name: /^search$/i }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?location=Martil&checkIn=2025-08-01&checkOut=2025-08-05&guests=2',
    );
  });

  it('takes a one-day choice as a check-in only (check-out must be after it)', async () => {
    const user = setupUser();
    renderWithProviders(<SearchBar today={today} />);
    await user.click(screen.getByRole('button', { name: 'Check-out Add date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    await user.click(day(dialog, new Date(2025, 6, 24)));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Check-in Jul 24, 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check-out Add date' })).toBeInTheDocument();
  });

  it('suggests region names as the guest types and takes one with the keyboard', async () => {
    const user = setupUser();
    renderWithProviders(<SearchBar today={today} />, {
      mocks: [destinations()],
    });
    const box = screen.getByRole('combobox', { name: 'Where' });
    await user.type(box, 'tam');
    const option = await screen.findByRole('option', { name: 'Tamuda Bay' });
    expect(optionNames()).toEqual(['Tamuda Bay']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Tamuda Bay');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('destination suggestions in the page language', () => {
  it('shows them in Arabic, finds Martil from Arabic or English text, and searches the server name', async () => {
    const user = setupUser();
    renderWithProviders(<SearchBar today={today} />, {
      locale: 'ar',
      catalogues: listingsCatalogues,
      mocks: [destinations()],
    });
    const box = await screen.findByRole('combobox', { name: 'إلى أين' });
    await user.click(box);
    await screen.findByRole('option', { name: 'خليج تمودة' });
    expect(optionNames()).toEqual([
      'كابو نيغرو',
      'مرتيل',
      'مارينا تطوان',
      'بليونش',
      'كوليج ستيشن',
      'خليج تمودة',
      'ساحل تطوان',
      'تكساس إيه آند إم',
    ]);
    // Typed in Arabic: the Arabic names.
    await user.type(box, 'مرت');
    expect(optionNames()).toEqual(['مرتيل']);
    await user.clear(box);
    await user.type(box, 'تطوان');
    expect(optionNames()).toEqual(['مارينا تطوان', 'ساحل تطوان']);
    // Typed in English on the Arabic page: still found, shown in Arabic.
    await user.clear(box);
    await user.type(box, 'martil');
    expect(optionNames()).toEqual(['مرتيل']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('مرتيل');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?location=Martil&checkIn=&checkOut=&guests=1',
    );
  });

  it('keeps a chosen place across a language switch: shown in the new language, searched by its name', async () => {
    const user = setupUser();
    function Switch() {
      const { setLocale } = useLanguage();
      return (
        <button type="button" onClick={() => setLocale('fr')}>
          fr
        </button>
      );
    }
    renderWithProviders(
      <>
        <Switch />
        <SearchBar today={today} />
      </>,
      { locale: 'ar', catalogues: listingsCatalogues, mocks: [destinations()] },
    );
    const box = await screen.findByRole('combobox', { name: 'إلى أين' });
    await user.type(box, 'مارينا');
    await user.click(await screen.findByRole('option', { name: 'مارينا تطوان' }));
    await user.click(screen.getByRole('button', { name: 'fr' }));
    expect(await screen.findByRole('combobox', { name: 'Où' })).toHaveValue('Marina de Tétouan');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?location=Tetouan+Marina&');
  });

  it('shows a searched place in French and searches the server name for a French region typed in full', async () => {
    const user = setupUser();
    renderWithProviders(<SearchBar today={today} initial={{ location: 'Tetouan Marina' }} />, {
      locale: 'fr',
      catalogues: listingsCatalogues,
      mocks: [destinations()],
    });
    const box = await screen.findByRole('combobox', { name: 'Où' });
    await screen.findByDisplayValue('Marina de Tétouan');
    await user.clear(box);
    await user.type(box, 'baie');
    // The names arrive from the server once; under load they can come after the typing ends.
    await screen.findByRole('option', { name: 'Baie de Tamuda' });
    expect(optionNames()).toEqual(['Baie de Tamuda']);
    // Typed in full without the accents: the list has nothing more to offer, the search sends the server name.
    await user.clear(box);
    await user.type(box, 'cote de tetouan');
    expect(optionNames()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?location=Tetouan+coast&');
  });

  it('sends any other text as the guest typed it', async () => {
    const user = setupUser();
    renderWithProviders(<SearchBar today={today} />, { mocks: [destinations()] });
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'Chefchaouen');
    expect(optionNames()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^search$/i }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?location=Chefchaouen&');
  });
});

describe('search bar: Months mode (issue 43)', () => {
  it('switches to Months, takes a semester preset and a place, and puts moveIn, months and near in the URL', async () => {
    const user = setupUser();
    renderWithProviders(<SearchBar today={today} />);
    const nights = screen.getByRole('button', { name: 'Nights' });
    const months = screen.getByRole('button', { name: 'Months' });
    expect(nights).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByLabelText('Move-in')).not.toBeInTheDocument();
    await user.click(months);
    expect(months).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /^Check-in/ })).not.toBeInTheDocument();
    // Today is 24 July 2025: this year's fall, next year's spring, this year's academic year.
    const presets = screen.getByRole('group', { name: 'Semesters' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Fall 2025', 'Spring 2026', 'Academic year 2025–2026']);
    await user.click(within(presets).getByRole('button', { name: 'Fall 2025' }));
    expect(screen.getByLabelText('Move-in')).toHaveValue('2025-08-20');
    expect(screen.getByLabelText('Months')).toHaveValue('4');
    expect(within(presets).getByRole('button', { name: 'Fall 2025' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.selectOptions(screen.getByLabelText('Near'), 'texas-am');
    await user.click(screen.getByRole('button', { name: /^search$/i }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?location=&moveIn=2025-08-20&months=4&guests=1&near=texas-am',
    );
  });

  it('reads a Months search back from its address, and Nights again without moveIn', () => {
    expect(readSearch(new URLSearchParams('moveIn=2027-08-20&months=4&near=texas-am'))).toEqual({
      ...emptySearch,
      mode: 'months',
      moveIn: '2027-08-20',
      months: 4,
      near: 'texas-am',
    });
    expect(readSearch(new URLSearchParams('moveIn=2027-08-20&months=40&near=atlantis'))).toMatchObject({
      months: 12,
      near: '',
    });
    expect(readSearch(new URLSearchParams('checkIn=2027-08-20&checkOut=2027-08-25')).mode).toBe('nights');
  });

  it('computes the semesters from today: the next start not before it', () => {
    expect(semesterPresets('2026-12-02')).toEqual([
      { id: 'fall', moveIn: '2027-08-20', months: 4 },
      { id: 'spring', moveIn: '2027-01-10', months: 4 },
      { id: 'year', moveIn: '2027-08-20', months: 9 },
    ]);
    expect(semesterPresets('2027-08-20')[0].moveIn).toBe('2027-08-20');
  });
});

describe('search rules', () => {
  it('clamps guests to 1-16', () => {
    expect(clampGuests(0)).toBe(1);
    expect(clampGuests(17)).toBe(16);
    expect(clampGuests(Number.NaN)).toBe(1);
  });

  it('puts every parameter in the URL, empty ones included', () => {
    expect(buildSearchUrl(emptySearch)).toBe('/search?location=&checkIn=&checkOut=&guests=1');
  });

  it('reads a calendar date as that day wherever the guest is (never as UTC midnight)', () => {
    const day = fromISODate('2025-07-24');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2025, 6, 24, 0]);
  });

  it('reads the search back from the URL as strings', () => {
    expect(readSearch(new URLSearchParams('location=martil&guests=3'))).toEqual({
      ...emptySearch,
      location: 'martil',
      guests: 3,
    });
  });
});
