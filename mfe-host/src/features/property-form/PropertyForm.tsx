import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CANCELLATION_POLICIES, MAX_GUESTS } from '@stays/contracts';
import { uploadImage } from '@stays/platform';
import {
  AmenityChecklist,
  Button,
  Card,
  CardTitle,
  Checkbox,
  Field,
  Input,
  NativeSelect,
  Textarea,
  useToast,
} from '@stays/ui';
import { ImageUploader, useImageUploads } from '@stays/ui/portal';
import { PROPERTY_TYPES, usePropertyType } from '../common/labels';
import {
  checkPropertyForm,
  MAX_ROOMS,
  firstInvalidField,
  problemToast,
  toPropertyInput,
  type FormProblem,
  type FormProblems,
  type PropertyFormValues,
} from './formRules';

export const formMessages = defineMessages({
  basic: { id: 'host.form.basic', defaultMessage: 'Basic Information' },
  locationPricing: { id: 'host.form.locationPricing', defaultMessage: 'Location & Pricing' },
  amenities: { id: 'host.form.amenities', defaultMessage: 'Amenities' },
  images: { id: 'host.form.images', defaultMessage: 'Property Images' },
  adminSettings: { id: 'host.form.adminSettings', defaultMessage: 'Admin Settings' },
  title: { id: 'host.form.titleField', defaultMessage: 'Property Title' },
  titlePlaceholder: { id: 'host.form.titlePlaceholder', defaultMessage: 'Sea view apartment in Martil' },
  description: { id: 'host.form.description', defaultMessage: 'Description' },
  propertyType: { id: 'host.form.propertyType', defaultMessage: 'Property Type' },
  chooseType: { id: 'host.form.chooseType', defaultMessage: 'Select a type' },
  maxGuests: { id: 'host.form.maxGuests', defaultMessage: 'Maximum Guests' },
  location: { id: 'host.form.location', defaultMessage: 'Location' },
  locationPlaceholder: { id: 'host.form.locationPlaceholder', defaultMessage: 'City, area or address' },
  price: { id: 'host.form.price', defaultMessage: 'Price per Night ($)' },
  cancellation: { id: 'host.form.cancellation', defaultMessage: 'Cancellation Policy' },
  flexible: {
    id: 'host.form.flexible',
    defaultMessage: 'Flexible: full refund until 24 hours before check-in',
  },
  moderate: {
    id: 'host.form.moderate',
    defaultMessage: 'Moderate: full refund until 5 days before check-in',
  },
  strict: { id: 'host.form.strict', defaultMessage: 'Strict: full refund until 14 days before check-in' },
  hostId: { id: 'host.form.hostId', defaultMessage: 'Host ID' },
  hostIdHint: {
    id: 'host.form.hostIdHint',
    defaultMessage: 'The account the property is listed for. Admin listings are approved at once.',
  },
  required: { id: 'host.form.required', defaultMessage: 'This field is required' },
  priceNumber: { id: 'host.form.priceNumber', defaultMessage: 'Enter a price in dollars, like 85 or 85.50' },
  priceMin: { id: 'host.form.priceMin', defaultMessage: 'Number must be greater than or equal to 0' },
  guestsRange: { id: 'host.form.guestsRange', defaultMessage: 'From 1 to {max} guests' },
  bedrooms: { id: 'host.form.bedrooms', defaultMessage: 'Bedrooms (optional)' },
  bathrooms: { id: 'host.form.bathrooms', defaultMessage: 'Bathrooms (optional)' },
  roomsHint: { id: 'host.form.roomsHint', defaultMessage: 'Shown on the listing only when you fill it in.' },
  roomsRange: { id: 'host.form.roomsRange', defaultMessage: 'A whole number from 0 to {max}' },
  instantBook: { id: 'host.form.instantBook', defaultMessage: 'Instant Book' },
  instantBookHint: {
    id: 'host.form.instantBookHint',
    defaultMessage: 'Guests book free dates at once, without waiting for your approval.',
  },
  hostIdRequired: {
    id: 'host.form.hostIdRequired',
    defaultMessage: 'Please specify a host ID for this property.',
  },
  hostIdFormat: { id: 'host.form.hostIdFormat', defaultMessage: 'A host ID has 24 letters and digits' },
  missingInformation: { id: 'host.form.missingInformation', defaultMessage: 'Missing Information' },
  missingInformationText: {
    id: 'host.form.missingInformationText',
    defaultMessage: 'Please fill in all required fields.',
  },
  missingHostId: { id: 'host.form.missingHostId', defaultMessage: 'Missing Host ID' },
  invalidValues: { id: 'host.form.invalidValues', defaultMessage: 'Check the highlighted fields' },
  invalidValuesText: { id: 'host.form.invalidValuesText', defaultMessage: '{field}: {problem}' },
  uploadError: { id: 'host.form.uploadError', defaultMessage: 'Upload Error' },
  uploadErrorText: {
    id: 'host.form.uploadErrorText',
    defaultMessage: 'Failed to upload some images. Please try again.',
  },
  waitUploads: { id: 'host.form.waitUploads', defaultMessage: 'Uploading images...' },
  cancel: { id: 'host.form.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'host.form.saving', defaultMessage: 'Saving...' },
  error: { id: 'host.form.error', defaultMessage: 'Error' },
});

/** The label of each field whose value a rule can refuse, named in the 'invalidValues' toast. */
const fieldLabels: Partial<Record<keyof PropertyFormValues, MessageDescriptor>> = {
  pricePerNight: formMessages.price,
  maxGuests: formMessages.maxGuests,
  bedrooms: formMessages.bedrooms,
  bathrooms: formMessages.bathrooms,
  hostId: formMessages.hostId,
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const AdminBox = styled(Section)`
  border-color: ${({ theme }) => theme.colors.coral};
  background: ${({ theme }) => theme.colors.coralSoft};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface SubmitResult {
  /** The toast after success. */
  title: string;
  description: string;
  /** Where to go next. */
  to: string;
}

export interface PropertyFormProps {
  initial: PropertyFormValues;
  initialImages?: readonly string[];
  forAdmin: boolean;
  submitLabel: string;
  /** Sends the input; answers the toast and the next page, or throws what the server said. */
  onSubmit(input: ReturnType<typeof toPropertyInput>): Promise<SubmitResult>;
  /** Where Cancel goes. */
  cancelTo: string;
  /** What to say when the server refused without a message. */
  fallbackError: string;
  children?: ReactNode;
}

/** Field errors the server sent (BAD_USER_INPUT with `extensions.errors` by field). */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors = error.errors[0]?.extensions?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
}

/**
 * The four cards of SPEC 2's Add Property (and the edit page): Basic Information, Location & Pricing,
 * Amenities, Property Images; plus the Admin Settings box with the Host ID for admins. Images upload as soon as
 * they are chosen (a progress bar each) and keep the order the host gives them; the first is the cover.
 */
export function PropertyForm(props: PropertyFormProps) {
  const { initial, initialImages = [], forAdmin, submitLabel, onSubmit, cancelTo, fallbackError } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const { toast } = useToast();
  const typeLabel = usePropertyType();
  const uploads = useImageUploads(uploadImage, initialImages);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof PropertyFormValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const problems: FormProblems = checkPropertyForm(values, forAdmin);
  const failedCount = uploads.items.filter((item) => item.status === 'error').length;
  const toldFailures = useRef(0);

  useEffect(() => {
    if (failedCount > toldFailures.current)
      toast({
        variant: 'destructive',
        title: t(formMessages.uploadError),
        description: t(formMessages.uploadErrorText),
      });
    toldFailures.current = failedCount;
  }, [failedCount, toast, t]);

  const set = <K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };
  const touch = (field: keyof PropertyFormValues) => setTouched((current) => ({ ...current, [field]: true }));
  const problemText = (problem: FormProblem) =>
    problem === 'guestsRange'
      ? t(formMessages.guestsRange, { max: MAX_GUESTS })
      : problem === 'roomsRange'
        ? t(formMessages.roomsRange, { max: MAX_ROOMS })
        : t(formMessages[problem]);
  const errorOf = (field: keyof PropertyFormValues) =>
    serverErrors[field] ?? (touched[field] && problems[field] ? problemText(problems[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const which = problemToast(problems);
    if (which) {
      setTouched(Object.fromEntries(Object.keys(values).map((field) => [field, true])));
      const invalid = which === 'invalidValues' ? firstInvalidField(problems) : undefined;
      const invalidProblem = invalid && problems[invalid];
      toast({
        variant: 'destructive',
        ...(invalid && invalidProblem
          ? {
              title: t(formMessages.invalidValues),
              description: t(formMessages.invalidValuesText, {
                field: t(fieldLabels[invalid] ?? formMessages.price),
                problem: problemText(invalidProblem),
              }),
            }
          : {
              title: t(
                which === 'missingHostId' ? formMessages.missingHostId : formMessages.missingInformation,
              ),
              description: t(
                which === 'missingHostId' ? formMessages.hostIdRequired : formMessages.missingInformationText,
              ),
            }),
      });
      const first = Object.keys(problems)[0];
      document.getElementById(`property-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const done = await onSubmit(toPropertyInput(values, uploads.urls, forAdmin));
      toast({ title: done.title, description: done.description });
      navigate(done.to);
    } catch (failure) {
      setServerErrors(serverFieldErrors(failure));
      const message = CombinedGraphQLErrors.is(failure) ? failure.errors[0]?.message : undefined;
      toast({ variant: 'destructive', title: t(formMessages.error), description: message || fallbackError });
    } finally {
      setSending(false);
    }
  };

  const text = (
    field: keyof PropertyFormValues,
    label: string,
    extra: Record<string, unknown> = {},
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={errorOf(field)} id={`property-${field}`}>
      <Input
        name={field}
        value={values[field] as string}
        onChange={(event) => set(field, event.currentTarget.value)}
        onBlur={() => touch(field)}
        {...extra}
      />
    </Field>
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-busy={sending || undefined}>
      {forAdmin ? (
        <AdminBox $padded as="section" aria-labelledby="admin-settings">
          <CardTitle as="h2" id="admin-settings">
            {t(formMessages.adminSettings)}
          </CardTitle>
          <Field
            label={t(formMessages.hostId)}
            hint={t(formMessages.hostIdHint)}
            error={errorOf('hostId')}
            id="property-hostId"
          >
            <Input
              name="hostId"
              value={values.hostId}
              dir="ltr"
              autoComplete="off"
              required
              onChange={(event) => set('hostId', event.currentTarget.value)}
              onBlur={() => touch('hostId')}
            />
          </Field>
        </AdminBox>
      ) : null}
      <Section $padded as="section" aria-labelledby="card-basic">
        <CardTitle as="h2" id="card-basic">
          {t(formMessages.basic)}
        </CardTitle>
        {text('title', t(formMessages.title), {
          required: true,
          maxLength: 200,
          placeholder: t(formMessages.titlePlaceholder),
          dir: 'auto',
        })}
        <Field label={t(formMessages.description)} error={errorOf('description')} id="property-description">
          <Textarea
            name="description"
            rows={4}
            dir="auto"
            maxLength={5000}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            onBlur={() => touch('description')}
          />
        </Field>
        <Pair>
          <Field
            label={t(formMessages.propertyType)}
            error={errorOf('propertyType')}
            id="property-propertyType"
          >
            <NativeSelect
              name="propertyType"
              required
              value={values.propertyType}
              onChange={(event) => set('propertyType', event.currentTarget.value)}
              onBlur={() => touch('propertyType')}
            >
              <option value="">{t(formMessages.chooseType)}</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {typeLabel(type)}
                </option>
              ))}
              {values.propertyType && !(PROPERTY_TYPES as readonly string[]).includes(values.propertyType) ? (
                <option value={values.propertyType}>{typeLabel(values.propertyType)}</option>
              ) : null}
            </NativeSelect>
          </Field>
          {text('maxGuests', t(formMessages.maxGuests), {
            type: 'number',
            min: 1,
            max: MAX_GUESTS,
            step: 1,
            inputMode: 'numeric',
          })}
        </Pair>
        <Pair>
          {(['bedrooms', 'bathrooms'] as const).map((field) => (
            <div key={field}>
              {text(
                field,
                t(formMessages[field]),
                { type: 'number', min: 0, max: MAX_ROOMS, step: 1, inputMode: 'numeric' },
                t(formMessages.roomsHint),
              )}
            </div>
          ))}
        </Pair>
        <div>
          <Checkbox
            label={t(formMessages.instantBook)}
            name="instantBook"
            aria-describedby="property-instantBook-hint"
            checked={values.instantBook}
            onChange={(event) => set('instantBook', event.currentTarget.checked)}
          />
          <Hint id="property-instantBook-hint">{t(formMessages.instantBookHint)}</Hint>
        </div>
      </Section>
      <Section $padded as="section" aria-labelledby="card-location">
        <CardTitle as="h2" id="card-location">
          {t(formMessages.locationPricing)}
        </CardTitle>
        {text('location', t(formMessages.location), {
          required: true,
          maxLength: 200,
          placeholder: t(formMessages.locationPlaceholder),
          dir: 'auto',
        })}
        <Pair>
          {text('pricePerNight', t(formMessages.price), {
            type: 'number',
            min: 0,
            step: 0.01,
            required: true,
            inputMode: 'decimal',
            dir: 'ltr',
          })}
          <Field
            label={t(formMessages.cancellation)}
            error={errorOf('cancellationPolicy')}
            id="property-cancellationPolicy"
          >
            <NativeSelect
              name="cancellationPolicy"
              value={values.cancellationPolicy}
              onChange={(event) =>
                set(
                  'cancellationPolicy',
                  event.currentTarget.value as PropertyFormValues['cancellationPolicy'],
                )
              }
            >
              {CANCELLATION_POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {t(formMessages[policy])}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </Pair>
      </Section>
      <Section $padded as="section" aria-labelledby="card-amenities">
        <CardTitle as="h2" id="card-amenities">
          {t(formMessages.amenities)}
        </CardTitle>
        <AmenityChecklist
          legend={t(formMessages.amenities)}
          legendHidden
          value={values.amenities}
          onChange={(amenities) => set('amenities', amenities)}
        />
      </Section>
      <Section $padded as="section" aria-labelledby="card-images">
        <CardTitle as="h2" id="card-images">
          {t(formMessages.images)}
        </CardTitle>
        <ImageUploader uploads={uploads} disabled={sending} />
      </Section>
      {props.children}
      <Footer>
        <Button $variant="outline" onClick={() => navigate(cancelTo)} disabled={sending}>
          {t(formMessages.cancel)}
        </Button>
        <Button type="submit" disabled={sending || uploads.uploading}>
          {sending ? t(formMessages.saving) : uploads.uploading ? t(formMessages.waitUploads) : submitLabel}
        </Button>
      </Footer>
    </Form>
  );
}
