import { PASSWORD_MIN_LENGTH } from '@stays/contracts';
import * as yup from 'yup';

/** SPEC 5 'Host application form', with its messages (translated by the page: they are message ids). */
export const signupSchema = yup.object({
  firstName: yup.string().trim().min(2, 'host.signup.firstNameMin').required('host.signup.firstNameMin'),
  lastName: yup.string().trim().min(2, 'host.signup.lastNameMin').required('host.signup.lastNameMin'),
  email: yup.string().trim().email('host.signup.emailInvalid').required('host.signup.emailInvalid'),
  password: yup
    .string()
    .min(PASSWORD_MIN_LENGTH, 'host.signup.passwordMin')
    .required('host.signup.passwordMin'),
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('password')], 'host.signup.passwordsMatch')
    .required('host.signup.passwordsMatch'),
  phone: yup.string().trim().min(10, 'host.signup.phoneMin').required('host.signup.phoneMin'),
  address: yup.string().trim().min(10, 'host.signup.addressMin').required('host.signup.addressMin'),
  reason: yup.string().trim().min(50, 'host.signup.reasonMin').required('host.signup.reasonMin'),
});

export type SignupValues = yup.InferType<typeof signupSchema>;

export const emptySignup: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  address: '',
  reason: '',
};

/** What a signed-in guest fills in to apply (their account is already there): the application's fields. */
export const applicationSchema = signupSchema.pick(['phone', 'address', 'reason']);

export type ApplicationValues = yup.InferType<typeof applicationSchema>;

export const emptyApplication: ApplicationValues = { phone: '', address: '', reason: '' };
