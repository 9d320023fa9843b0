// What the suites of long-stays.test.ts share: the file's one stack (importing this module registers its start and
// stop hooks, so only that file's suites import it), the listing and quote shapes and the helpers.
import { dayFromNow, stackWithCast } from '../../fixtures/client';

export const { cast, call } = stackWithCast();

export interface Listing {
  id: string;
  title: string;
  pricePerNight: number;
  pricePerMonth: number | null;
  weeklyDiscountPercent: number | null;
  monthlyDiscountPercent: number | null;
  minNights: number;
  maxNights: number;
  utilitiesIncluded: boolean;
  furnished: boolean;
  quote?: Quote | null;
  distanceKm?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}
export interface Quote {
  nights: number;
  months: number;
  extraNights: number;
  subtotal: number;
  discount: number;
  discountKind: string | null;
  serviceFee: number;
  total: number;
  totalPrice: string;
}
export type Refusal = { message: string; errors?: Record<string, string> };

/** A far-off day: the seed's stays never reach it, and each test keeps to its own month. */
export const day = (offset: number) => dayFromNow(700 + offset);
export const TOWN = 'Longstay Testville, TX';

export async function listed(fields: Record<string, unknown>): Promise<Listing> {
  const created = await call<Listing>(
    'POST',
    '/api/properties',
    {
      title: 'Test Studio',
      description: 'A studio for the long-stay tests.',
      location: TOWN,
      propertyType: 'studio',
      pricePerNight: 48,
      maxGuests: 2,
      hostId: cast.host.id,
      latitude: 31.5,
      longitude: -99.5,
      ...fields,
    },
    { cookie: cast.admin.cookie },
  );
  expect(created.status).toBe(201);
  return created.json;
}

export const quoteOf = (id: string, checkIn: string, checkOut: string) =>
  call<Quote & Refusal>(
    'GET',
    `/api/bookings/quote?propertyId=${id}&checkIn=${checkIn}&checkOut=${checkOut}`,
  );

export const search = (query: string) => call<Listing[] & Refusal>('GET', `/api/properties/search?${query}`);

export function pick(quote: Quote) {
  const { nights, months, extraNights, subtotal, discount, discountKind, serviceFee, total, totalPrice } =
    quote;
  return { nights, months, extraNights, subtotal, discount, discountKind, serviceFee, total, totalPrice };
}

export function addDays(dayText: string, days: number) {
  return new Date(Date.parse(`${dayText}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function addMonthsTo(dayText: string, months: number) {
  const date = new Date(`${dayText}T00:00:00Z`);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, Math.min(date.getUTCDate(), last)),
  )
    .toISOString()
    .slice(0, 10);
}
