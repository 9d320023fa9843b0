import { ComingSoonPage } from '@stays/ui';

/** /host/edit-property/:id. Ships with the hosting release; until then an honest notice. */
export default function EditPropertyPage() {
  return <ComingSoonPage page="Edit Property" release="hosting release" />;
}
