import { callInternal } from '@stays/subgraph-shared';
import type { Decision } from './transitions';

export interface DecidedProperty {
  id: string;
  hostId: string;
  title: string;
}

/** The host's notification of a decision on their property (SPEC section 3's notification payload). */
export function decisionNotice(property: DecidedProperty, decision: Decision, reason?: string | null) {
  const approved = decision === 'approved';
  return {
    recipientId: property.hostId,
    title: approved ? 'Property approved' : 'Property rejected',
    message: approved
      ? `Your property "${property.title}" has been approved and is now visible to guests.`
      : `Your property "${property.title}" was not approved${reason ? `: ${reason}` : '.'}`,
    relatedEntityType: 'property',
    relatedEntityId: property.id,
  };
}

/**
 * Tells the host through the notifications subgraph. The decision is already stored: a notification that
 * cannot be delivered is logged, never turned into a failed decision.
 */
export async function notifyHost(
  property: DecidedProperty,
  decision: Decision,
  reason: string | null | undefined,
  log: (message: string) => void,
): Promise<void> {
  try {
    await callInternal(
      'notifications',
      '/internal/notifications',
      decisionNotice(property, decision, reason),
      {
        timeoutMs: 2000,
      },
    );
  } catch (error) {
    log(`notification of ${decision} property ${property.id} failed: ${(error as Error).message}`);
  }
}

/** Why a listing waits for review: a host's new listing, or a host's edit of a rejected one. */
export type Submission = 'created' | 'resubmitted';

/** The staff desk's notice of a listing waiting for review (every staff and admin account's inbox). */
export function reviewNotice(property: DecidedProperty, submission: Submission) {
  return {
    recipientRole: 'staff' as const,
    title: submission === 'created' ? 'New listing to review' : 'Listing resubmitted for review',
    message:
      submission === 'created'
        ? `A host listed "${property.title}". It waits for review before guests can see it.`
        : `A host edited the rejected listing "${property.title}" and sent it back for review.`,
    relatedEntityType: 'property',
    relatedEntityId: property.id,
  };
}

/**
 * Tells the staff desk that a listing waits for review (issue 46 #7). The listing is already stored: a notice
 * that cannot be delivered is logged, never turned into a failed write.
 */
export async function notifyStaffDesk(
  property: DecidedProperty,
  submission: Submission,
  log: (message: string) => void,
): Promise<void> {
  try {
    await callInternal('notifications', '/internal/notifications', reviewNotice(property, submission), {
      timeoutMs: 2000,
    });
  } catch (error) {
    log(`staff notice of ${submission} property ${property.id} failed: ${(error as Error).message}`);
  }
}
