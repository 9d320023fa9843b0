import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import styled from 'styled-components';

// Radix UI's tooltip timing (SPEC 9): a pointer resting on a trigger opens its tooltip after 700 ms; once
// one has been open, moving to another trigger within 300 ms of it closing opens the next at once (the
// "skip" window). Keyboard focus opens at once; Escape, blur, pointer leave and pointer down close.

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface TooltipTiming {
  delayDuration: number;
  skipDelayDuration: number;
  /** True while the skip window is open (a tooltip is open, or closed less than skipDelayDuration ago). */
  isSkipping: () => boolean;
  onOpen: () => void;
  onClose: () => void;
}

function createTiming(
  delayDuration: number,
  skipDelayDuration: number,
): TooltipTiming & { dispose: () => void } {
  let skipping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    delayDuration,
    skipDelayDuration,
    isSkipping: () => skipping,
    onOpen: () => {
      clearTimeout(timer);
      skipping = true;
    },
    onClose: () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        skipping = false;
      }, skipDelayDuration);
    },
    dispose: () => clearTimeout(timer),
  };
}

// Tooltips outside any provider still share one skip window, as they would under one Radix provider.
const TimingContext = createContext<TooltipTiming>(createTiming(TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS));

export interface TooltipProviderProps {
  delayDuration?: number;
  skipDelayDuration?: number;
  children: ReactNode;
}

export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  children,
}: TooltipProviderProps) {
  const timing = useMemo(
    () => createTiming(delayDuration, skipDelayDuration),
    [delayDuration, skipDelayDuration],
  );
  useEffect(() => () => timing.dispose(), [timing]);
  return <TimingContext.Provider value={timing}>{children}</TimingContext.Provider>;
}

// As wide as the trigger even inside a grid or flex column that would stretch it, so the bubble centres on
// the trigger.
const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  inline-size: fit-content;
  max-inline-size: 100%;
`;

// The positioner spans the trigger's width and centres the bubble with flexbox, which centres in either
// reading direction (no physical left/translateX).
const Positioner = styled.span<{ $side: 'top' | 'bottom' }>`
  position: absolute;
  inset-inline: 0;
  ${({ $side }) => ($side === 'top' ? 'inset-block-end: calc(100% + 6px);' : 'inset-block-start: calc(100% + 6px);')}
  display: flex;
  justify-content: center;
  pointer-events: none;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
`;

const Bubble = styled.span`
  flex: none;
  inline-size: max-content;
  max-inline-size: min(18rem, 80vw);
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
  white-space: normal;
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

type TriggerProps = Record<string, unknown> & {
  onPointerEnter?: (e: SyntheticEvent) => void;
  onPointerLeave?: (e: SyntheticEvent) => void;
  onPointerDown?: (e: SyntheticEvent) => void;
  onFocus?: (e: SyntheticEvent) => void;
  onBlur?: (e: SyntheticEvent) => void;
};

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement<TriggerProps>;
  side?: 'top' | 'bottom';
  /** Overrides the provider's open delay for this tooltip. */
  delayDuration?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration,
  open: controlled,
  onOpenChange,
}: TooltipProps) {
  const timing = useContext(TimingContext);
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wasOpen = useRef(false);
  // A click focuses the trigger too; like Radix, focus that comes from a pointer press opens nothing.
  const pressing = useRef(false);
  const id = `tooltip${useId().replace(/:/g, '')}`;

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(openTimer.current);
      if (controlled === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );

  // The shared skip window follows this tooltip's real open state.
  useEffect(() => {
    if (open) timing.onOpen();
    else if (wasOpen.current) timing.onClose();
    wasOpen.current = open;
  }, [open, timing]);
  useEffect(() => () => clearTimeout(openTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const delayedOpen = () => {
    clearTimeout(openTimer.current);
    if (timing.isSkipping()) {
      setOpen(true);
      return;
    }
    openTimer.current = setTimeout(() => setOpen(true), delayDuration ?? timing.delayDuration);
  };

  const chain =
    (theirs: ((e: SyntheticEvent) => void) | undefined, ours: (e: SyntheticEvent) => void) =>
    (e: SyntheticEvent) => {
      theirs?.(e);
      ours(e);
    };

  const p = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': open ? id : (p['aria-describedby'] as string | undefined),
    'data-state': open ? 'delayed-open' : 'closed',
    onPointerEnter: chain(p.onPointerEnter, (e) => {
      if ((e.nativeEvent as PointerEvent).pointerType !== 'touch') delayedOpen();
    }),
    onPointerLeave: chain(p.onPointerLeave, () => setOpen(false)),
    onPointerDown: chain(p.onPointerDown, () => {
      pressing.current = true;
      document.addEventListener('pointerup', () => (pressing.current = false), { once: true });
      setOpen(false);
    }),
    onFocus: chain(p.onFocus, () => {
      if (!pressing.current) setOpen(true);
    }),
    onBlur: chain(p.onBlur, () => setOpen(false)),
  });

  return (
    <Anchor>
      {trigger}
      {open ? (
        <Positioner $side={side}>
          <Bubble role="tooltip" id={id}>
            {content}
          </Bubble>
        </Positioner>
      ) : null}
    </Anchor>
  );
}
