import SearchPage from '../features/search/SearchPage';
import { withListingsMessages } from '../i18n/withListingsMessages';

export default withListingsMessages(SearchPage);
