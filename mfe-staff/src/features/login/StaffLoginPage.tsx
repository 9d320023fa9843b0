import { ComingSoonPage } from '@stays/ui';

/** /system/staff/login and /system/staff/access. Ships with the staff portal release; until then an honest notice. */
export default function StaffLoginPage() {
  return <ComingSoonPage page="Staff Portal" release="staff portal release" />;
}
