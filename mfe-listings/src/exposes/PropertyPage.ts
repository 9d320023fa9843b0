import PropertyPage from '../features/property/PropertyPage';
import { withListingsMessages } from '../i18n/withListingsMessages';

export default withListingsMessages(PropertyPage);
