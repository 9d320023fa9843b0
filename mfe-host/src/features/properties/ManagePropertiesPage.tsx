import { ComingSoonPage } from '@stays/ui';

/** /host/properties. Ships with the hosting release; until then an honest notice. */
export default function ManagePropertiesPage() {
  return <ComingSoonPage page="Manage Properties" release="hosting release" />;
}
