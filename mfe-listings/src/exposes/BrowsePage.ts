import BrowsePage from '../features/browse/BrowsePage';
import { withListingsMessages } from '../i18n/withListingsMessages';

export default withListingsMessages(BrowsePage);
