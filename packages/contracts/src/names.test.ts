import { fullNameOf } from './names';

describe('fullNameOf: a person as the screens and staff messages name them', () => {
  it('joins first and last name, either alone', () => {
    expect(fullNameOf({ firstName: 'Sara', lastName: 'Idrissi' })).toBe('Sara Idrissi');
    expect(fullNameOf({ firstName: 'Sara', lastName: null })).toBe('Sara');
    expect(fullNameOf({ lastName: 'Idrissi' })).toBe('Idrissi');
  });

  it('falls back when there is no name (or no person)', () => {
    expect(fullNameOf({ firstName: '', lastName: null }, 'sara@stays.test')).toBe('sara@stays.test');
    expect(fullNameOf({ firstName: ' ', lastName: '' }, 'sara')).toBe('sara');
    expect(fullNameOf(null, 'Your host')).toBe('Your host');
    expect(fullNameOf(undefined)).toBe('');
  });
});
