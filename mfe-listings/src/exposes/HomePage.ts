import HomePage from '../features/landing/HomePage';
import { withListingsMessages } from '../i18n/withListingsMessages';

export default withListingsMessages(HomePage);
