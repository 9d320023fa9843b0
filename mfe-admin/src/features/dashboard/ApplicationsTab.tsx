import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fullNameOf, TEXT_LIMITS } from '@stays/contracts';
import { useFormatters, useListFilterInAddress } from '@stays/platform';
import { Badge, type BadgeVariant, Button } from '@stays/ui';
import {
  Actions,
  Body,
  ConfirmDialog,
  FilterButtons,
  Meta,
  PagedWorkList,
  RowTitle,
  WorkSection,
} from '@stays/ui/portal';
import {
  AdminApplicationsDocument,
  type AdminApplicationFragment,
  type HostApplicationStatus,
} from '../../__generated__/graphql';
import { LoadError } from './feedback';
import { m } from './messages';
import { useReviewApplication } from './useReviewApplication';

const APPLICATION_FILTERS: ReadonlyArray<HostApplicationStatus | 'all'> = [
  'pending',
  'approved',
  'rejected',
  'all',
];

export const APPLICATION_PAGE_SIZE = 10;
const BADGE: Record<HostApplicationStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

/**
 * Host applications, pending first by default: approve (the applicant becomes a host) or reject with the reason
 * the applicant reads on their application's status.
 */
export function ApplicationsTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { date } = useFormatters();
  const { decide, busy } = useReviewApplication();
  const { filter, setFilter, offset, setOffset } = useListFilterInAddress(
    'applicationStatus',
    APPLICATION_FILTERS,
    'pending',
  );
  const paging = { offset, pageSize: APPLICATION_PAGE_SIZE, onOffset: setOffset };
  const { data, loading, error, refetch } = useQuery(AdminApplicationsDocument, {
    variables: { status: filter === 'all' ? null : filter, limit: APPLICATION_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.hostApplicationPage;
  const statusName = { pending: m.statusPending, approved: m.statusApproved, rejected: m.statusRejected };

  const [rejecting, setRejecting] = useState<{ application: AdminApplicationFragment; name: string } | null>(
    null,
  );

  return (
    <WorkSection
      headingId="admin-applications-title"
      title={t(m.applicationsTitle)}
      total={page?.total}
      tools={
        <FilterButtons<HostApplicationStatus | 'all'>
          label={t(m.statusFilter)}
          value={filter}
          onChange={setFilter}
          options={[
            ['pending', t(m.statusPending)],
            ['approved', t(m.statusApproved)],
            ['rejected', t(m.statusRejected)],
            ['all', t(m.statusAll)],
          ]}
        />
      }
    >
      <PagedWorkList
        page={page}
        query={{ loading, error, refetch }}
        paging={paging}
        errorView={LoadError}
        empty={t(m.noApplications)}
        rowKey={(application) => application.id}
      >
        {(application) => {
          const name = fullNameOf(application.user);
          const reviewer = [application.reviewer?.firstName, application.reviewer?.lastName]
            .filter(Boolean)
            .join(' ');
          return (
            <>
              <div>
                <RowTitle>
                  <bdi>{name}</bdi>{' '}
                  <Badge $variant={BADGE[application.status]}>{t(statusName[application.status])}</Badge>
                </RowTitle>
                <Meta>
                  {application.user?.email ? (
                    <>
                      <bdi>{application.user.email}</bdi> ·{' '}
                    </>
                  ) : null}
                  {t(m.applied, { date: date(application.createdAt) })}
                  {reviewer ? <> · {t(m.reviewedBy, { name: reviewer })}</> : null}
                </Meta>
                <Meta>{t(m.contact, { phone: application.phone, address: application.address })}</Meta>
                <Body dir="auto">{application.reason}</Body>
                {application.reviewNote ? (
                  <Meta>
                    {t(m.reviewNote)} <bdi>{application.reviewNote}</bdi>
                  </Meta>
                ) : null}
              </div>
              {application.status === 'pending' ? (
                <Actions>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="primary"
                    disabled={busy}
                    aria-label={t(m.actionNamed, { action: t(m.approve), name })}
                    onClick={() => void decide(application, 'approved')}
                  >
                    {t(m.approve)}
                  </Button>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="destructive"
                    disabled={busy}
                    aria-label={t(m.actionNamed, { action: t(m.reject), name })}
                    onClick={() => setRejecting({ application, name })}
                  >
                    {t(m.reject)}
                  </Button>
                </Actions>
              ) : null}
            </>
          );
        }}
      </PagedWorkList>
      <ConfirmDialog
        open={rejecting !== null}
        title={t(m.rejectApplicationTitle, { name: rejecting?.name ?? '' })}
        description={t(m.rejectApplicationText)}
        confirmLabel={t(m.reject)}
        destructive
        reason={{ label: t(m.rejectApplicationReason), maxLength: TEXT_LIMITS.applicationReviewNote.max }}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (rejecting) void decide(rejecting.application, 'rejected', reason);
          setRejecting(null);
        }}
      />
    </WorkSection>
  );
}
