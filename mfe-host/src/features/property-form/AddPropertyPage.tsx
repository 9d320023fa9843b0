import { ComingSoonPage } from '@stays/ui';

/** /host/add-property. Ships with the hosting release; until then an honest notice. */
export default function AddPropertyPage() {
  return <ComingSoonPage page="Add Property" release="hosting release" />;
}
