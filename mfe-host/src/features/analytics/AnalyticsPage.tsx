import { ComingSoonPage } from '@stays/ui';

/** /host/analytics. Ships with the hosting release; until then an honest notice. */
export default function AnalyticsPage() {
  return <ComingSoonPage page="Analytics & Insights" release="hosting release" />;
}
