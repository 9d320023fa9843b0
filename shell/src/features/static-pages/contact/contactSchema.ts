import * as yup from 'yup';
import type { Translate } from '../common';
import { contactMessages as m } from './contactMessages';

// Limits agree with the server's (the notifications subgraph's contact checks): the subject travels as
// "<department>: <subject>" inside its 200 characters.
export const CONTACT_FIELD_LIMITS = {
  name: { min: 2, max: 100 },
  subject: { max: 150 },
  message: { min: 10, max: 5000 },
};

export interface ContactValues {
  name: string;
  email: string;
  department: string;
  subject: string;
  message: string;
}

/** The form's rules with the spec's form-library messages (SPEC 8), in the reader's language. */
export function contactSchema(t: Translate) {
  const required = t(m.required);
  const L = CONTACT_FIELD_LIMITS;
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(required)
      .min(L.name.min, t(m.tooShort, { min: L.name.min }))
      .max(L.name.max, t(m.tooLong, { max: L.name.max })),
    email: yup
      .string()
      .trim()
      .required(required)
      // yup's own email check accepts "a@b"; the server wants a dot in the domain, so ask for it here too.
      .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, t(m.invalidEmail)),
    department: yup.string().required(required),
    subject: yup
      .string()
      .trim()
      .required(required)
      .max(L.subject.max, t(m.tooLong, { max: L.subject.max })),
    message: yup
      .string()
      .trim()
      .required(required)
      .min(L.message.min, t(m.tooShort, { min: L.message.min }))
      .max(L.message.max, t(m.tooLong, { max: L.message.max })),
  });
}
