import { useEffect } from 'react';
import { useGraphRead } from '@stays/platform';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, CompassIcon, EmptyState, ErrorState } from '@stays/ui';
import { PropertyDetailsDocument } from '../../__generated__/graphql';
import { withListingsMessages } from '../../i18n/withListingsMessages';
import { propertyMessages as m } from './messages';
import { PropertyDetails } from './PropertyDetails';
import { PropertyPageSkeleton } from './PropertyPageSkeleton';
import { Page } from './styles';

/** /property/:id: everything about one property, read from the graph. */
function PropertyPage() {
  const t = useIntl().formatMessage;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useGraphRead(PropertyDetailsDocument, { variables: { id } });
  const property = data?.property ?? null;

  useEffect(() => {
    if (property) document.title = `${property.title} · Stays`;
  }, [property]);

  if (loading && !data) return <PropertyPageSkeleton />;
  if (error && !data) {
    return (
      <Page>
        <ErrorState
          message={t(m.error, { message: error.message })}
          retryLabel={t({ id: 'common.retry', defaultMessage: 'Retry' })}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      </Page>
    );
  }
  if (!property) {
    return (
      <Page>
        <EmptyState
          icon={<CompassIcon size={28} />}
          title={t(m.notFoundTitle)}
          message={t(m.notFoundText)}
          action={
            <Button $variant="primary" onClick={() => navigate('/')}>
              {t(m.backHome)}
            </Button>
          }
        />
      </Page>
    );
  }
  return <PropertyDetails property={property} />;
}

// Exposed to the shell, which does not know the listings catalogue: the page loads it for the chosen language.
export default withListingsMessages(PropertyPage);
