// What other host features may use of the application feature: the card that shows where an application stands.
export { ApplicationStatus } from './ApplicationStatus';
