import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import { DEFAULT_MAX_NIGHTS, MAX_DISCOUNT_PERCENT } from '@stays/contracts';
import { useKitText } from '../dialog/kitText';
import { Checkbox } from '../form';
import { Field, Input } from '../input';

/** A listing's long-stay terms as the host and admin property forms hold them: text boxes and two switches. */
export interface StayTermsValues {
  pricePerMonth: string;
  weeklyDiscountPercent: string;
  monthlyDiscountPercent: string;
  minNights: string;
  maxNights: string;
  utilitiesIncluded: boolean;
  furnished: boolean;
}

export type StayTermsField = keyof StayTermsValues;

export const STAY_TERMS_FIELDS: readonly StayTermsField[] = [
  'pricePerMonth',
  'weeklyDiscountPercent',
  'monthlyDiscountPercent',
  'minNights',
  'maxNights',
  'utilitiesIncluded',
  'furnished',
];

export const emptyStayTerms = (): StayTermsValues => ({
  pricePerMonth: '',
  weeklyDiscountPercent: '',
  monthlyDiscountPercent: '',
  minNights: '',
  maxNights: '',
  utilitiesIncluded: false,
  furnished: false,
});

/** A stored listing's terms as the form's values (an absent term, or a default limit, is an empty box). */
export function stayTermsOf(property: {
  pricePerMonth?: number | null;
  weeklyDiscountPercent?: number | null;
  monthlyDiscountPercent?: number | null;
  minNights?: number | null;
  maxNights?: number | null;
  utilitiesIncluded?: boolean | null;
  furnished?: boolean | null;
}): StayTermsValues {
  const box = (value: number | null | undefined, fallback?: number) =>
    value == null || value === fallback ? '' : String(value);
  return {
    pricePerMonth: box(property.pricePerMonth),
    weeklyDiscountPercent: box(property.weeklyDiscountPercent),
    monthlyDiscountPercent: box(property.monthlyDiscountPercent),
    minNights: box(property.minNights, 1),
    maxNights: box(property.maxNights, DEFAULT_MAX_NIGHTS),
    utilitiesIncluded: property.utilitiesIncluded === true,
    furnished: property.furnished === true,
  };
}

/**
 * The terms as `PropertyInput` fields: those given (a filled box, a switch on) and those changed from `before`
 * (the stored listing's, on the edit page), so a box emptied on edit is sent empty, which the server reads as
 * none, and a new listing sends only what its host stated.
 */
export function stayTermsInput(
  values: StayTermsValues,
  before: StayTermsValues = emptyStayTerms(),
): Partial<Record<StayTermsField, string | boolean>> {
  const input: Partial<Record<StayTermsField, string | boolean>> = {};
  for (const field of STAY_TERMS_FIELDS) {
    const value = values[field];
    const given = typeof value === 'string' ? value.trim() : value;
    if ((given !== '' && given !== false) || value !== before[field]) input[field] = given;
  }
  return input;
}

const STAY_TERMS_PROBLEMS = ['wholeDollars', 'discountRange', 'nightsRange', 'minAboveMax'] as const;
export type StayTermsProblem = (typeof STAY_TERMS_PROBLEMS)[number];
export const isStayTermsProblem = (problem: string): problem is StayTermsProblem =>
  (STAY_TERMS_PROBLEMS as readonly string[]).includes(problem);

/** What the server would refuse, said before sending (the server checks again, with the same limits). */
export function stayTermsProblems(
  values: StayTermsValues,
): Partial<Record<StayTermsField, StayTermsProblem>> {
  const problems: Partial<Record<StayTermsField, StayTermsProblem>> = {};
  const whole = (text: string, min: number, max: number) => {
    const value = Number(text.trim());
    return text.trim() === '' || (Number.isInteger(value) && value >= min && value <= max);
  };
  if (!whole(values.pricePerMonth, 0, 100_000)) problems.pricePerMonth = 'wholeDollars';
  for (const field of ['weeklyDiscountPercent', 'monthlyDiscountPercent'] as const)
    if (!whole(values[field], 0, MAX_DISCOUNT_PERCENT)) problems[field] = 'discountRange';
  for (const field of ['minNights', 'maxNights'] as const)
    if (!whole(values[field], 1, DEFAULT_MAX_NIGHTS)) problems[field] = 'nightsRange';
  const min = Number(values.minNights.trim() || 1);
  const max = Number(values.maxNights.trim() || DEFAULT_MAX_NIGHTS);
  if (!problems.minNights && !problems.maxNights && min > max) problems.minNights = 'minAboveMax';
  return problems;
}

