import { ComingSoonPage } from '@stays/ui';

/** /dashboard and /host/dashboard. Ships with the hosting release; until then an honest notice. */
export default function HostDashboardPage() {
  return <ComingSoonPage page="Host Dashboard" release="hosting release" />;
}
