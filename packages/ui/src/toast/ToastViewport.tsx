import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { useKitText } from '../dialog/kitText';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD, TOAST_VIEWPORT_MAX_WIDTH } from './constants';
import type { ToastItem } from './ToastProvider';
import { useDrawnByServer } from '../render/useDrawnByServer';

const messages = defineMessages({
  region: { id: 'kit.toast.region', defaultMessage: 'Notifications ({hotkey})' },
  close: { id: 'kit.toast.close', defaultMessage: 'Close' },
});

// At the bottom on every screen (on a phone the top is the header and its menu), at the end side from small
// screens up, never wider than 420 px from medium screens up.
const Region = styled.section`
  position: fixed;
  inset-block-end: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  pointer-events: none;
  ${({ theme }) => theme.media.sm} {
    inset-inline: auto 0;
    inline-size: 100%;
  }
  ${({ theme }) => theme.media.md} {
    max-inline-size: ${TOAST_VIEWPORT_MAX_WIDTH};
  }
`;

// Plain boxes, not ol/li: each toast is a live status (or alert), and an ol may only hold list items.
const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  &:focus-visible {
    outline: none;
  }
`;

const slideIn = keyframes`from { opacity: 0; transform: translateY(12px); }`;

const Item = styled.div<{ $destructive: boolean }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.md};
  padding-inline-end: ${({ theme }) => theme.space.xl};
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  touch-action: pan-y;
  animation: ${slideIn} 180ms ease-out;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
  ${({ $destructive, theme }) =>
    $destructive &&
    css`
      border-color: ${theme.colors.danger};
      background: ${theme.colors.danger};
      color: #fff;
    `}
`;

const Text = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
`;

const Title = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Description = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;

const Action = styled.button`
  flex: none;
  align-self: center;
  min-block-size: 2rem;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Close = styled.button`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
  display: inline-grid;
  place-items: center;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.7;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

interface ViewportProps {
  toasts: ToastItem[];
  duration: number;
  onDismiss: (id: string) => void;
}

/** The notifications region: F8 moves focus into it; a pointer or focus inside pauses every timer. */
export function ToastViewport({ toasts, duration, onDismiss }: ViewportProps) {
  const text = useKitText();
  const list = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const drawnByServer = useDrawnByServer();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        list.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (drawnByServer) return null;
  const visible = toasts.filter((t) => t.open);
  return createPortal(
    <Region
      aria-label={text(messages.region, { hotkey: TOAST_HOTKEY })}
      data-keep-outside-modal=""
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <List ref={list} tabIndex={-1}>
        {visible.map((t) => (
          <Toast
            key={t.id}
            toast={t}
            duration={t.duration ?? duration}
            paused={paused}
            closeLabel={text(messages.close)}
            onDismiss={onDismiss}
          />
        ))}
      </List>
    </Region>,
    document.body,
  );
}

interface ToastProps {
  toast: ToastItem;
  duration: number;
  paused: boolean;
  closeLabel: string;
  onDismiss: (id: string) => void;
}

function Toast({ toast, duration, paused, closeLabel, onDismiss }: ToastProps) {
  const remaining = useRef(duration);
  const [offset, setOffset] = useState(0);
  const swipe = useRef<{ x: number; pointer: number } | null>(null);

  // Counts down only while not paused; a pause keeps the time left (Radix resumes, it does not restart).
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, toast.id, onDismiss]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    swipe.current = { x: event.clientX, pointer: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!swipe.current || swipe.current.pointer !== event.pointerId) return;
    setOffset(Math.max(0, event.clientX - swipe.current.x)); // swipe direction: right only
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!swipe.current || swipe.current.pointer !== event.pointerId) return;
    const distance = event.clientX - swipe.current.x;
    swipe.current = null;
    if (distance > TOAST_SWIPE_THRESHOLD) onDismiss(toast.id);
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <Item
      $destructive={destructive}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      data-variant={toast.variant ?? 'default'}
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) }
          : undefined
      }
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDismiss(toast.id);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipe.current = null;
        setOffset(0);
      }}
    >
      <Text>
        {toast.title ? <Title>{toast.title}</Title> : null}
        {toast.description ? <Description>{toast.description}</Description> : null}
      </Text>
      {toast.action ? (
        <Action
          type="button"
          aria-label={toast.action.altText}
          onClick={() => {
            toast.action?.onClick();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </Action>
      ) : null}
      <Close type="button" aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </Close>
    </Item>
  );
}
