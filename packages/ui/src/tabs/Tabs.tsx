import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { horizontalStep } from '../a11y/direction';

// Tabs with the WAI-ARIA tabs pattern and Radix UI's defaults: automatic activation (focus selects),
// roving tabindex (Tab enters the list at the selected tab, then goes to the panel), arrows loop,
// Home/End, and arrows follow the reading direction in right-to-left text.

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
  orientation: 'horizontal' | 'vertical';
  activation: 'automatic' | 'manual';
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error(`<${part}> must be inside <Tabs>`);
  return ctx;
}

const safeId = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');
const tabId = (base: string, value: string) => `${base}-tab-${safeId(value)}`;
const panelId = (base: string, value: string) => `${base}-panel-${safeId(value)}`;

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  /** 'automatic' (default): moving focus selects; 'manual': Enter/Space selects. */
  activationMode?: 'automatic' | 'manual';
  children: ReactNode;
}

export function Tabs({
  value: controlled,
  defaultValue = '',
  onValueChange,
  orientation = 'horizontal',
  activationMode = 'automatic',
  children,
  ...rest
}: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const baseId = `tabs${useId().replace(/:/g, '')}`;
  const select = useCallback(
    (next: string) => {
      if (controlled === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [controlled, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ value, select, baseId, orientation, activation: activationMode }}>
      <div data-orientation={orientation} {...rest}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sandSoft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* On a phone the tabs wrap onto a second row rather than hide behind a scroll. */
  flex-wrap: wrap;
  &[aria-orientation='vertical'] {
    flex-direction: column;
  }
`;

export function TabList({ children, onKeyDown, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const { orientation, activation, select } = useTabs('TabList');
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    let next: number | null = null;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else if (orientation === 'horizontal') {
      const step = horizontalStep(event.key, event.currentTarget);
      if (step) next = index + step;
    } else if (event.key === 'ArrowDown') next = index + 1;
    else if (event.key === 'ArrowUp') next = index - 1;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    target.focus();
    if (activation === 'automatic' && target.dataset.value !== undefined) select(target.dataset.value);
  };
  return (
    <List role="tablist" aria-orientation={orientation} onKeyDown={handleKeyDown} {...rest}>
      {children}
    </List>
  );
}

const TabButton = styled.button`
  flex: 1 0 auto;
  min-block-size: 2.5rem;
  padding-inline: ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    color 120ms ease;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.ink};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export interface TabProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'onSelect'> {
  value: string;
  disabled?: boolean;
}

export function Tab({ value, disabled, children, onClick, onKeyDown, ...rest }: TabProps) {
  const ctx = useTabs('Tab');
  const selected = ctx.value === value;
  return (
    <TabButton
      type="button"
      role="tab"
      id={tabId(ctx.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(ctx.baseId, value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) ctx.select(value);
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (ctx.activation === 'manual' && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          ctx.select(value);
        }
      }}
      {...rest}
    >
      {children}
    </TabButton>
  );
}

const Panel = styled.div`
  padding-block-start: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

/**
 * Every panel element exists (so each tab's aria-controls points at a real element) but only the selected
 * one is shown and has content; the panel itself is focusable (tabIndex 0), as in Radix.
 */
export function TabPanel({ value, children, ...rest }: TabPanelProps) {
  const ctx = useTabs('TabPanel');
  const selected = ctx.value === value;
  return (
    <Panel
      role="tabpanel"
      id={panelId(ctx.baseId, value)}
      aria-labelledby={tabId(ctx.baseId, value)}
      tabIndex={selected ? 0 : -1}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      {...rest}
    >
      {selected ? children : null}
    </Panel>
  );
}
