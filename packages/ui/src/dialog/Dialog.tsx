import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDrawnByServer } from '../render/useDrawnByServer';
import { defineMessages } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { focusableIn, isolate, trapTab } from './focus';
import { useKitText } from './kitText';

// A modal dialog with Radix Dialog's behaviour: rendered in a portal, focus moves in on open (first focusable
// element, or `initialFocus`), Tab and Shift+Tab loop inside, Escape and a click on the overlay close it, the
// rest of the page is inert and hidden from screen readers, the page does not scroll behind it, and focus
// returns to what had it before. Only the topmost of stacked dialogs reacts to Escape.

const messages = defineMessages({
  close: { id: 'kit.dialog.close', defaultMessage: 'Close' },
});

/** 'full' fills the screen (a photo viewer), the others are centred boxes of a fixed width. */
export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible name (aria-labelledby) and the visible heading. */
  title: ReactNode;
  /** Optional text under the title (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  size?: DialogSize;
  /** The element to focus on open instead of the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False hides the corner close button (the content then offers its own way out). */
  showClose?: boolean;
}

const open: HTMLElement[] = [];

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const widths: Record<DialogSize, string> = {
  sm: '24rem',
  md: '28rem',
  lg: '40rem',
  xl: '44rem',
  full: 'none',
};

const Content = styled.div<{ $size: DialogSize }>`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.modal};
  inline-size: 100%;
  max-inline-size: ${({ $size }) => widths[$size]};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
  animation: ${rise} 180ms ease-out;
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
  ${({ $size, theme }) =>
    $size === 'full'
      ? `
    display: flex;
    flex-direction: column;
    block-size: calc(100dvh - 2 * ${theme.space.md});
    padding: ${theme.space.md};
    `
      : ''}
`;

const Title = styled.h2`
  margin: 0;
  padding-inline-end: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
`;

const Description = styled.p`
  margin-block: ${({ theme }) => theme.space.xxs} 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  margin-block-start: ${({ theme }) => theme.space.md};
  /* In a full-screen dialog the body takes the height left under the title. */
  flex: 1 1 auto;
  min-block-size: 0;
`;

const Close = styled.button`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  display: inline-grid;
  place-items: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sandSoft};
    color: ${({ theme }) => theme.colors.ink};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export function Dialog(props: DialogProps) {
  const drawnByServer = useDrawnByServer();
  if (!props.open || drawnByServer) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  initialFocus,
  showClose = true,
}: DialogProps) {
  const text = useKitText();
  const layer = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => {
    const root = layer.current;
    const box = content.current;
    if (!root || !box) return;
    const before = document.activeElement as HTMLElement | null;
    open.push(root);
    const undoIsolate = isolate(root);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (
      initialFocus?.current ??
      focusableIn(box).find((el) => !el.hasAttribute('data-dialog-close')) ??
      box
    ).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (open[open.length - 1] !== root) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onOpenChangeRef.current(false);
      } else {
        trapTab(event, box);
      }
    };
    // Focus that escapes (a click on an inert area in old browsers, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (open[open.length - 1] !== root) return;
      if (event.target instanceof Node && !root.contains(event.target)) box.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      open.splice(open.indexOf(root), 1);
      undoIsolate();
      document.body.style.overflow = overflow;
      if (before && document.contains(before)) before.focus();
    };
    // Runs once per opening; the latest onOpenChange is read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={layer} data-stays-dialog="">
      <Overlay
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onOpenChangeRef.current(false);
        }}
      >
        <Content
          ref={content}
          $size={size}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
        >
          <Title id={titleId}>{title}</Title>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
          <Body>{children}</Body>
          {showClose ? (
            <Close
              type="button"
              data-dialog-close=""
              aria-label={text(messages.close)}
              onClick={() => onOpenChangeRef.current(false)}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Close>
          ) : null}
        </Content>
      </Overlay>
    </div>
  );
}
