import { CancellationPolicyNote } from '@stays/platform/bookings';
import type { CancellationPolicyName } from '@stays/contracts';

/** The listing's cancellation policy and its refund rule, on the page before any dialog (issue 46 #7). */
export function CancellationSection({ policy }: { policy: CancellationPolicyName }) {
  return (
    <section aria-labelledby="cancellation-title">
      <CancellationPolicyNote policy={policy} heading={{ level: 2, id: 'cancellation-title' }} />
    </section>
  );
}
