// What other host features may use of the signup: sending the application kept while the visitor signed up, and
// the application's fields (the host landing's "Become a Host" sends an application with its registration).
export { sendPendingApplication } from './application';
export { ContactFields, ReasonField, type ApplicationField } from './ApplicationFields';
export { signupMessages } from './messages';
export { applicationSchema } from './signupSchema';
