import { ComingSoonPage } from '@stays/ui';

/** /admin and /admin/dashboard. Ships with the admin release; until then an honest notice. */
export default function AdminDashboardPage() {
  return <ComingSoonPage page="Admin Dashboard" release="admin release" />;
}
