/** SPEC 5 (host and admin add forms): the nightly price is a number, minimum 0, as the properties subgraph checks it. */
export const MIN_PRICE_PER_NIGHT = 0;

/** What is wrong with a price typed in a form: not a number, or below the minimum. */
export type PriceProblem = 'priceNumber' | 'priceMin';

/**
 * The one price rule of the host and the admin forms (issue 30 #12: a price of -5 says what is wrong, never
 * 'Missing Information'). An empty price is the form's 'required' case, not a problem of its value.
 */
export function priceProblem(text: string): PriceProblem | undefined {
  const price = text.trim();
  if (!price) return undefined;
  if (!Number.isFinite(Number(price))) return 'priceNumber';
  return Number(price) < MIN_PRICE_PER_NIGHT ? 'priceMin' : undefined;
}
