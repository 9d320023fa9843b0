import { Component, Suspense, act, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { readPromise } from './readPromise';

function Value({ load }: { load: Promise<string> }) {
  return <p>{readPromise(load)}</p>;
}

class Caught extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

function deferred() {
  let settle!: { resolve: (value: string) => void; reject: (error: Error) => void };
  const promise = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('readPromise', () => {
  it('shows the fallback while the promise is pending, then its value', async () => {
    const load = deferred();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Value load={load.promise} />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => load.resolve('Ready'));
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('gives a settled value on the first render of a later reader, without a fallback', async () => {
    const load = deferred();
    const first = render(
      <Suspense fallback={<p>Loading</p>}>
        <Value load={load.promise} />
      </Suspense>,
    );
    await act(async () => load.resolve('Cached'));
    first.unmount();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Value load={load.promise} />
      </Suspense>,
    );
    expect(screen.getByText('Cached')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('throws a rejected promise’s error to the nearest error boundary', async () => {
    const load = deferred();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Caught>
        <Suspense fallback={<p>Loading</p>}>
          <Value load={load.promise} />
        </Suspense>
      </Caught>,
    );
    await act(async () => load.reject(new Error('Could not load')));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
  });
});
