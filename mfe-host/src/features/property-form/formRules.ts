// SPEC 5 'Host Add Property' and 'Admin Add Property', as pure rules the form and its tests share.
import {
  type CancellationPolicyName,
  DEFAULT_CANCELLATION_POLICY,
  FALLBACK_MAX_GUESTS,
  isObjectIdString,
  MAX_GUESTS,
  maxGuestsOrFallback,
  MIN_GUESTS,
} from '@stays/contracts';
import { priceProblem } from '@stays/platform';

/** The server's bound on bedrooms and bathrooms (properties subgraph). */
export const MAX_ROOMS = 100;

export interface PropertyFormValues {
  title: string;
  description: string;
  location: string;
  propertyType: string;
  pricePerNight: string;
  maxGuests: string;
  cancellationPolicy: CancellationPolicyName;
  amenities: string[];
  hostId: string;
  /** Optional: empty when unknown, so no listing shows rooms it never stated. */
  bedrooms: string;
  bathrooms: string;
  /** Guests book at once, without the host's approval. */
  instantBook: boolean;
}

export const emptyForm = (forAdmin: boolean): PropertyFormValues => ({
  title: '',
  description: '',
  location: '',
  propertyType: '',
  pricePerNight: '',
  maxGuests: String(FALLBACK_MAX_GUESTS[forAdmin ? 'admin' : 'host']),
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
  amenities: [],
  hostId: '',
  bedrooms: '',
  bathrooms: '',
  instantBook: false,
});

/** What is wrong, by field, as keys of the form's messages. */
export type FormProblem =
  'required' | 'priceNumber' | 'priceMin' | 'guestsRange' | 'roomsRange' | 'hostIdRequired' | 'hostIdFormat';
export type FormProblems = Partial<Record<keyof PropertyFormValues, FormProblem>>;

/**
 * The form's rules: title, location, property type and price required (SPEC: 'Missing Information'); the price
 * a number of at least 0; max guests 1 to 16 when given (empty falls back, below); admins must name a host
 * ('Missing Host ID'), a 24-character account id.
 */
export function checkPropertyForm(values: PropertyFormValues, forAdmin: boolean): FormProblems {
  const problems: FormProblems = {};
  for (const field of ['title', 'location', 'propertyType', 'pricePerNight'] as const)
    if (!values[field].trim()) problems[field] = 'required';
  if (forAdmin && !values.description.trim()) problems.description = 'required';
  const price = priceProblem(values.pricePerNight);
  if (price) problems.pricePerNight = price;
  const guests = values.maxGuests.trim();
  if (
    guests &&
    Number.isInteger(Number(guests)) &&
    (Number(guests) < MIN_GUESTS || Number(guests) > MAX_GUESTS)
  )
    problems.maxGuests = 'guestsRange';
  for (const field of ['bedrooms', 'bathrooms'] as const) {
    const rooms = values[field].trim();
    if (rooms && !(Number.isInteger(Number(rooms)) && Number(rooms) >= 0 && Number(rooms) <= MAX_ROOMS))
      problems[field] = 'roomsRange';
  }
  if (forAdmin) {
    if (!values.hostId.trim()) problems.hostId = 'hostIdRequired';
    else if (!isObjectIdString(values.hostId.trim())) problems.hostId = 'hostIdFormat';
  }
  return problems;
}

/**
 * Which toast the problems call for: 'Missing Information' (SPEC) only when a field is empty, the host ID one (SPEC)
 * when only the host is missing, else 'invalidValues': every field is filled but one holds a value the rules refuse
 * (a price of -5), and the toast says what is wrong instead of claiming something is missing (issue 30 #12).
 */
export function problemToast(
  problems: FormProblems,
): 'missingHostId' | 'missingInformation' | 'invalidValues' | null {
  const found = Object.values(problems);
  if (found.length === 0) return null;
  if (found.includes('required')) return 'missingInformation';
  return found.every((problem) => problem === 'hostIdRequired') ? 'missingHostId' : 'invalidValues';
}

/** The first field whose value the rules refuse (not merely empty), for the 'invalidValues' toast. */
export function firstInvalidField(problems: FormProblems): keyof PropertyFormValues | undefined {
  return (Object.keys(problems) as (keyof PropertyFormValues)[]).find(
    (field) => problems[field] !== 'required' && problems[field] !== 'hostIdRequired',
  );
}

/** The GraphQL PropertyInput of the form: the price as text (SPEC 7), images in their order (the first is the cover). */
export function toPropertyInput(values: PropertyFormValues, images: string[], forAdmin: boolean) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    propertyType: values.propertyType,
    pricePerNight: values.pricePerNight.trim(),
    maxGuests: maxGuestsOrFallback(values.maxGuests, forAdmin),
    cancellationPolicy: values.cancellationPolicy,
    amenities: values.amenities,
    images,
    instantBook: values.instantBook,
    // Sent only when stated: an empty box leaves the count unknown (never a default of 1).
    ...(values.bedrooms.trim() ? { bedrooms: Number(values.bedrooms.trim()) } : {}),
    ...(values.bathrooms.trim() ? { bathrooms: Number(values.bathrooms.trim()) } : {}),
    ...(forAdmin && values.hostId.trim() ? { hostId: values.hostId.trim() } : {}),
  };
}
