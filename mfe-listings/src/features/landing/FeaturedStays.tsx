import { useMemo } from 'react';
import { useGraphRead } from '@stays/platform';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Container, EmptyState, ErrorState, Spinner } from '@stays/ui';
import { ApprovedCountDocument, FeaturedPropertiesDocument } from '../../__generated__/graphql';
import { PropertyGrid } from '../listing';
import { ALL_STAYS_ID } from './VerifiedStays';

/** SPEC 9: the landing shows 6 featured stays and asks for 7 (one more says whether there are more). */
export const FEATURED_SHOWN = 6;
export const FEATURED_LIMIT = 7;
export const FEATURED_ID = 'featured-stays';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space.xl} 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-block-end: ${({ theme }) => theme.space.lg};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

const m = defineMessages({
  title: { id: 'featured.title', defaultMessage: 'Featured stays' },
  loading: { id: 'featured.loading', defaultMessage: 'Loading featured properties...' },
  error: { id: 'featured.error', defaultMessage: 'Error: {message}' },
  failed: { id: 'featured.failed', defaultMessage: 'Failed to fetch featured properties' },
  empty: {
    id: 'featured.empty',
    defaultMessage:
      'No featured properties yet. Our admin team is currently reviewing properties to feature...',
  },
  exploreAll: {
    id: 'featured.exploreAll',
    defaultMessage: 'Explore All {count, plural, one {# Verified Stay} other {# Verified Stays}}',
  },
});

/**
 * 'Featured stays' (SPEC 2 and 9): the first 6 approved featured properties with 'Verified' and 'Featured'
 * badges and the rating their reviews give (not SPEC 9's fixed 4.8: docs/decisions.md, issue 30); 'Explore All N
 * Verified Stays' scrolls to the full list when there are more.
 */
export function FeaturedStays() {
  const t = useIntl().formatMessage;
  const { data, loading, error, refetch } = useGraphRead(FeaturedPropertiesDocument, {
    variables: { limit: FEATURED_LIMIT },
  });
  const featured = data?.featuredProperties;
  const hasMore = (featured?.length ?? 0) > FEATURED_SHOWN;
  // The same array while the answer is the same, so the memoized grid is not rebuilt by an unrelated update.
  const shown = useMemo(() => featured?.slice(0, FEATURED_SHOWN) ?? [], [featured]);
  const count = useGraphRead(ApprovedCountDocument, { skip: !hasMore });
  let body;
  if (loading && !data) body = <Spinner label={t(m.loading)} />;
  else if (error && !data)
    body = (
      <ErrorState
        // SPEC 8's words, never a library's text.
        message={t(m.error, { message: t(m.failed) })}
        retryLabel={t({ id: 'common.retry', defaultMessage: 'Retry' })}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else if (shown.length === 0) body = <EmptyState title={t(m.title)} message={t(m.empty)} />;
  else
    body = (
      <>
        <PropertyGrid properties={shown} columns={3} featuredGrid />
        {hasMore && count.data ? (
          <More>
            <Button
              type="button"
              $variant="primary"
              $size="lg"
              onClick={() => document.getElementById(ALL_STAYS_ID)?.scrollIntoView({ behavior: 'smooth' })}
            >
              {t(m.exploreAll, { count: count.data.propertyCount })}
            </Button>
          </More>
        ) : null}
      </>
    );
  return (
    <Section aria-labelledby="featured-title" id={FEATURED_ID}>
      <Container>
        <h2 id="featured-title">{t(m.title)}</h2>
        {body}
      </Container>
    </Section>
  );
}
