// What other host features may use of the signup: sending the application kept while the visitor signed up.
export { sendPendingApplication } from './application';
