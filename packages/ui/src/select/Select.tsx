import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { controlStyles } from '../input/Input';
import { ChevronIcon } from '../primitives/Icons';
import { nextTypeaheadMatch, useTypeahead } from './typeahead';

// A listbox select with Radix UI's behaviour: a combobox trigger; Space/Enter/ArrowUp/ArrowDown open it
// with focus on the selected item; arrows, Home/End and type-ahead (1 s buffer) move; Enter/Space choose;
// Escape, Tab and a click outside close, returning focus to the trigger; typing on the closed trigger
// picks the next match directly. When the list overflows, scroll buttons appear and scroll it by one item
// every 50 ms while the pointer rests on them.

export const SCROLL_REPEAT_MS = 50;

export interface SelectOption {
  value: string;
  label: ReactNode;
  /** What type-ahead matches; defaults to the label when it is a string. */
  textValue?: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** The list's maximum block size before it scrolls (CSS length). */
  maxListHeight?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
  inline-size: 100%;
`;

const Trigger = styled.button`
  ${controlStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  text-align: start;
  cursor: pointer;
  &[data-placeholder] > span:first-child {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Content = styled.div`
  position: absolute;
  inset-block-start: calc(100% + 4px);
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
`;

const Viewport = styled.div<{ $max: string }>`
  max-block-size: ${({ $max }) => $max};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xxs};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus {
    outline: none;
  }
`;

const ScrollButton = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.muted};
  cursor: default;
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 2.25rem;
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  user-select: none;
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.ink};
  }
  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const textOf = (o: SelectOption) => o.textValue ?? (typeof o.label === 'string' ? o.label : o.value);

