import { ComingSoonPage } from '@stays/ui';

/** /host-signup: the host application form. Ships with the hosting release; until then an honest notice. */
export default function HostSignupPage() {
  return <ComingSoonPage page="Create Your Host Account" release="hosting release" />;
}
