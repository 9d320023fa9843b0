import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fullNameOf } from '@stays/contracts';
import { Badge, Card, ImageWithFallback } from '@stays/ui';
import type { PropertyDetailsFieldsFragment } from '../../__generated__/graphql';
import { propertyMessages as m } from './messages';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Avatar = styled.div`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Meta = styled.div`
  display: grid;
  gap: 0.125rem;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The year the host's account was made, in the reader's calendar; null when the date cannot be read. */
function joinedYear(createdAt: string | undefined, intl: ReturnType<typeof useIntl>): string | null {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime())
    ? intl.formatDate(date, { year: 'numeric', timeZone: 'UTC' })
    : null;
}

/**
 * Who hosts this place: the year they joined, from their account (SPEC's fixed 'Joined in 2024' and 'Usually
 * responds within an hour' were claims the data did not support; docs/decisions.md). 'Superhost' only when the
 * server says the host meets its rule (issue 30 #6), never for every host.
 */
export function HostCard({
  host,
  superhost = false,
}: {
  host: PropertyDetailsFieldsFragment['host'];
  superhost?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const name = fullNameOf(host, t(m.yourHost));
  const year = joinedYear(host?.createdAt, intl);
  return (
    <Card as="section" aria-label={t(m.host)}>
      <Row>
        <Avatar aria-hidden="true">
          {host?.profileImageUrl ? (
            <ImageWithFallback src={host.profileImageUrl} alt="" />
          ) : (
            name.charAt(0).toUpperCase()
          )}
        </Avatar>
        <Meta>
          <h2>{t(m.hostedBy, { name })}</h2>
          {year ? <p>{t(m.joined, { year })}</p> : null}
        </Meta>
        {superhost ? (
          <Badge $variant="outline" style={{ marginInlineStart: 'auto' }}>
            {t(m.superhost)}
          </Badge>
        ) : null}
      </Row>
    </Card>
  );
}
