/** @jest-environment node */
import { createIntl } from 'react-intl';
import ar from '../../i18n/messages/ar';
import { knownDestination, matchDestinations, normalizePlace, searchedDestination } from './destinations';

const arabic = createIntl({ locale: 'ar', messages: ar });
const english = createIntl({ locale: 'en', messages: {} });
const server = [
  'Cabo Negro',
  'Martil',
  'Tetouan Marina',
  'Belyounech',
  'College Station',
  'Tamuda Bay',
  'Tetouan coast',
  'Texas A&M',
];

describe('destination names', () => {
  it('reads text as a guest may type it', () => {
    expect(normalizePlace('  Côte   de TÉTOUAN ')).toBe('cote de tetouan');
    // Alef with hamza or madda, short vowels, the elongation stroke, taa marbuta and alef maqsura.
    expect(normalizePlace('خليجُ تمـودة')).toBe(normalizePlace('خليج تموده'));
    expect(normalizePlace('إيه آند')).toBe('ايه اند');
    expect(normalizePlace('مستشفى')).toBe('مستشفي');
  });

  it('matches the page language and the server English, starts before words before anywhere', () => {
    expect(matchDestinations(arabic, server, 'تمودة')).toEqual(['Tamuda Bay']);
    expect(matchDestinations(arabic, server, 'tetouan')).toEqual(['Tetouan Marina', 'Tetouan coast']);
    expect(matchDestinations(english, server, 'coast')).toEqual(['Tetouan coast']);
    // Two names start with it, a word of 'Tetouan coast' does, 'Belyounech' only contains it.
    expect(matchDestinations(english, server, 'c')).toEqual([
      'Cabo Negro',
      'College Station',
      'Tetouan coast',
      'Belyounech',
    ]);
    expect(matchDestinations(english, server, 'a&m')).toEqual(['Texas A&M']);
    expect(matchDestinations(english, server, 'st')).toEqual(['College Station', 'Tetouan coast']);
    expect(matchDestinations(english, server, '')).toEqual(server);
    expect(matchDestinations(english, server, 'zzz')).toEqual([]);
  });

  it('sends the server name for a label or the English name, anything else as typed', () => {
    expect(searchedDestination(arabic, 'مرتيل')).toBe('Martil');
    expect(searchedDestination(arabic, ' خليج تموده ')).toBe('Tamuda Bay');
    expect(searchedDestination(arabic, 'texas a&m')).toBe('Texas A&M');
    expect(searchedDestination(english, 'Chefchaouen')).toBe('Chefchaouen');
    expect(searchedDestination(english, '')).toBe('');
  });

  it('knows a server name from an address in any case, nothing else', () => {
    expect(knownDestination('Martil')).toBe('Martil');
    expect(knownDestination('tamuda BAY')).toBe('Tamuda Bay');
    expect(knownDestination('مرتيل')).toBeUndefined();
    expect(knownDestination('Chefchaouen')).toBeUndefined();
    expect(knownDestination('')).toBeUndefined();
  });
});