export function Select({
  options,
  value: controlled,
  defaultValue,
  onValueChange,
  placeholder,
  id,
  name,
  disabled,
  maxListHeight = '16rem',
  ...aria
}: SelectProps) {
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const [open, setOpen] = useState(false);
  const [canScrollUp, setCanScrollUp] = useState(false);
  const [canScrollDown, setCanScrollDown] = useState(false);
  const auto = useId().replace(/:/g, '');
  const triggerId = id ?? `select${auto}`;
  const listId = `${triggerId}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const enabled = options.filter((o) => !o.disabled).map((o) => ({ option: o, text: textOf(o) }));
  const selected = options.find((o) => o.value === value);

  const choose = useCallback(
    (next: string) => {
      if (controlled === undefined) setOwn(next);
      if (next !== value) onValueChange?.(next);
    },
    [controlled, onValueChange, value],
  );

  const close = useCallback(() => {
    setOpen(false);
    clearInterval(scrollTimer.current);
    triggerRef.current?.focus();
  }, []);

  const items = () =>
    Array.from(
      viewportRef.current?.querySelectorAll<HTMLElement>('[role="option"]:not([aria-disabled="true"])') ?? [],
    );
  const focusItem = (el: HTMLElement | undefined) => {
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView?.({ block: 'nearest' });
  };

  const updateScrollButtons = useCallback(() => {
    const vp = viewportRef.current;
    if (!vp) return;
    setCanScrollUp(vp.scrollTop > 0);
    setCanScrollDown(Math.ceil(vp.scrollTop) < vp.scrollHeight - vp.clientHeight);
  }, []);

  // On open: focus the selected item (or the first), like Radix.
  useLayoutEffect(() => {
    if (!open) return;
    const all = items();
    focusItem(all.find((el) => el.dataset.value === value) ?? all[0]);
    updateScrollButtons();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) {
        setOpen(false);
        clearInterval(scrollTimer.current);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  useEffect(() => () => clearInterval(scrollTimer.current), []);

  const typeaheadClosed = useTypeahead(
    useCallback(
      (search: string) => {
        const current = enabled.find((e) => e.option.value === value);
        const match = nextTypeaheadMatch(enabled, search, current);
        if (match) choose(match.option.value);
      },
      [enabled, value, choose],
    ),
  );
  const typeaheadOpen = useTypeahead(
    useCallback(
      (search: string) => {
        const focused = document.activeElement as HTMLElement | null;
        const current = enabled.find((e) => e.option.value === focused?.dataset.value);
        const match = nextTypeaheadMatch(enabled, search, current);
        if (match) focusItem(items().find((el) => el.dataset.value === match.option.value));
      },

      [enabled],
    ),
  );

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (open || e.ctrlKey || e.altKey || e.metaKey) return;
    // A space inside a type-ahead search is part of the search, otherwise it opens.
    if (e.key === ' ' && typeaheadClosed(' ')) {
      e.preventDefault();
      return;
    }
    if ([' ', 'Enter', 'ArrowUp', 'ArrowDown'].includes(e.key)) {
      e.preventDefault();
      setOpen(true);
      return;
    }
    if (typeaheadClosed(e.key)) e.preventDefault();
  };

  const onListKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    switch (e.key) {
      case 'ArrowDown':
        focusItem(all[Math.min(index + 1, all.length - 1)]);
        break;
      case 'ArrowUp':
        focusItem(all[Math.max(index - 1, 0)]);
        break;
      case 'Home':
      case 'PageUp':
        focusItem(all[0]);
        break;
      case 'End':
      case 'PageDown':
        focusItem(all[all.length - 1]);
        break;
      case 'Escape':
      case 'Tab':
        close();
        break;
      case 'Enter':
        if (index >= 0) {
          choose(all[index].dataset.value!);
          close();
        }
        break;
      case ' ':
        // A space inside a type-ahead search is part of the search, otherwise it chooses.
        if (typeaheadOpen(' ')) break;
        if (index >= 0) {
          choose(all[index].dataset.value!);
          close();
        }
        break;
      default:
        if (e.ctrlKey || e.altKey || e.metaKey || !typeaheadOpen(e.key)) return;
    }
    e.preventDefault();
  };

  const startScroll = (direction: -1 | 1) => {
    clearInterval(scrollTimer.current);
    scrollTimer.current = setInterval(() => {
      const vp = viewportRef.current;
      if (!vp) return;
      const step = (vp.querySelector<HTMLElement>('[role="option"]')?.offsetHeight || 36) * direction;
      vp.scrollTop += step;
      updateScrollButtons();
    }, SCROLL_REPEAT_MS);
  };
  const stopScroll = () => clearInterval(scrollTimer.current);

  const scrollButton = (direction: -1 | 1) => (
    <ScrollButton
      aria-hidden="true"
      data-testid={direction < 0 ? 'select-scroll-up' : 'select-scroll-down'}
      onPointerDown={() => startScroll(direction)}
      onPointerMove={() => {
        if (!scrollTimer.current) startScroll(direction);
      }}
      onPointerLeave={() => {
        stopScroll();
        scrollTimer.current = undefined;
      }}
    >
      <ChevronIcon direction={direction < 0 ? 'up' : 'down'} />
    </ScrollButton>
  );

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="none"
        aria-label={aria['aria-label']}
        aria-labelledby={aria['aria-labelledby']}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid'] || undefined}
        data-placeholder={selected ? undefined : ''}
        data-state={open ? 'open' : 'closed'}
        disabled={disabled}
        // Keys open it in onKeyDown; a click that a key produced (detail 0) must not toggle it back.
        onClick={(e) => {
          if (e.detail === 0) return;
          if (open) close();
          else setOpen(true);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        <span>{selected ? selected.label : placeholder}</span>
        <ChevronIcon />
      </Trigger>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      {open ? (
        <Content data-state="open">
          {canScrollUp ? scrollButton(-1) : null}
          <Viewport
            ref={viewportRef}
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-label={aria['aria-label']}
            aria-labelledby={aria['aria-labelledby'] ?? (aria['aria-label'] ? undefined : triggerId)}
            $max={maxListHeight}
            onKeyDown={onListKeyDown}
            onScroll={updateScrollButtons}
          >
            {options.map((o) => (
              <Item
                key={o.value}
                role="option"
                tabIndex={-1}
                aria-selected={o.value === value}
                aria-disabled={o.disabled || undefined}
                data-value={o.value}
                onPointerMove={(e) => {
                  if (!o.disabled) (e.currentTarget as HTMLElement).focus({ preventScroll: true });
                }}
                onClick={() => {
                  if (o.disabled) return;
                  choose(o.value);
                  close();
                }}
              >
                {o.label}
              </Item>
            ))}
          </Viewport>
          {canScrollDown ? scrollButton(1) : null}
        </Content>
      ) : null}
    </Root>
  );
}
