import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('commits the page with the placeholder first, then the children in place of it', () => {
    const commits: string[] = [];
    function Committed({ name }: { name: string }) {
      useLayoutEffect(() => {
        commits.push(`${name}: ${document.body.textContent ?? ''}`);
      }, [name]);
      return <p>{name}</p>;
    }
    render(
      <>
        <Committed name="first screen" />
        <AfterFirstPaint placeholder={<Committed name="waiting" />}>
          <Committed name="below the fold" />
        </AfterFirstPaint>
      </>,
    );
    expect(commits).toEqual([
      'first screen: first screenwaiting',
      'waiting: first screenwaiting',
      'below the fold: first screenbelow the fold',
    ]);
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });
});
