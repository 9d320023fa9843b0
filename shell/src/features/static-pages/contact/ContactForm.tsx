import { useFormik } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CheckIcon, englishText, Select, SubmitButton, useToast } from '@stays/ui';
import { Field, FieldError, Input, Label, Textarea } from '@stays/ui/forms';
import { useT } from '../common';
import { contactMessages as m, DEPARTMENTS, isDepartment } from './contactMessages';
import { contactSchema, type ContactValues } from './contactSchema';
import { ContactError, sendContact } from './sendContact';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    & > :nth-child(n + 5) {
      grid-column: 1 / -1;
    }
  }
`;

const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Failure = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  strong {
    display: block;
  }
`;

const Sent = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: inherit;
  }
  p {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus {
    outline: none;
  }
`;

const Submit = styled(SubmitButton)`
  justify-self: start;
`;

/** The contact form: formik + yup, POST /api/contact, a confirmation after sending, the failure on error. */
export function ContactForm() {
  const t = useT();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const schema = useMemo(() => contactSchema(t), [t]);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const departmentLabelId = useId();
  const preset = params.get('subject');

  const initialValues: ContactValues = {
    name: '',
    email: '',
    department: isDepartment(preset) ? preset : 'general',
    subject: '',
    message: '',
  };

  const formik = useFormik<ContactValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const clean = schema.cast(values) as ContactValues;
      // Staff read the English department name whatever language the visitor wrote in.
      const departmentMessage = m[clean.department as keyof typeof m];
      const department = departmentMessage ? englishText(departmentMessage) : clean.department;
      try {
        await sendContact({
          name: clean.name,
          email: clean.email,
          subject: `${department}: ${clean.subject}`,
          message: clean.message,
        });
        setSent({ name: clean.name, email: clean.email });
        helpers.resetForm();
        requestAnimationFrame(() => sentRef.current?.focus());
      } catch (error) {
        const reason = error instanceof ContactError && error.message ? error.message : t(m.failed);
        setFailure(reason);
        toast({ title: t(m.failedTitle), description: reason, variant: 'destructive' });
      }
    },
  });

  if (sent) {
    return (
      <Sent role="status" tabIndex={-1} ref={sentRef}>
        <CheckIcon size={32} />
        <h3>{t(m.sentTitle)}</h3>
        <p>{t(m.sentText, { name: sent.name, email: sent.email })}</p>
        <Button $variant="outline" onClick={() => setSent(null)}>
          {t(m.sendAnother)}
        </Button>
      </Sent>
    );
  }

  const error = (field: keyof ContactValues) =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field] : undefined;

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-busy={formik.isSubmitting}>
      <Field label={t(m.name)} error={error('name')}>
        <Input {...formik.getFieldProps('name')} autoComplete="name" />
      </Field>
      <Field label={t(m.email)} error={error('email')}>
        <Input {...formik.getFieldProps('email')} type="email" autoComplete="email" inputMode="email" />
      </Field>
      <SelectField>
        <Label as="span" id={departmentLabelId}>
          {t(m.department)}
        </Label>
        <Select
          aria-labelledby={departmentLabelId}
          name="department"
          value={formik.values.department}
          onValueChange={(v) => formik.setFieldValue('department', v)}
          options={DEPARTMENTS.map((d) => ({ value: d, label: t(m[d]) }))}
        />
        {error('department') ? <FieldError role="alert">{error('department')}</FieldError> : null}
      </SelectField>
      <Field label={t(m.subject)} error={error('subject')}>
        <Input {...formik.getFieldProps('subject')} placeholder={t(m.subjectPlaceholder)} />
      </Field>
      <Field label={t(m.message)} error={error('message')}>
        <Textarea {...formik.getFieldProps('message')} rows={6} placeholder={t(m.messagePlaceholder)} />
      </Field>
      {failure ? (
        <Failure role="alert">
          <strong>{t(m.failedTitle)}</strong>
          {failure}
        </Failure>
      ) : null}
      <Submit $size="lg" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t(m.sending) : t(m.send)}
      </Submit>
    </Form>
  );
}
