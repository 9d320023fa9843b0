import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { I18nScope } from '@stays/platform';
import { Button, CardTitle } from '@stays/ui';
import { AmenityChecklist } from '@stays/ui/forms';
import { ImageUploader } from '@stays/ui/portal';
import { AdminSettingsCard } from './AdminSettingsCard';
import { BasicInfoCard } from './BasicInfoCard';
import { propertyFormCatalogues } from './catalogue';
import { LocationPricingCard } from './LocationPricingCard';
import { messages } from './messages';
import { Footer, Form, Section } from './styles';
import { usePropertyForm, type PropertyFormOptions, type PropertyFormState } from './usePropertyForm';

export interface PropertyFormProps extends PropertyFormOptions {
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /**
   * For admins, the field that names the host in the Admin Settings box instead of the Host ID box: the admin
   * area's host picker, which sets `hostId` and shows `errorOf('hostId')`.
   */
  hostField?(form: PropertyFormState): ReactNode;
  /** Below the cards, above Cancel and the submit button. */
  children?: ReactNode;
}

/**
 * The four cards of SPEC 2's Add Property (the host's add and edit pages, the admin's add page): Basic
 * Information, Location & Pricing, Amenities, Property Images; plus the Admin Settings box for admins. Images
 * upload as soon as they are chosen (a progress bar each) and keep the order the host gives them; the first is
 * the cover. The form brings its own catalogue, so any remote can show it.
 */
export function PropertyForm(props: PropertyFormProps) {
  return (
    <I18nScope catalogues={propertyFormCatalogues}>
      <PropertyFormCards {...props} />
    </I18nScope>
  );
}

function PropertyFormCards(props: PropertyFormProps) {
  const { forAdmin, submitLabel, cancelTo, hostField, children } = props;
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const form = usePropertyForm(props);
  const { values, set, submit, sending, uploads } = form;

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-busy={sending || undefined}>
      {forAdmin ? <AdminSettingsCard form={form} hostField={hostField?.(form)} /> : null}
      <BasicInfoCard form={form} />
      <LocationPricingCard form={form} />
      <Section $padded as="section" aria-labelledby="card-amenities">
        <CardTitle as="h2" id="card-amenities">
          {t(messages.amenities)}
        </CardTitle>
        <AmenityChecklist
          legend={t(messages.amenities)}
          legendHidden
          value={values.amenities}
          onChange={(amenities) => set('amenities', amenities)}
        />
      </Section>
      <Section $padded as="section" aria-labelledby="card-images">
        <CardTitle as="h2" id="card-images">
          {t(messages.images)}
        </CardTitle>
        <ImageUploader uploads={uploads} disabled={sending} />
      </Section>
      {children}
      <Footer>
        <Button $variant="outline" onClick={() => navigate(cancelTo)} disabled={sending}>
          {t(messages.cancel)}
        </Button>
        <Button type="submit" disabled={sending || uploads.uploading}>
          {sending ? t(messages.saving) : uploads.uploading ? t(messages.waitUploads) : submitLabel}
        </Button>
      </Footer>
    </Form>
  );
}
