import { ComingSoonPage } from '@stays/ui';

/** /system/admin/login and /system/admin/access. Ships with the admin release; until then an honest notice. */
export default function AdminLoginPage() {
  return <ComingSoonPage page="Admin Sign In" release="admin release" />;
}
