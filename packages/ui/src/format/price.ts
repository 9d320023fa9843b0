// The kit's price texts, on the one formatter of @stays/contracts.
import { formatPrice } from '@stays/contracts';

export { formatPrice, toPrice } from '@stays/contracts';

/** '$120 /night', the spec's card price. */
export function formatNightly(
  value: number | string | null | undefined,
  locale = 'en-US',
  perNight = '/night',
): string {
  return `${formatPrice(value, locale)} ${perNight}`;
}
