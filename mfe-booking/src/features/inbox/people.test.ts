/** @jest-environment node */
import { displayName, otherPerson, roleIn } from './people';

const person = (id: string, firstName: string, lastName: string, username = id) => ({
  __typename: 'User' as const,
  id,
  firstName,
  lastName,
  username,
  profileImageUrl: null,
});

describe('inbox people', () => {
  const thread = {
    guestId: 'g',
    hostId: 'h',
    guest: person('g', 'Gina', 'Guest'),
    host: person('h', 'Hamid', 'Host'),
  };

  it('knows the caller side and shows the other person', () => {
    expect(roleIn(thread, 'h')).toBe('host');
    expect(roleIn(thread, 'g')).toBe('guest');
    expect(roleIn(thread, 'staff-1')).toBe('reader');
    expect(otherPerson(thread, 'g').id).toBe('h');
    expect(otherPerson(thread, 'h').id).toBe('g');
    expect(otherPerson(thread, 'staff-1').id).toBe('g');
  });

  it('names a person by first and last name, else the username', () => {
    expect(displayName(person('a', 'Amina', 'El Idrissi'))).toBe('Amina El Idrissi');
    expect(displayName(person('a', ' ', '', 'amina99'))).toBe('amina99');
    expect(displayName(null)).toBe('');
  });
});
