// SPEC 5 'Host Add Property' and 'Admin Add Property', as pure rules the form and its tests share.
import {
  type CancellationPolicyName,
  cancellationPolicyOf,
  DEFAULT_CANCELLATION_POLICY,
  FALLBACK_MAX_GUESTS,
  isObjectIdString,
  isRoomCount,
  MAX_GUESTS,
  maxGuestsOrFallback,
  MIN_GUESTS,
} from '@stays/contracts';
import { priceProblem } from '@stays/platform/forms';
import {
  emptyStayTerms,
  type StayTermsProblem,
  type StayTermsValues,
  stayTermsInput,
  stayTermsOf,
  stayTermsProblems,
} from '@stays/ui/forms';
import type { PropertyFormFieldsFragment, PropertyInput } from '../__generated__/graphql';

/** The form's fields; the long-stay terms are the kit's (`StayTermsFields`, shared with the admin form). */
export interface PropertyFormValues extends StayTermsValues {
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
  /** The pin the host placed on the map (issue 44): none until placed. */
  pin: { latitude: number; longitude: number } | null;
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
  pin: null,
  ...emptyStayTerms(),
});

/** The form filled in from a stored listing (the edit page): counts and terms it never stated stay empty. */
export const formValuesOf = (property: PropertyFormFieldsFragment): PropertyFormValues => ({
  title: property.title,
  description: property.description ?? '',
  location: property.location,
  propertyType: property.propertyType,
  pricePerNight: String(property.pricePerNight),
  maxGuests: String(property.maxGuests),
  cancellationPolicy: cancellationPolicyOf(property.cancellationPolicy),
  amenities: property.amenities,
  hostId: property.hostId,
  bedrooms: property.bedrooms == null ? '' : String(property.bedrooms),
  bathrooms: property.bathrooms == null ? '' : String(property.bathrooms),
  instantBook: property.instantBook,
  pin:
    property.latitude != null && property.longitude != null
      ? { latitude: property.latitude, longitude: property.longitude }
      : null,
  ...stayTermsOf(property),
});

/** What is wrong, by field, as keys of the form's messages. */
export type FormProblem =
  | 'required'
  | 'priceNumber'
  | 'priceMin'
  | 'guestsRange'
  | 'roomsRange'
  | 'hostIdRequired'
  | 'hostIdFormat'
  | 'pinRequired'
  | StayTermsProblem;
export type FormProblems = Partial<Record<keyof PropertyFormValues, FormProblem>>;

/**
 * The form's rules: title, location, property type and price required (SPEC: 'Missing Information'); the price
 * a number of at least 0; max guests 1 to 16 when given (empty falls back, below); admins must name a host
 * ('Missing Host ID'), a 24-character account id; the listing's pin is placed on the map (issue 44).
 */
export function checkPropertyForm(values: PropertyFormValues, forAdmin: boolean): FormProblems {
  const problems: FormProblems = {};
  for (const field of ['title', 'location', 'propertyType', 'pricePerNight'] as const)
    if (!values[field].trim()) problems[field] = 'required';
  if (forAdmin && !values.description.trim()) problems.description = 'required';
  if (!values.pin) problems.pin = 'pinRequired';
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
    if (!isRoomCount(values[field])) problems[field] = 'roomsRange';
  }
  Object.assign(problems, stayTermsProblems(values));
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
  if (found.includes('required') || found.includes('pinRequired')) return 'missingInformation';
  return found.every((problem) => problem === 'hostIdRequired') ? 'missingHostId' : 'invalidValues';
}

/** The first field whose value the rules refuse (not merely empty), for the 'invalidValues' toast. */
export function firstInvalidField(problems: FormProblems): keyof PropertyFormValues | undefined {
  return (Object.keys(problems) as (keyof PropertyFormValues)[]).find(
    (field) => !['required', 'hostIdRequired', 'pinRequired'].includes(problems[field] ?? 'required'),
  );
}

/** The GraphQL PropertyInput of the form: the price as text (SPEC 7), images in their order (the first is the cover). */
export function toPropertyInput(
  values: PropertyFormValues,
  images: string[],
  forAdmin: boolean,
  before?: PropertyFormValues,
): PropertyInput {
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
    ...(values.pin ? { latitude: values.pin.latitude, longitude: values.pin.longitude } : {}),
    ...stayTermsInput(values, before),
    // Sent only when stated: an empty box leaves the count unknown (never a default of 1).
    ...(values.bedrooms.trim() ? { bedrooms: Number(values.bedrooms.trim()) } : {}),
    ...(values.bathrooms.trim() ? { bathrooms: Number(values.bathrooms.trim()) } : {}),
    ...(forAdmin && values.hostId.trim() ? { hostId: values.hostId.trim() } : {}),
  };
}