const m = defineMessages({
  legend: { id: 'kit.terms.legend', defaultMessage: 'Long stays' },
  intro: {
    id: 'kit.terms.intro',
    defaultMessage:
      'Optional. Students and long-stay guests see a monthly price, your discounts and the stay you accept.',
  },
  pricePerMonth: { id: 'kit.terms.pricePerMonth', defaultMessage: 'Price per month ($)' },
  pricePerMonthHint: {
    id: 'kit.terms.pricePerMonthHint',
    defaultMessage:
      'For stays of 28 nights or more: each whole month at this price, other nights at a 30th of it each.',
  },
  weekly: { id: 'kit.terms.weekly', defaultMessage: 'Weekly discount (%)' },
  monthly: { id: 'kit.terms.monthly', defaultMessage: 'Monthly discount (%)' },
  discountsHint: {
    id: 'kit.terms.discountsHint',
    defaultMessage: 'From 7 and from 28 nights, when no monthly price is set. At most {max}%.',
  },
  minNights: { id: 'kit.terms.minNights', defaultMessage: 'Minimum stay (nights)' },
  maxNights: { id: 'kit.terms.maxNights', defaultMessage: 'Maximum stay (nights)' },
  nightsHint: { id: 'kit.terms.nightsHint', defaultMessage: 'Empty: any stay from 1 to {max} nights.' },
  utilities: { id: 'kit.terms.utilities', defaultMessage: 'Utilities included (water, power, internet)' },
  furnished: { id: 'kit.terms.furnished', defaultMessage: 'Furnished' },
  wholeDollars: { id: 'kit.terms.wholeDollars', defaultMessage: 'Whole dollars from 0 to 100000' },
  discountRange: { id: 'kit.terms.discountRange', defaultMessage: 'A whole percent from 0 to {max}' },
  nightsRange: { id: 'kit.terms.nightsRange', defaultMessage: 'A whole number of nights from 1 to {max}' },
  minAboveMax: {
    id: 'kit.terms.minAboveMax',
    defaultMessage: 'The minimum stay cannot be longer than the maximum stay',
  },
});

const Set = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const Legend = styled.legend`
  padding: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;
const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

export interface StayTermsFieldsProps {
  values: StayTermsValues;
  onChange<K extends StayTermsField>(field: K, value: StayTermsValues[K]): void;
  onBlur?(field: StayTermsField): void;
  /** A message by field: the server's, or the form's problem once the field was left. */
  errors?: Partial<Record<StayTermsField, string>>;
  /** Ids are `${idPrefix}-${field}` (the forms focus the first field with a problem). */
  idPrefix: string;
}

/** The fields' labels (a form's toast names the field whose value is refused). */
export const stayTermsLabels = {
  pricePerMonth: m.pricePerMonth,
  weeklyDiscountPercent: m.weekly,
  monthlyDiscountPercent: m.monthly,
  minNights: m.minNights,
  maxNights: m.maxNights,
} as const;

/** Translates a problem of `stayTermsProblems` in the reader's language. */
export function useStayTermsProblemText(): (problem: StayTermsProblem) => string {
  const text = useKitText();
  return (problem) =>
    text(m[problem], {
      max: problem === 'discountRange' ? MAX_DISCOUNT_PERCENT : DEFAULT_MAX_NIGHTS,
    });
}

/**
 * The long-stay terms of a listing (issue 43): a monthly price, weekly and monthly discounts, the minimum and
 * maximum stay, utilities and furniture. Shared by the host's and the admin's property forms.
 */
export function StayTermsFields({ values, onChange, onBlur, errors = {}, idPrefix }: StayTermsFieldsProps) {
  const text = useKitText();
  const box = (
    field: Exclude<StayTermsField, 'utilitiesIncluded' | 'furnished'>,
    label: string,
    hint?: string,
    max?: number,
  ) => (
    <Field label={label} hint={hint} error={errors[field]} id={`${idPrefix}-${field}`}>
      <Input
        name={field}
        type="number"
        inputMode="numeric"
        min={field === 'minNights' || field === 'maxNights' ? 1 : 0}
        max={max}
        step={1}
        dir="ltr"
        value={values[field]}
        onChange={(event) => onChange(field, event.currentTarget.value)}
        onBlur={() => onBlur?.(field)}
      />
    </Field>
  );
  return (
    <Set>
      <Legend>{text(m.legend)}</Legend>
      <Intro>{text(m.intro)}</Intro>
      {box('pricePerMonth', text(m.pricePerMonth), text(m.pricePerMonthHint), 100_000)}
      <Row>
        {box('weeklyDiscountPercent', text(m.weekly), undefined, MAX_DISCOUNT_PERCENT)}
        {box(
          'monthlyDiscountPercent',
          text(m.monthly),
          text(m.discountsHint, { max: MAX_DISCOUNT_PERCENT }),
          MAX_DISCOUNT_PERCENT,
        )}
      </Row>
      <Row>
        {box('minNights', text(m.minNights), undefined, DEFAULT_MAX_NIGHTS)}
        {box(
          'maxNights',
          text(m.maxNights),
          text(m.nightsHint, { max: DEFAULT_MAX_NIGHTS }),
          DEFAULT_MAX_NIGHTS,
        )}
      </Row>
      <Row>
        <Checkbox
          label={text(m.utilities)}
          name="utilitiesIncluded"
          checked={values.utilitiesIncluded}
          onChange={(event) => onChange('utilitiesIncluded', event.currentTarget.checked)}
        />
        <Checkbox
          label={text(m.furnished)}
          name="furnished"
          checked={values.furnished}
          onChange={(event) => onChange('furnished', event.currentTarget.checked)}
        />
      </Row>
    </Set>
  );
}
