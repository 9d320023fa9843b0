import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFormatters, useWriteThenRefresh, type SessionUser } from '@stays/platform';
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
  useToast,
} from '@stays/ui';
import {
  DeletePropertyDocument,
  HostPropertiesDocument,
  type HostPropertyFieldsFragment,
} from '../../__generated__/graphql';
import { withHostMessages } from '../../i18n/withHostMessages';
import { HostArea, HostPageLayout, useDocumentTitle } from '../common/HostArea';
import { usePropertyType, useStatusBadge } from '../common/labels';

const messages = defineMessages({
  title: { id: 'host.properties.title', defaultMessage: 'Manage Properties' },
  subtitle: {
    id: 'host.properties.subtitle',
    defaultMessage: '{count, plural, one {# property} other {# properties}}',
  },
  add: { id: 'host.properties.add', defaultMessage: 'Add Property' },
  loading: { id: 'host.properties.loading', defaultMessage: 'Loading your properties...' },
  emptyTitle: { id: 'host.properties.emptyTitle', defaultMessage: 'No Properties Yet' },
  emptyText: {
    id: 'host.properties.emptyText',
    defaultMessage: 'Start earning by listing your first property.',
  },
  addFirst: { id: 'host.properties.addFirst', defaultMessage: 'Add Your First Property' },
  perNight: { id: 'host.properties.perNight', defaultMessage: '{price} / night' },
  more: { id: 'host.properties.more', defaultMessage: '+{count} more' },
  view: { id: 'host.properties.view', defaultMessage: 'View' },
  edit: { id: 'host.properties.edit', defaultMessage: 'Edit' },
  delete: { id: 'host.properties.delete', defaultMessage: 'Delete' },
  viewNamed: { id: 'host.properties.viewNamed', defaultMessage: 'View {title}' },
  editNamed: { id: 'host.properties.editNamed', defaultMessage: 'Edit {title}' },
  deleteNamed: { id: 'host.properties.deleteNamed', defaultMessage: 'Delete {title}' },
  confirmTitle: { id: 'host.properties.confirmTitle', defaultMessage: 'Delete property' },
  confirmText: {
    id: 'host.properties.confirmText',
    defaultMessage: 'Are you sure you want to delete this property?',
  },
  cancel: { id: 'host.properties.cancel', defaultMessage: 'Cancel' },
  deleting: { id: 'host.properties.deleting', defaultMessage: 'Deleting...' },
  deleted: { id: 'host.properties.deleted', defaultMessage: 'Property Deleted' },
  deletedText: {
    id: 'host.properties.deletedText',
    defaultMessage: 'Property has been removed successfully.',
  },
  deleteFailed: { id: 'host.properties.deleteFailed', defaultMessage: 'Failed to delete property.' },
  upcomingStays: {
    id: 'host.properties.upcomingStays',
    defaultMessage:
      'Guests still have {count, plural, one {# approved stay} other {# approved stays}} to come here. You can delete it once they are over; meanwhile you can block its free nights on the calendar.',
  },
  rejected: { id: 'host.properties.rejected', defaultMessage: 'Needs changes: {reason}' },
  error: { id: 'host.properties.error', defaultMessage: 'Failed to load your properties' },
});

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

/** The server's 409 for a property with stays still to come names how many: 'This property has N upcoming...'. */
export function upcomingStaysIn(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const conflict = error.errors.find((e) => e.extensions?.code === 'CONFLICT');
  const count = conflict?.message.match(/has (\d+) upcoming approved stay/);
  return count ? Number(count[1]) : null;
}

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
  const { toast } = useToast();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(HostPropertiesDocument, {
    variables: { hostId: user.id },
  });
  const [remove, { busy: deleting }] = useWriteThenRefresh(DeletePropertyDocument, ['HostProperties']);
  const [pending, setPending] = useState<HostPropertyFieldsFragment | null>(null);
  const properties = data?.hostProperties ?? [];

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove({ id: pending.id });
      setPending(null);
      toast({ title: t(messages.deleted), description: t(messages.deletedText) });
    } catch (failure) {
      setPending(null);
      const upcoming = upcomingStaysIn(failure);
      toast({
        variant: 'destructive',
        title: t(messages.deleteFailed),
        description: upcoming !== null ? t(messages.upcomingStays, { count: upcoming }) : undefined,
      });
    }
  };

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
