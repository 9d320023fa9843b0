import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChevronIcon, Dialog, horizontalStep, ImageWithFallback } from '@stays/ui';
import { propertyMessages as m } from './messages';

/** A horizontal move of at least this many pixels is a swipe to the next or previous photo. */
export const SWIPE_PX = 50;

const Stage = styled.div`
  position: relative;
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  block-size: 100%;
  touch-action: pan-y;
  figure {
    margin: 0;
    display: grid;
    place-items: center;
    min-block-size: 0;
    background: ${({ theme }) => theme.colors.ink};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
  }
  figure img {
    max-inline-size: 100%;
    max-block-size: 100%;
    object-fit: contain;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  button {
    display: inline-grid;
    place-items: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    cursor: pointer;
  }
  button:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  /* The arrows point the way the photos run in the reading direction. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  p {
    margin: 0;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * Every photo of a stay, full screen: Previous / Next buttons, the arrow keys (in the reading direction), a swipe
 * on a touch screen, Escape or Close to leave; focus stays inside (the kit's Dialog) and returns to the photo that
 * opened it. The photos loop from the last back to the first.
 */
export function PhotoViewer({
  images,
  title,
  index,
  onIndexChange,
  onClose,
}: {
  images: readonly string[];
  title: string;
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const t = useIntl().formatMessage;
  const swipeFrom = useRef<number | null>(null);
  const count = images.length;
  const current = index === null ? 0 : Math.min(Math.max(index, 0), count - 1);
  const go = (step: number) => onIndexChange((current + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = horizontalStep(event.key, event.currentTarget);
    if (step === 0) return;
    event.preventDefault();
    go(step);
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    swipeFrom.current = event.changedTouches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    const to = event.changedTouches[0]?.clientX;
    swipeFrom.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
    // A swipe towards the start of the line shows the next photo (leftwards in English, rightwards in Arabic).
    const towardsStart = to < from;
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    go(towardsStart !== rtl ? 1 : -1);
  };

  return (
    <Dialog
      open={index !== null && count > 0}
      onOpenChange={(open) => !open && onClose()}
      title={t(m.photoOf, { title, number: current + 1, count })}
      size="full"
    >
      <Stage
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="photo-viewer"
      >
        <figure>
          <ImageWithFallback
            key={images[current]}
            src={images[current]}
            alt={t(m.photo, { title, number: current + 1 })}
            decoding="async"
          />
        </figure>
        <Controls>
          <button type="button" onClick={() => go(-1)} aria-label={t(m.previousPhoto)} disabled={count < 2}>
            <ChevronIcon direction="left" size={20} />
          </button>
          <p aria-live="polite">{t(m.photoCount, { number: current + 1, count })}</p>
          <button type="button" onClick={() => go(1)} aria-label={t(m.nextPhoto)} disabled={count < 2}>
            <ChevronIcon direction="right" size={20} />
          </button>
        </Controls>
      </Stage>
    </Dialog>
  );
}
