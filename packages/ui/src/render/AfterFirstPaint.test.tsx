import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { AFTER_FIRST_PAINT_PENDING, AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('commits the page with the placeholder first, then the children in place of it', () => {
    const commits: string[] = [];
    function Committed({ name }: { name: string }) {
      useLayoutEffect(() => {
        const pending = document.querySelector(`[${AFTER_FIRST_PAINT_PENDING}]`) ? ' (pending)' : '';
        commits.push(`${name}: ${document.body.textContent ?? ''}${pending}`);
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
      'first screen: first screenwaiting (pending)',
      'waiting: first screenwaiting (pending)',
      'below the fold: first screenbelow the fold',
    ]);
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });
});
