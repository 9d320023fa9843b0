import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@stays/ui';
import { PropertyGrid } from './PropertyGrid';
import type { PropertyPages } from './usePropertyPages';

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

/** The cards of a paged server search, and SPEC's 'Load More Stays' under them while more pages follow. */
export function PagedPropertyGrid({
  pages,
  columns,
  stayMode,
  near,
  linkQuery,
}: {
  pages: PropertyPages;
  columns?: 3 | 4;
  stayMode?: 'nights' | 'months';
  near?: string;
  linkQuery?: string;
}) {
  const t = useIntl().formatMessage;
  return (
    <>
      <PropertyGrid
        properties={pages.properties}
        columns={columns}
        stayMode={stayMode}
        near={near}
        linkQuery={linkQuery}
      />
      {pages.hasMore ? (
        <Row>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void pages.loadMore()}
            disabled={pages.loadingMore}
            aria-busy={pages.loadingMore}
          >
            {t(pages.loadingMore ? m.loadingMore : m.loadMore)}
          </Button>
          {pages.loadMoreError ? <Failure role="alert">{t(m.failed)}</Failure> : null}
        </Row>
      ) : null}
    </>
  );
}
