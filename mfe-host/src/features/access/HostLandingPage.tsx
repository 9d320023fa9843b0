import { ComingSoonPage } from '@stays/ui';

/** /hosts: host login and sign-up toggle. Ships with the hosting release; until then an honest notice. */
export default function HostLandingPage() {
  return <ComingSoonPage page="Host Access" release="hosting release" />;
}
