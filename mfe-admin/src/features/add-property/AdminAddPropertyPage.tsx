import { ComingSoonPage } from '@stays/ui';

/** /admin/add-property. Ships with the admin release; until then an honest notice. */
export default function AdminAddPropertyPage() {
  return <ComingSoonPage page="Admin Add Property" release="admin release" />;
}
