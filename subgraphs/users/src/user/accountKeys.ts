// What an account stores besides what it is given: the users subgraph's public entry
// (`@stays/subgraph-users/accounts`) for the tools that write accounts straight into the database (benchmarks,
// paging tests at 10k accounts), so they store the keys and hashes the model itself would.

/** The bcrypt cost of every stored password hash. */
export const BCRYPT_COST = 10;

/**
 * The keys the staff and admin user search matches by prefix (management.ts): each of first name, last name,
 * username and email lower-cased whole, its words, and the email's domain. A search word then is an anchored
 * prefix on one indexed array field instead of a scan of four.
 */
export function userSearchKeysFor(fields: {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
}): string[] {
  const keys = new Set<string>();
  for (const value of [fields.firstName, fields.lastName, fields.username, fields.email]) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    keys.add(text);
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) if (word) keys.add(word);
  }
  const email = fields.email?.trim().toLowerCase() ?? '';
  if (email.includes('@')) keys.add(email.slice(email.indexOf('@') + 1));
  return [...keys];
}
