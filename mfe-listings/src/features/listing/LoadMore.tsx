import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@stays/ui';

const Row = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const m = defineMessages({
  loadMore: { id: 'listing.loadMore', defaultMessage: 'Load More Stays' },
  loadingMore: { id: 'listing.loadingMore', defaultMessage: 'Loading more stays...' },
  failed: { id: 'listing.loadMoreFailed', defaultMessage: 'More stays could not be loaded. Try again.' },
});

/** SPEC's 'Load More Stays' under a grid: the next page of the same server search. */
export function LoadMore({
  onLoadMore,
  loading,
  failed,
}: {
  onLoadMore: () => void;
  loading: boolean;
  failed: boolean;
}) {
  const t = useIntl().formatMessage;
  return (
    <Row>
      <Button type="button" $variant="secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {t(loading ? m.loadingMore : m.loadMore)}
      </Button>
      {failed ? <Failure role="alert">{t(m.failed)}</Failure> : null}
    </Row>
  );
}
