import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fullNameOf, TEXT_LIMITS } from '@stays/contracts';
import { useFormatters } from '@stays/platform';
import { Button, translatePropertyType } from '@stays/ui';
import {
  Actions,
  Body,
  ConfirmDialog,
  ListingPreview,
  Meta,
  PagedWorkList,
  RowTitle,
  useQueueFocus,
  WorkSection,
} from '@stays/ui/portal';
import {
  StaffPendingPropertiesDocument,
  type StaffPendingPropertyFragment,
} from '../../__generated__/graphql';
import { LoadError } from './layout';
import { m } from './messages';
import { useReviewProperty } from './useReviewProperty';

export const PROPERTY_PAGE_SIZE = 10;

/**
 * The pending properties queue, a page at a time: each with its cover photo and a preview of the whole listing;
 * Approve, or Reject with the reason its host receives (SPEC 4's fixed 'Needs revision' told the host nothing);
 * the queue refreshed after.
 */
export function PropertiesTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { price } = useFormatters();
  const { decide: store, busy } = useReviewProperty();
  const [offset, setOffset] = useState(0);
  const paging = { offset, pageSize: PROPERTY_PAGE_SIZE, onOffset: setOffset };
  const { data, loading, error, refetch } = useQuery(StaffPendingPropertiesDocument, {
    variables: { limit: PROPERTY_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.propertyCount ?? 0;
  const propertyPage = data
    ? { items: data.properties, total, hasMore: offset + data.properties.length < total }
    : undefined;

  const { listRef, willLeave, stayed } = useQueueFocus({ items: data?.properties, paging, busy });
  const [rejecting, setRejecting] = useState<{
    property: StaffPendingPropertyFragment;
    index: number;
  } | null>(null);

  async function decide(
    property: StaffPendingPropertyFragment,
    index: number,
    approve: boolean,
    reason = '',
  ) {
    willLeave(index);
    if (!(await store(property, approve, reason))) stayed();
  }

  return (
    <WorkSection
      headingId="staff-properties-title"
      title={t(m.pendingPropertiesTitle)}
      total={data ? total : null}
    >
      <PagedWorkList
        page={propertyPage}
        query={{ loading, error, refetch }}
        paging={paging}
        errorView={LoadError}
        empty={t(m.noPendingProperties)}
        rowKey={(property) => property.id}
        listRef={listRef}
      >
        {(property, index) => {
          const host = fullNameOf(property.host);
          return (
            <>
              <ListingPreview listing={property}>
                <RowTitle dir="auto">{property.title}</RowTitle>
                <Meta>
                  <bdi>{property.location}</bdi> · {translatePropertyType(intl, property.propertyType)} ·{' '}
                  {t(m.perNight, { price: price(property.pricePerNight) })}
                </Meta>
                {host ? <Meta>{t(m.by, { name: host })}</Meta> : null}
                {property.description ? <Body dir="auto">{property.description}</Body> : null}
              </ListingPreview>
              <Actions>
                <Button
                  type="button"
                  $variant="primary"
                  $size="sm"
                  disabled={busy}
                  aria-label={t(m.approveNamed, { name: property.title })}
                  onClick={() => void decide(property, index, true)}
                >
                  {t(m.approve)}
                </Button>
                <Button
                  type="button"
                  $variant="destructive"
                  $size="sm"
                  disabled={busy}
                  aria-label={t(m.rejectNamed, { name: property.title })}
                  onClick={() => setRejecting({ property, index })}
                >
                  {t(m.reject)}
                </Button>
              </Actions>
            </>
          );
        }}
      </PagedWorkList>
      <ConfirmDialog
        open={rejecting !== null}
        title={t(m.rejectTitle, { name: rejecting?.property.title ?? '' })}
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
          if (rejecting) void decide(rejecting.property, rejecting.index, false, reason);
          setRejecting(null);
        }}
      />
    </WorkSection>
  );
}
