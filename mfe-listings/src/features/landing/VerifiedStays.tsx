import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container, EmptyState, ErrorState, VisuallyHidden } from '@stays/ui';
import { PagedPropertyGrid } from '../listing/PagedPropertyGrid';
import { PropertyGridSkeleton } from '../listing/PropertyGrid';
import { usePropertyPages } from '../listing/usePropertyPages';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-end: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const LANDING_SEARCH = { sort: 'featured', withTotal: true } as const;

/**
 * 'All verified stays': the approved properties a page at a time (newest first) with their total, 'Load More
 * Stays' for the next page, and the loading, error and empty states.
 */
export function VerifiedStays() {
  const intl = useIntl();
  const pages = usePropertyPages(LANDING_SEARCH);
  const { data, properties, total, loading, error, refetch } = pages;
  const t = intl.formatMessage;

  let body;
  if (loading && !data) {
    body = (
      <>
        <VisuallyHidden role="status">
          {t({ id: 'landing.loading', defaultMessage: 'Loading properties...' })}
        </VisuallyHidden>
        <PropertyGridSkeleton />
      </>
    );
  } else if (error && !data) {
    body = (
      <ErrorState
        message={t({ id: 'landing.error', defaultMessage: 'Error: {message}' }, { message: error.message })}
        retryLabel={t({ id: 'common.retry', defaultMessage: 'Retry' })}
        // Reads are never retried on their own (SPEC 7); the user asks for it here.
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (properties.length === 0) {
    body = (
      <EmptyState
        title={t({ id: 'landing.emptyTitle', defaultMessage: 'No Properties Available' })}
        message={t({
          id: 'landing.emptyText',
          defaultMessage: 'There are currently no approved properties to display.',
        })}
      />
    );
  } else {
    body = <PagedPropertyGrid pages={pages} />;
  }

  return (
    <Section aria-labelledby="all-stays-title">
      <Container>
        <Head>
          <h2 id="all-stays-title">{t({ id: 'landing.allTitle', defaultMessage: 'All verified stays' })}</h2>
          {data ? (
            <Count>
              {t(
                {
                  id: 'landing.count',
                  defaultMessage: '{count, plural, one {# verified stay} other {# verified stays}}',
                },
                { count: total ?? properties.length },
              )}
            </Count>
          ) : null}
        </Head>
        {body}
      </Container>
    </Section>
  );
}
