import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The destination and region names the server suggests (`destinationSuggestions`), as each language writes
 * them. The server's own names are what its search matches ('Tamuda Bay' stands for the four coastal places),
 * so a search always sends those; a name the server adds later shows as it comes until it is translated here.
 */
export const destinationNames = defineMessages({
  'Cabo Negro': { id: 'destination.caboNegro', defaultMessage: 'Cabo Negro' },
  Martil: { id: 'destination.martil', defaultMessage: 'Martil' },
  'Tetouan Marina': { id: 'destination.tetouanMarina', defaultMessage: 'Tetouan Marina' },
  Belyounech: { id: 'destination.belyounech', defaultMessage: 'Belyounech' },
  'College Station': { id: 'destination.collegeStation', defaultMessage: 'College Station' },
  'Tamuda Bay': { id: 'destination.tamudaBay', defaultMessage: 'Tamuda Bay' },
  'Tetouan coast': { id: 'destination.tetouanCoast', defaultMessage: 'Tetouan coast' },
  'Texas A&M': { id: 'destination.texasAM', defaultMessage: 'Texas A&M' },
  "M'diq": { id: 'destination.mdiq', defaultMessage: "M'diq" },
  'Tangier region': { id: 'destination.tangierRegion', defaultMessage: 'Tangier region' },
  Texas: { id: 'destination.texas', defaultMessage: 'Texas' },
});

const names: Readonly<Record<string, MessageDescriptor>> = destinationNames;

/** The message of a server name, read exactly as the server writes it. */
function destinationMessage(name: string): MessageDescriptor | undefined {
  return Object.hasOwn(names, name) ? names[name] : undefined;
}

/**
 * Text as a guest may type it: any case, with or without accents or Arabic short vowels, any alef or final
 * letter form (أ إ آ ٱ as ا, ة as ه, ى as ي), the elongation stroke left out, spaces collapsed.
 */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[\u0623\u0625\u0622\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064a')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A server name in the page's language (itself when it has no translation). */
export function destinationLabel(intl: IntlShape, name: string): string {
  const message = destinationMessage(name);
  return message ? intl.formatMessage(message) : name;
}

/** 0: the name starts with the text, 1: one of its words does, 2: it contains it, -1: no match. */
function rank(name: string, typed: string): number {
  const key = normalizePlace(name);
  if (key.startsWith(typed)) return 0;
  if (key.split(' ').some((word) => word.startsWith(typed))) return 1;
  return key.includes(typed) ? 2 : -1;
}

/**
 * The server names that match what the guest typed, in the page's language or as the server writes them
 * (English): names starting with the text first, then a word starting with it, then containing it; all of
 * them, in the server's order, for empty text.
 */
export function matchDestinations(intl: IntlShape, serverNames: readonly string[], text: string): string[] {
  const typed = normalizePlace(text);
  if (!typed) return [...serverNames];
  return serverNames
    .map((name) => {
      const ranks = [rank(name, typed), rank(destinationLabel(intl, name), typed)].filter((r) => r >= 0);
      return { name, rank: ranks.length ? Math.min(...ranks) : -1 };
    })
    .filter((match) => match.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((match) => match.name);
}

/**
 * The name a search sends for what is in the destination box: a server name when the box holds one, in the
 * page's language or in English ('مرتيل' is 'Martil'); the text as typed otherwise.
 */
export function searchedDestination(intl: IntlShape, text: string): string {
  const typed = normalizePlace(text);
  const name = Object.keys(names).find(
    (known) => normalizePlace(known) === typed || normalizePlace(destinationLabel(intl, known)) === typed,
  );
  return typed && name ? name : text;
}

/** The server name a searched text is (any case or accents), as in an address; undefined for other text. */
export function knownDestination(searched: string): string | undefined {
  const typed = normalizePlace(searched);
  return typed ? Object.keys(names).find((known) => normalizePlace(known) === typed) : undefined;
}
