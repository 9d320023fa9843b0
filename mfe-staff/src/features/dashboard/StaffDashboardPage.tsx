import { ComingSoonPage } from '@stays/ui';

/** /staff/dashboard. Ships with the staff portal release; until then an honest notice. */
export default function StaffDashboardPage() {
  return <ComingSoonPage page="Staff Dashboard" release="staff portal release" />;
}
