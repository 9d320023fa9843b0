import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FALLBACK_MAX_GUESTS, MAX_GUESTS, MIN_GUESTS, maxGuestsOrFallback } from '@stays/contracts';
import { graphQLErrorMessage, isUnauthenticated, priceProblem, uploadImage } from '@stays/platform';
import {
  AmenityChecklist,
  Button,
  Card,
  Checkbox,
  Container,
  Field,
  Input,
  NativeSelect,
  Textarea,
  useToast,
} from '@stays/ui';
import { ImageUploader, useImageUploads } from '@stays/ui/portal';
import { AdminCreatePropertyDocument } from '../../__generated__/graphql';
import { useFeedback } from '../dashboard/feedback';
import { withAdminMessages } from '../../i18n/withAdminMessages';
import { type ChosenHost, HostPicker } from './HostPicker';

const m = defineMessages({
  title: { id: 'admin.add.title', defaultMessage: 'Add Property' },
  notice: {
    id: 'admin.add.notice',
    defaultMessage: 'This property is approved automatically and is visible to guests immediately.',
  },
  basics: { id: 'admin.add.basics', defaultMessage: 'Basic Information' },
  locationPricing: { id: 'admin.add.locationPricing', defaultMessage: 'Location & Pricing' },
  amenities: { id: 'admin.add.amenities', defaultMessage: 'Amenities' },
  images: { id: 'admin.add.images', defaultMessage: 'Property Images' },
  adminSettings: { id: 'admin.add.adminSettings', defaultMessage: 'Admin Settings' },
  propertyTitle: { id: 'admin.add.propertyTitle', defaultMessage: 'Title' },
  description: { id: 'admin.add.description', defaultMessage: 'Description' },
  propertyType: { id: 'admin.add.propertyType', defaultMessage: 'Property Type' },
  chooseType: { id: 'admin.add.chooseType', defaultMessage: 'Choose a type' },
  location: { id: 'admin.add.location', defaultMessage: 'Location' },
  price: { id: 'admin.add.price', defaultMessage: 'Price per night (USD)' },
  maxGuests: { id: 'admin.add.maxGuests', defaultMessage: 'Max Guests' },
  bedrooms: { id: 'admin.add.bedrooms', defaultMessage: 'Bedrooms (optional)' },
  bathrooms: { id: 'admin.add.bathrooms', defaultMessage: 'Bathrooms (optional)' },
  roomsRange: { id: 'admin.add.roomsRange', defaultMessage: 'A whole number from 0 to {max}' },
  instantBook: { id: 'admin.add.instantBook', defaultMessage: 'Instant Book' },
  instantBookHint: {
    id: 'admin.add.instantBookHint',
    defaultMessage: 'Guests book free dates at once, without waiting for the host’s approval.',
  },
  submit: { id: 'admin.add.submit', defaultMessage: 'Add Property & Auto-Approve' },
  submitting: { id: 'admin.add.submitting', defaultMessage: 'Adding…' },
  cancel: { id: 'admin.add.cancel', defaultMessage: 'Cancel' },
  required: { id: 'admin.add.required', defaultMessage: 'Required' },
  missingTitle: { id: 'admin.add.missingTitle', defaultMessage: 'Missing Information' },
  missing: { id: 'admin.add.missing', defaultMessage: 'Please fill in all required fields.' },
  missingHostTitle: { id: 'admin.add.missingHostTitle', defaultMessage: 'Missing Host ID' },
  invalidTitle: { id: 'admin.add.invalidTitle', defaultMessage: 'Check the highlighted fields' },
  invalidText: { id: 'admin.add.invalidText', defaultMessage: '{field}: {problem}' },
  priceNumber: { id: 'admin.add.priceNumber', defaultMessage: 'Enter a price in dollars, like 85 or 85.50' },
  priceMin: { id: 'admin.add.priceMin', defaultMessage: 'Number must be greater than or equal to 0' },
  missingHost: { id: 'admin.add.missingHost', defaultMessage: 'Please specify a host ID for this property' },
  added: { id: 'admin.add.added', defaultMessage: 'Success!' },
  addedText: {
    id: 'admin.add.addedText',
    defaultMessage: 'Property has been added and automatically approved.',
  },
  error: { id: 'admin.add.error', defaultMessage: 'Error' },
  failed: { id: 'admin.add.failed', defaultMessage: 'Failed to add property' },
  uploading: { id: 'admin.add.uploading', defaultMessage: 'Wait for the images to finish uploading.' },
  apartment: { id: 'admin.type.apartment', defaultMessage: 'Apartment' },
  house: { id: 'admin.type.house', defaultMessage: 'House' },
  condo: { id: 'admin.type.condo', defaultMessage: 'Condo' },
  townhouse: { id: 'admin.type.townhouse', defaultMessage: 'Townhouse' },
  studio: { id: 'admin.type.studio', defaultMessage: 'Studio' },
  room: { id: 'admin.type.room', defaultMessage: 'Private Room' },
});

