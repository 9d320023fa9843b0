import { Component, Suspense, useContext, useState, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container, ErrorState, Spinner } from '@stays/ui';
import { pageTitleMessages } from './pageTitles';
import { RemotePageLoaderContext } from './remotePages';

interface BoundaryProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load (or to render) so only its own route shows the error. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote page "${this.props.title}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RemoteError title={this.props.title} onRetry={this.props.onRetry} />;
  }
}

function RemoteError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Frame>
      <ErrorState
        title={intl.formatMessage({
          id: 'remote.errorTitle',
          defaultMessage: 'This part of Stays could not load',
        })}
        message={intl.formatMessage(
          {
            id: 'remote.errorText',
            defaultMessage:
              'The {page} page did not load. Check your connection and try again; the rest of the site still works.',
          },
          { page: pageTitleMessages[title] ? intl.formatMessage(pageTitleMessages[title]) : title },
        )}
        onRetry={onRetry}
        retryLabel={intl.formatMessage({ id: 'remote.retry', defaultMessage: 'Retry' })}
      />
    </Frame>
  );
}

const Frame = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

/** Keeps the page area tall while a remote loads, so the footer does not jump (CLS budget). */
export const PageFallback = styled.div`
  min-block-size: 70vh;
`;

function Loading() {
  const intl = useIntl();
  return (
    <PageFallback>
      <Spinner label={intl.formatMessage({ id: 'remote.loading', defaultMessage: 'Loading page...' })} />
    </PageFallback>
  );
}

/** Renders one exposed remote page lazily, inside its own error boundary with a working Retry. */
export function RemoteRoute({ id, title }: { id: string; title: string }) {
  const loader = useContext(RemotePageLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const Page = loader.page(id);

  const retry = () => {
    void loader.retry(id).finally(() => setAttempt((n) => n + 1));
  };

  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} title={title} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
