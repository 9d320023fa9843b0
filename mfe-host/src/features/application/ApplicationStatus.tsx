import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFormatters } from '@stays/platform';
import { Badge, type BadgeVariant, ButtonLink, Card, ErrorState, Spinner } from '@stays/ui';
import { MyHostApplicationDocument, type HostApplicationStatus } from '../../__generated__/graphql';

export const applicationMessages = defineMessages({
  loading: { id: 'host.application.loading', defaultMessage: 'Looking for your host application...' },
  failed: { id: 'host.application.failed', defaultMessage: 'Your host application could not be loaded.' },
  retry: { id: 'host.application.retry', defaultMessage: 'Try again' },
  noneTitle: { id: 'host.application.noneTitle', defaultMessage: 'Host pages are for hosts' },
  noneText: {
    id: 'host.application.noneText',
    defaultMessage:
      'A guest account becomes a host account through a host application, reviewed by our team within 3-5 business days.',
  },
  apply: { id: 'host.application.apply', defaultMessage: 'Apply to host' },
  trips: { id: 'host.application.trips', defaultMessage: 'My trips' },
  pendingTitle: {
    id: 'host.application.pendingTitle',
    defaultMessage: 'Your host application is being reviewed',
  },
  pendingText: {
    id: 'host.application.pendingText',
    defaultMessage:
      'Sent on {date}. Our team reviews every application within 3-5 business days; you will get a notification.',
  },
  approvedTitle: {
    id: 'host.application.approvedTitle',
    defaultMessage: 'Your host application was approved',
  },
  approvedText: {
    id: 'host.application.approvedText',
    defaultMessage: 'Sign in again to open your host dashboard.',
  },
  signIn: { id: 'host.application.signIn', defaultMessage: 'Sign in' },
  rejectedTitle: {
    id: 'host.application.rejectedTitle',
    defaultMessage: 'Your host application was not approved',
  },
  rejectedReason: { id: 'host.application.rejectedReason', defaultMessage: 'The reviewer’s reason:' },
  applyAgain: { id: 'host.application.applyAgain', defaultMessage: 'Apply again' },
  pending: { id: 'host.application.status.pending', defaultMessage: 'Pending' },
  approved: { id: 'host.application.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'host.application.status.rejected', defaultMessage: 'Not approved' },
});

const BADGE: Record<HostApplicationStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 40vh;
  padding: ${({ theme }) => theme.space.lg};
`;

const Panel = styled(Card)`
  max-inline-size: 32rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  blockquote {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A signed-in guest in the host area: their host application's status (pending, approved, or not approved with
 * the reviewer's reason), or, with none, the one way to become a host. Never 'Access Denied'.
 */
export function ApplicationStatus() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { date } = useFormatters();
  const { data, loading, error, refetch } = useQuery(MyHostApplicationDocument, {
    fetchPolicy: 'network-only',
  });
  if (loading && !data)
    return (
      <Centered>
        <Spinner label={t(applicationMessages.loading)} />
      </Centered>
    );
  if (error && !data)
    return (
      <Centered>
        <ErrorState
          message={t(applicationMessages.failed)}
          onRetry={() => void refetch().catch(() => undefined)}
          retryLabel={t(applicationMessages.retry)}
        />
      </Centered>
    );
  const application = data?.myHostApplication;
  const trips = (
    <ButtonLink to="/trips" $variant="outline">
      {t(applicationMessages.trips)}
    </ButtonLink>
  );
  if (!application)
    return (
      <Centered>
        <Panel $padded data-testid="host-application">
          <h1>{t(applicationMessages.noneTitle)}</h1>
          <p>{t(applicationMessages.noneText)}</p>
          <Links>
            <ButtonLink to="/host-signup">{t(applicationMessages.apply)}</ButtonLink>
            {trips}
          </Links>
        </Panel>
      </Centered>
    );
  const { status } = application;
  return (
    <Centered>
      <Panel $padded data-testid="host-application">
        <Badge $variant={BADGE[status]}>{t(applicationMessages[status])}</Badge>
        <h1>{t(applicationMessages[`${status}Title`])}</h1>
        {status === 'pending' ? (
          <p>{t(applicationMessages.pendingText, { date: date(application.createdAt) })}</p>
        ) : null}
        {status === 'approved' ? <p>{t(applicationMessages.approvedText)}</p> : null}
        {status === 'rejected' && application.reviewNote ? (
          <>
            <p>{t(applicationMessages.rejectedReason)}</p>
            <blockquote dir="auto">{application.reviewNote}</blockquote>
          </>
        ) : null}
        <Links>
          {status === 'approved' ? (
            <ButtonLink to="/login">{t(applicationMessages.signIn)}</ButtonLink>
          ) : null}
          {status === 'rejected' ? (
            <ButtonLink to="/host-signup">{t(applicationMessages.applyAgain)}</ButtonLink>
          ) : null}
          {trips}
        </Links>
      </Panel>
    </Centered>
  );
}