export const PROPERTY_TYPES = ['apartment', 'house', 'condo', 'townhouse', 'studio', 'room'] as const;
export const ADMIN_HOME = '/admin/dashboard';
/** The server's bound on bedrooms and bathrooms (properties subgraph). */
export const MAX_ROOMS = 100;

/** An optional room count: empty (unknown, never defaulted) or a whole number from 0 to MAX_ROOMS. */
export const roomsValid = (text: string) =>
  !text.trim() || (Number.isInteger(Number(text)) && Number(text) >= 0 && Number(text) <= MAX_ROOMS);

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  max-inline-size: 48rem;

  h1 {
    margin: 0;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface Values {
  title: string;
  description: string;
  propertyType: string;
  location: string;
  pricePerNight: string;
  maxGuests: string;
  bedrooms: string;
  bathrooms: string;
}
type Required = keyof Values;
const REQUIRED: Required[] = ['title', 'description', 'propertyType', 'location', 'pricePerNight'];

/** /admin/add-property (SPEC 2, 5, 8): a property for any host, approved at once. */
export function AdminAddPropertyPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const { toast } = useToast();
  const { failed } = useFeedback();
  const [values, setValues] = useState<Values>({
    title: '',
    description: '',
    propertyType: '',
    location: '',
    pricePerNight: '',
    // SPEC 5 and 9: the admin form's Max Guests starts at its fallback, 2.
    maxGuests: String(FALLBACK_MAX_GUESTS.admin),
    bedrooms: '',
    bathrooms: '',
  });
  const [instantBook, setInstantBook] = useState(false);
  const [amenities, setAmenities] = useState<string[]>([]);
  const [host, setHost] = useState<ChosenHost | null>(null);
  const [tried, setTried] = useState(false);
  const uploads = useImageUploads((file, onProgress) => uploadImage(file, onProgress));
  const [create, { loading }] = useMutation(AdminCreatePropertyDocument);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const missing = (name: Required) => (tried && !values[name].trim() ? t(m.required) : undefined);
  const roomsError = (name: 'bedrooms' | 'bathrooms') =>
    roomsValid(values[name]) ? undefined : t(m.roomsRange, { max: MAX_ROOMS });
  const price = priceProblem(values.pricePerNight);
  const priceError = price ? t(m[price]) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (REQUIRED.some((name) => !values[name].trim())) {
      toast({ title: t(m.missingTitle), description: t(m.missing), variant: 'destructive' });
      return;
    }
    // Every field is filled but one holds a value the rules refuse (a price of -5): say what is wrong, not
    // 'Missing Information' (issue 30 #12).
    const invalid = (
      [
        [m.price, priceError],
        [m.bedrooms, roomsError('bedrooms')],
        [m.bathrooms, roomsError('bathrooms')],
      ] as const
    ).find(([, problem]) => problem);
    if (invalid) {
      toast({
        title: t(m.invalidTitle),
        description: t(m.invalidText, { field: t(invalid[0]), problem: invalid[1] }),
        variant: 'destructive',
      });
      return;
    }
    if (!host) {
      toast({ title: t(m.missingHostTitle), description: t(m.missingHost), variant: 'destructive' });
      return;
    }
    if (uploads.uploading) {
      toast({ title: t(m.error), description: t(m.uploading), variant: 'destructive' });
      return;
    }
    try {
      await create({
        variables: {
          input: {
            title: values.title.trim(),
            description: values.description.trim(),
            propertyType: values.propertyType,
            location: values.location.trim(),
            pricePerNight: values.pricePerNight.trim(),
            maxGuests: maxGuestsOrFallback(values.maxGuests, true),
            amenities,
            images: uploads.urls,
            hostId: host.id,
            instantBook,
            ...(values.bedrooms.trim() ? { bedrooms: Number(values.bedrooms) } : {}),
            ...(values.bathrooms.trim() ? { bathrooms: Number(values.bathrooms) } : {}),
          },
        },
      });
      toast({ title: t(m.added), description: t(m.addedText) });
      navigate(ADMIN_HOME);
    } catch (caught) {
      // SPEC 8: the server's message (a field rule, an unknown host), else 'Failed to add property'.
      if (isUnauthenticated(caught)) failed(caught, m.failed);
      else
        toast({
          title: t(m.error),
          description: graphQLErrorMessage(caught) ?? t(m.failed),
          variant: 'destructive',
        });
    }
  }

  return (
    <Container>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <h1>{t(m.title)}</h1>
        <Notice>{t(m.notice)}</Notice>
        <Section>
          <h2>{t(m.basics)}</h2>
          <Fields>
            <Field label={t(m.propertyTitle)} error={missing('title')}>
              <Input value={values.title} onChange={set('title')} required />
            </Field>
            <Field label={t(m.propertyType)} error={missing('propertyType')}>
              <NativeSelect value={values.propertyType} onChange={set('propertyType')} required>
                <option value="">{t(m.chooseType)}</option>
                {PROPERTY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(m[type])}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </Fields>
          <Field label={t(m.description)} error={missing('description')}>
            <Textarea value={values.description} onChange={set('description')} required dir="auto" />
          </Field>
        </Section>
        <Section>
          <h2>{t(m.locationPricing)}</h2>
          <Fields>
            <Field label={t(m.location)} error={missing('location')}>
              <Input value={values.location} onChange={set('location')} required />
            </Field>
            <Field label={t(m.price)} error={missing('pricePerNight') ?? priceError}>
              <Input
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                value={values.pricePerNight}
                onChange={set('pricePerNight')}
                required
              />
            </Field>
            <Field label={t(m.maxGuests)}>
              <Input
                type="number"
                min={MIN_GUESTS}
                max={MAX_GUESTS}
                step={1}
                value={values.maxGuests}
                onChange={set('maxGuests')}
                required
              />
            </Field>
            {(['bedrooms', 'bathrooms'] as const).map((name) => (
              <Field key={name} label={t(m[name])} error={roomsError(name)}>
                <Input
                  type="number"
                  min={0}
                  max={MAX_ROOMS}
                  step={1}
                  inputMode="numeric"
                  value={values[name]}
                  onChange={set(name)}
                />
              </Field>
            ))}
          </Fields>
          <div>
            <Checkbox
              label={t(m.instantBook)}
              aria-describedby="admin-instant-book-hint"
              checked={instantBook}
              onChange={(event) => setInstantBook(event.currentTarget.checked)}
            />
            <Hint id="admin-instant-book-hint">{t(m.instantBookHint)}</Hint>
          </div>
        </Section>
        <Section>
          <AmenityChecklist legend={t(m.amenities)} value={amenities} onChange={setAmenities} />
        </Section>
        <Section>
          <h2>{t(m.images)}</h2>
          <ImageUploader uploads={uploads} />
        </Section>
        <Section>
          <h2>{t(m.adminSettings)}</h2>
          <HostPicker value={host} onChange={setHost} error={tried && !host ? t(m.missingHost) : undefined} />
        </Section>
        <Buttons>
          <Button type="submit" $variant="primary" disabled={loading}>
            {t(loading ? m.submitting : m.submit)}
          </Button>
          <Button type="button" $variant="outline" onClick={() => navigate(ADMIN_HOME)}>
            {t(m.cancel)}
          </Button>
        </Buttons>
      </Form>
    </Container>
  );
}

export default withAdminMessages(AdminAddPropertyPage);
