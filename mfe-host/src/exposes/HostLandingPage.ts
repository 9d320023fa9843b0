export { default } from '../features/access/HostLandingPage';
