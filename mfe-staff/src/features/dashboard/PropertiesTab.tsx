import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatters, useWriteThenRefresh } from '@stays/platform';
import { Button, translatePropertyType } from '@stays/ui';
import { Actions, Body, Meta, RowTitle, PagedWorkList, useQueueFocus, WorkSection } from '@stays/ui/portal';
import {
  StaffPendingPropertiesDocument,
  StaffReviewPropertyDocument,
  type StaffPendingPropertyFragment,
} from '../../__generated__/graphql';
import { useFeedback } from './feedback';
import { LoadError } from './layout';
import { m } from './messages';

export const PROPERTY_PAGE_SIZE = 10;
/** SPEC 4: staff reject with this fixed reason. */
export const REJECTION_REASON = 'Needs revision';

/** The pending properties queue, a page at a time: Approve, Reject ('Needs revision'), the queue refreshed after. */
export function PropertiesTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { price } = useFormatters();
  const { succeeded, failed } = useFeedback();
  const [offset, setOffset] = useState(0);
  const paging = { offset, pageSize: PROPERTY_PAGE_SIZE, onOffset: setOffset };
  const { data, loading, error, refetch } = useQuery(StaffPendingPropertiesDocument, {
    variables: { limit: PROPERTY_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const [review, { busy }] = useWriteThenRefresh(StaffReviewPropertyDocument, [
    'StaffPendingProperties',
    'StaffStats',
  ]);
  const total = data?.propertyCount ?? 0;
  const propertyPage = data
    ? { items: data.properties, total, hasMore: offset + data.properties.length < total }
    : undefined;

  const { listRef, willLeave, stayed } = useQueueFocus({ items: data?.properties, paging, busy });

  async function decide(property: StaffPendingPropertyFragment, index: number, approve: boolean) {
    willLeave(index);
    try {
      await review(
        approve
          ? { id: property.id, decision: 'approved' }
          : { id: property.id, decision: 'rejected', reason: REJECTION_REASON },
      );
      succeeded(approve ? m.propertyApproved : m.propertyRejected);
    } catch (caught) {
      stayed();
      failed(caught, approve ? m.propertyApproveFailed : m.propertyRejectFailed);
    }
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
          const host = [property.host?.firstName, property.host?.lastName].filter(Boolean).join(' ');
          return (
            <>
              <div>
                <RowTitle dir="auto">{property.title}</RowTitle>
                <Meta>
                  <bdi>{property.location}</bdi> · {translatePropertyType(intl, property.propertyType)} ·{' '}
                  {t(m.perNight, { price: price(property.pricePerNight) })}
                </Meta>
                {host ? <Meta>{t(m.by, { name: host })}</Meta> : null}
                {property.description ? <Body dir="auto">{property.description}</Body> : null}
              </div>
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
                  onClick={() => void decide(property, index, false)}
                >
                  {t(m.reject)}
                </Button>
              </Actions>
            </>
          );
        }}
      </PagedWorkList>
    </WorkSection>
  );
}
