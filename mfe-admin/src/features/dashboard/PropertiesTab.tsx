import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { fullNameOf, TEXT_LIMITS } from '@stays/contracts';
import { useFormatters, useListFilterInAddress } from '@stays/platform';
import { Badge, type BadgeVariant, Button, translatePropertyType } from '@stays/ui';
import { Checkbox } from '@stays/ui/forms';
import {
  Actions,
  Body,
  ConfirmDialog,
  FilterButtons,
  ListingPreview,
  Meta,
  PagedWorkList,
  RowTitle,
  WorkSection,
} from '@stays/ui/portal';
import {
  AdminPropertiesDocument,
  type AdminPropertyFragment,
  type PropertyStatus,
} from '../../__generated__/graphql';
import { LoadError } from './feedback';
import { m } from './messages';
import { usePropertyChanges } from './usePropertyChanges';

export const PROPERTY_PAGE_SIZE = 10;
/** SPEC 9: the admin list cuts descriptions at 200 characters. */
export const DESCRIPTION_LIMIT = 200;

/** The first 200 characters of a description, with '...' when there was more. */
export function cutDescription(text: string | null | undefined): string {
  if (!text) return '';
  return text.length > DESCRIPTION_LIMIT ? `${text.slice(0, DESCRIPTION_LIMIT)}...` : text;
}

export type StatusFilter = PropertyStatus | 'all';
const STATUS_FILTERS: readonly StatusFilter[] = ['pending', 'approved', 'rejected', 'all'];

const STATUS_BADGE: Record<string, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

/**
 * Properties by status, each with its cover photo and a preview of the whole listing: Approve/Reject pending ones,
 * Reject Approval and Featured on approved, Re-approve rejected. A rejection asks for the reason its host receives.
 */
export function PropertiesTab({ initialFilter }: { initialFilter: StatusFilter }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { price } = useFormatters();
  const { move, feature, moving, featuring } = usePropertyChanges();
  const { filter, setFilter, offset, setOffset } = useListFilterInAddress(
    'propertyStatus',
    STATUS_FILTERS,
    initialFilter,
  );
  const paging = { offset, pageSize: PROPERTY_PAGE_SIZE, onOffset: setOffset };
  const { data, loading, error, refetch } = useQuery(AdminPropertiesDocument, {
    variables: { status: filter === 'all' ? null : filter, limit: PROPERTY_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.propertyCount ?? 0;
  const propertyPage = data
    ? { items: data.properties, total, hasMore: offset + data.properties.length < total }
    : undefined;
  const statusName: Record<string, MessageDescriptor> = {
    pending: m.statusPending,
    approved: m.statusApproved,
    rejected: m.statusRejected,
  };

  const [rejecting, setRejecting] = useState<AdminPropertyFragment | null>(null);

  const actionButton = (
    property: AdminPropertyFragment,
    label: MessageDescriptor,
    status: PropertyStatus,
    variant: 'primary' | 'destructive' | 'outline',
  ) => (
    <Button
      type="button"
      $size="sm"
      $variant={variant}
      disabled={moving}
      aria-label={t(m.actionNamed, { action: t(label), name: property.title })}
      onClick={() => (status === 'rejected' ? setRejecting(property) : void move(property, status))}
    >
      {t(label)}
    </Button>
  );

  return (
    <WorkSection
      headingId="admin-properties-title"
      title={t(m.propertiesTitle)}
      total={data ? total : null}
      tools={
        <FilterButtons<StatusFilter>
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
        page={propertyPage}
        query={{ loading, error, refetch }}
        paging={paging}
        errorView={LoadError}
        empty={t(m.noProperties)}
        rowKey={(property) => property.id}
        rowTestId="admin-property"
      >
        {(property) => {
          const host = fullNameOf(property.host);
          return (
            <>
              <ListingPreview listing={property}>
                <RowTitle>
                  <bdi>{property.title}</bdi>{' '}
                  <Badge $variant={STATUS_BADGE[property.status] ?? 'outline'}>
                    {statusName[property.status] ? t(statusName[property.status]!) : property.status}
                  </Badge>
                </RowTitle>
                <Meta>
                  <bdi>{property.location}</bdi> · {translatePropertyType(intl, property.propertyType)} ·{' '}
                  {t(m.perNight, { price: price(property.pricePerNight) })}
                  {host ? <> · {t(m.hostedBy, { name: host })}</> : null}
                </Meta>
                {property.description ? <Body dir="auto">{cutDescription(property.description)}</Body> : null}
              </ListingPreview>
              <Actions>
                {property.status === 'pending' ? (
                  <>
                    {actionButton(property, m.approve, 'approved', 'primary')}
                    {actionButton(property, m.reject, 'rejected', 'destructive')}
                  </>
                ) : null}
                {property.status === 'approved' ? (
                  <>
                    <Checkbox
                      label={t(m.featured)}
                      aria-label={t(m.actionNamed, { action: t(m.featured), name: property.title })}
                      checked={property.featured}
                      disabled={featuring}
                      onChange={(event) => void feature(property, event.target.checked)}
                    />
                    {actionButton(property, m.rejectApproval, 'rejected', 'destructive')}
                  </>
                ) : null}
                {property.status === 'rejected'
                  ? actionButton(property, m.reapprove, 'approved', 'outline')
                  : null}
              </Actions>
            </>
          );
        }}
      </PagedWorkList>
      <ConfirmDialog
        open={rejecting !== null}
        title={t(m.rejectTitle, { name: rejecting?.title ?? '' })}
        description={t(m.rejectText)}
        confirmLabel={t(m.reject)}
        destructive
        reason={{
          label: t(m.rejectReason),
          hint: t(m.rejectReasonHint),
          maxLength: TEXT_LIMITS.decisionReason.max,
        }}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (rejecting) void move(rejecting, 'rejected', reason);
          setRejecting(null);
        }}
      />
    </WorkSection>
  );
}
