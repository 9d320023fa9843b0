import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { AlertIcon, HomeIcon } from './Icons';

const Box = styled.div<{ $tone: 'neutral' | 'error' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xxl};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.sandDeep)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerSoft : theme.colors.sandSoft)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.text)};
  text-align: center;
`;

const Icon = styled.div<{ $danger?: boolean }>`
  display: grid;
  place-items: center;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  max-inline-size: 36rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, message, icon = <HomeIcon size={28} />, action }: EmptyStateProps) {
  return (
    <Box $tone="neutral">
      <Icon aria-hidden="true">{icon}</Icon>
      <Title>{title}</Title>
      {message ? <Text>{message}</Text> : null}
      {action}
    </Box>
  );
}

export interface ErrorStateProps {
  title?: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: ReactNode;
}

/** An error with a Retry button; role=alert so it is announced when it appears. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <Box $tone="error" role="alert">
      <Icon aria-hidden="true" $danger>
        <AlertIcon size={28} />
      </Icon>
      {title ? <Title>{title}</Title> : null}
      <Text style={{ color: 'inherit' }}>{message}</Text>
      {onRetry ? (
        <Button $variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Box>
  );
}
