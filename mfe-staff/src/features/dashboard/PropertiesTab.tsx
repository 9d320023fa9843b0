import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatters } from '@stays/platform';
import {
  Actions,
  Pager,
  Badge,
  Body,
  Button,
  focusRow,
  LoadingRows,
  Meta,
  Empty,
  translatePropertyType,
  Row,
  Rows,
  RowTitle,
  SectionHeader,
} from '@stays/ui';
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
  const list = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<number | null>(null);
  const { data, loading, error, refetch } = useQuery(StaffPendingPropertiesDocument, {
    variables: { limit: PROPERTY_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const [review, { loading: busy }] = useMutation(StaffReviewPropertyDocument, {
    refetchQueries: ['StaffPendingProperties', 'StaffStats'],
    awaitRefetchQueries: true,
  });
  const items = data?.properties ?? [];
  const total = data?.propertyCount ?? 0;

  useEffect(() => {
    // The last row of a later page left: show the page before it.
    if (data && items.length === 0 && offset > 0) setOffset(Math.max(0, offset - PROPERTY_PAGE_SIZE));
    // Disabled buttons take no focus: wait until the action is over.
    if (focusAfter.current !== null && data && !busy) {
      focusRow(list.current, focusAfter.current);
      focusAfter.current = null;
    }
  }, [data, items.length, offset, busy]);

  async function decide(property: StaffPendingPropertyFragment, index: number, approve: boolean) {
    // Set before the call: the refreshed page arrives before the call returns (awaitRefetchQueries).
    focusAfter.current = index;
    try {
      await review({
        variables: approve
          ? { id: property.id, decision: 'approved' }
          : { id: property.id, decision: 'rejected', reason: REJECTION_REASON },
      });
      succeeded(approve ? m.propertyApproved : m.propertyRejected);
    } catch (caught) {
      focusAfter.current = null;
      failed(caught, approve ? m.propertyApproveFailed : m.propertyRejectFailed);
    }
  }

  return (
    <section aria-labelledby="staff-properties-title">
      <SectionHeader>
        <h2 id="staff-properties-title">{t(m.pendingPropertiesTitle)}</h2>
        {data ? <Badge $variant="secondary">{total}</Badge> : null}
      </SectionHeader>
      {error && !data ? (
        <LoadError onRetry={() => void refetch().catch(() => undefined)} />
      ) : !data && loading ? (
        <LoadingRows />
      ) : items.length === 0 ? (
        <Empty>{t(m.noPendingProperties)}</Empty>
      ) : (
        <Rows ref={list}>
          {items.map((property, index) => {
            const host = [property.host?.firstName, property.host?.lastName].filter(Boolean).join(' ');
            return (
              <Row key={property.id}>
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
              </Row>
            );
          })}
        </Rows>
      )}
      {data ? (
        <Pager
          offset={offset}
          count={items.length}
          total={total}
          hasMore={offset + items.length < total}
          busy={loading}
          onPrevious={() => setOffset(Math.max(0, offset - PROPERTY_PAGE_SIZE))}
          onNext={() => setOffset(offset + PROPERTY_PAGE_SIZE)}
        />
      ) : null}
    </section>
  );
}
