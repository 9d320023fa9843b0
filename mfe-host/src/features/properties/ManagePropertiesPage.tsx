import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFormatters, type SessionUser } from '@stays/platform';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Dialog,
  EmptyState,
  ErrorState,
  ImageWithFallback,
  Spinner,
  useAmenityLabel,
} from '@stays/ui';
import { HostPropertiesDocument, type HostPropertyFieldsFragment } from '../../__generated__/graphql';
import { withHostMessages } from '../../i18n/withHostMessages';
import { HostArea, HostPageLayout, useDocumentTitle } from '../common/HostArea';
import { usePropertyType, useStatusBadge } from '../common/labels';
import { messages } from './messages';
import { useDeleteProperty } from './useDeleteProperty';

/** SPEC 9: Manage Properties shows 3 amenities per card, then '+N more'. */
export const AMENITY_CHIPS = 3;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const PropertyTile = styled(Card)`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
`;

/* Every cover is 16:10 whatever the photo's shape: the photo fills the box (absolutely placed, so a tall one cannot
   stretch it past its ratio, issue 46 #10g) and is cropped to it. */
const Cover = styled.div`
  position: relative;
  flex-shrink: 0;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.sandSoft};
  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  ${Badge} {
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space.sm};
    inset-inline-end: ${({ theme }) => theme.space.sm};
  }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

const Rejection = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

function PropertyCardItem({
  property,
  onDelete,
}: {
  property: HostPropertyFieldsFragment;
  onDelete(property: HostPropertyFieldsFragment): void;
}) {
  const intl = useIntl();
  const { price } = useFormatters();
  const statusBadge = useStatusBadge();
  const typeLabel = usePropertyType();
  const amenityLabel = useAmenityLabel();
  const badge = statusBadge(property.status);
  const shown = property.amenities.slice(0, AMENITY_CHIPS);
  const hidden = property.amenities.length - shown.length;
  const t = intl.formatMessage;
  return (
    <li data-testid="host-property">
      <PropertyTile>
        <Cover>
          <ImageWithFallback src={property.images[0]} alt="" />
          <Badge $variant={badge.variant}>{badge.label}</Badge>
        </Cover>
        <Body>
          <h2 dir="auto">{property.title}</h2>
          <p dir="auto">{property.location}</p>
          <Meta>
            <strong>{t(messages.perNight, { price: price(property.pricePerNight) })}</strong>
            <span>{typeLabel(property.propertyType)}</span>
          </Meta>
          {property.status === 'rejected' && property.rejectionReason ? (
            <Rejection dir="auto">{t(messages.rejected, { reason: property.rejectionReason })}</Rejection>
          ) : null}
          {property.amenities.length > 0 ? (
            <Chips>
              {shown.map((amenity) => (
                <li key={amenity}>
                  <Badge $variant="outline">{amenityLabel(amenity)}</Badge>
                </li>
              ))}
              {hidden > 0 ? (
                <li>
                  <Badge $variant="secondary">{t(messages.more, { count: hidden })}</Badge>
                </li>
              ) : null}
            </Chips>
          ) : null}
        </Body>
        <Buttons>
          <ButtonLink
            to={`/property/${property.id}`}
            $variant="outline"
            $size="sm"
            aria-label={t(messages.viewNamed, { title: property.title })}
          >
            {t(messages.view)}
          </ButtonLink>
          <ButtonLink
            to={`/host/edit-property/${property.id}`}
            $variant="outline"
            $size="sm"
            aria-label={t(messages.editNamed, { title: property.title })}
          >
            {t(messages.edit)}
          </ButtonLink>
          <Button
            $variant="destructive"
            $size="sm"
            aria-label={t(messages.deleteNamed, { title: property.title })}
            onClick={() => onDelete(property)}
          >
            {t(messages.delete)}
          </Button>
        </Buttons>
      </PropertyTile>
    </li>
  );
}

function ManageProperties({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(HostPropertiesDocument, {
    variables: { hostId: user.id },
  });
  const { pending, setPending, confirmDelete, deleting } = useDeleteProperty();
  const properties = data?.hostProperties ?? [];

  return (
    <HostPageLayout
      title={t(messages.title)}
      subtitle={data ? t(messages.subtitle, { count: properties.length }) : undefined}
      section="properties"
      actions={<ButtonLink to="/host/add-property">{t(messages.add)}</ButtonLink>}
    >
      {loading && !data ? (
        <Spinner label={t(messages.loading)} />
      ) : error ? (
        <ErrorState
          title={t(messages.error)}
          message={error.message}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : properties.length === 0 ? (
        <EmptyState
          title={t(messages.emptyTitle)}
          message={t(messages.emptyText)}
          action={<ButtonLink to="/host/add-property">{t(messages.addFirst)}</ButtonLink>}
        />
      ) : (
        <Cards>
          {properties.map((property) => (
            <PropertyCardItem key={property.id} property={property} onDelete={setPending} />
          ))}
        </Cards>
      )}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setPending(null);
        }}
        title={t(messages.confirmTitle)}
        description={t(messages.confirmText)}
        size="sm"
      >
        {pending ? <p dir="auto">{pending.title}</p> : null}
        <DialogActions>
          <Button $variant="outline" onClick={() => setPending(null)} disabled={deleting}>
            {t(messages.cancel)}
          </Button>
          <Button $variant="destructive" onClick={() => void confirmDelete()} disabled={deleting}>
            {deleting ? t(messages.deleting) : t(messages.delete)}
          </Button>
        </DialogActions>
      </Dialog>
    </HostPageLayout>
  );
}

/** /host/properties (SPEC 2 'Manage Properties'). */
function ManagePropertiesPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return <HostArea>{(user) => <ManageProperties user={user} />}</HostArea>;
}

export default withHostMessages(ManagePropertiesPage);
