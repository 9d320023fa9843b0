import { object, string } from 'yup';
import type { FormMessageKey } from '@stays/platform/forms';

// SPEC 5: sign-in needs username and password; registration adds first name, last name and a valid email.
// Errors are keys of the platform's formMessages, shown in the user's language.
const required: FormMessageKey = 'required';
const invalidEmail: FormMessageKey = 'invalidEmail';

export const signInSchema = object({
  username: string().trim().required(required),
  password: string().required(required),
});

export const registerSchema = object({
  firstName: string().trim().required(required),
  lastName: string().trim().required(required),
  email: string().trim().required(required).email(invalidEmail),
  username: string().trim().required(required),
  password: string().required(required),
});

export type SignInValues = { username: string; password: string };
export type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
};
