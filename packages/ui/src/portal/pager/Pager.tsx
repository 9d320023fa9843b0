import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import { Button, useKitText } from '@stays/ui';

const text = defineMessages({
  label: { id: 'kit.pager.label', defaultMessage: 'Pages' },
  previous: { id: 'kit.pager.previous', defaultMessage: 'Previous' },
  next: { id: 'kit.pager.next', defaultMessage: 'Next' },
  range: { id: 'kit.pager.range', defaultMessage: '{from}–{to} of {total}' },
});

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
`;

const Range = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface PagerProps {
  /** The first row shown, from 0. */
  offset: number;
  /** Rows on this page. */
  count: number;
  /** Every row of the list (the server's total). */
  total: number;
  hasMore: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** While a page loads both buttons wait. */
  busy?: boolean;
  /** Names the navigation region when a screen has several lists ('Pending properties pages'). */
  label?: string;
}

/** 'Previous' / 'Next' through a list the server pages, with '1–25 of 60' announced politely. */
export function Pager({ offset, count, total, hasMore, onPrevious, onNext, busy, label }: PagerProps) {
  const t = useKitText();
  if (total === 0 && offset === 0) return null;
  return (
    <Bar aria-label={label ?? t(text.label)}>
      <Range aria-live="polite">
        {t(text.range, { from: count ? offset + 1 : 0, to: offset + count, total })}
      </Range>
      <Buttons>
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          disabled={busy || offset === 0}
          onClick={onPrevious}
        >
          {t(text.previous)}
        </Button>
        <Button type="button" $variant="outline" $size="sm" disabled={busy || !hasMore} onClick={onNext}>
          {t(text.next)}
        </Button>
      </Buttons>
    </Bar>
  );
}
