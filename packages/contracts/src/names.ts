/** The parts of a person's name an answer carries (any may be missing). */
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * A person's name as the screens and the staff's messages show it: first and last name, or `fallback` when both
 * are empty (a username, an email, 'Your host').
 */
export function fullNameOf(person: NamedPerson | null | undefined, fallback = ''): string {
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim() || fallback;
}
