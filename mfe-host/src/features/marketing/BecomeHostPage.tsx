import { ComingSoonPage } from '@stays/ui';

/** /become-host: the host marketing page. Ships with the hosting release; until then an honest notice. */
export default function BecomeHostPage() {
  return <ComingSoonPage page="Become a Host" release="hosting release" />;
}
