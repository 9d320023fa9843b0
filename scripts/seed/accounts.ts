import type { Role } from '@stays/contracts';

export interface SeedAccount {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isBlocked?: boolean;
}

/** One account of each role with the credentials the admin login hints at (printed by `npm start`). */
export const DEMO_ACCOUNTS: SeedAccount[] = [
  {
    username: 'admin',
    password: 'admin123',
    email: 'admin@stays.test',
    firstName: 'Sara',
    lastName: 'Admin',
    role: 'admin',
  },
  {
    username: 'staff',
    password: 'staff123',
    email: 'staff@stays.test',
    firstName: 'Omar',
    lastName: 'Staff',
    role: 'staff',
  },
  {
    username: 'host@stays.test',
    password: 'host123',
    email: 'host@stays.test',
    firstName: 'Youssef',
    lastName: 'Benali',
    role: 'host',
  },
  {
    username: 'student@stays.test',
    password: 'student123',
    email: 'student@stays.test',
    firstName: 'Emily',
    lastName: 'Carter',
    role: 'visitor',
  },
];

/** More hosts and guests so lists, reviews and calendars look lived-in. Password for all: demo123. */
const person = (firstName: string, lastName: string, role: Role, isBlocked = false): SeedAccount => {
  const email = `${firstName}.${lastName}@stays.test`.toLowerCase().replace(/\s+/g, '');
  return { username: email, password: 'demo123', email, firstName, lastName, role, isBlocked };
};

export const EXTRA_ACCOUNTS: SeedAccount[] = [
  person('Amina', 'El Idrissi', 'host'),
  person('Karim', 'Tazi', 'host'),
  person('Rachel', 'Nguyen', 'host'),
  person('Jake', 'Morrison', 'visitor'),
  person('Lina', 'Haddad', 'visitor'),
  person('Carlos', 'Ramirez', 'visitor'),
  person('Priya', 'Shah', 'visitor'),
  person('Noah', 'Williams', 'visitor'),
  person('Fatima', 'Zahra', 'visitor'),
  person('Tyler', 'Brooks', 'visitor', true),
];

export const SEED_ACCOUNTS = [...DEMO_ACCOUNTS, ...EXTRA_ACCOUNTS];
