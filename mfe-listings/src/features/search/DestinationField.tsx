import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { DestinationSuggestionsDocument } from '../../__generated__/graphql';
import { searchMessages as m } from './messages';

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  inset-inline: 0;
  inset-block-start: calc(100% + 0.25rem);
  z-index: 20;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  li {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.ink};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** The destination text waits this long after a key before asking for suggestions. */
export const SUGGEST_DELAY_MS = 150;

export interface DestinationFieldProps {
  id: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}

/**
 * The destination box as a combobox (WAI-ARIA 1.2 list autocomplete): the server's destination and region
 * names for what was typed ('Tamuda Bay', 'Texas A&M'...), arrows to move, Enter to choose, Escape to close.
 */
export function DestinationField({ id, value, placeholder, onChange }: DestinationFieldProps) {
  const t = useIntl().formatMessage;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [text, setText] = useState(value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setText(value.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const { data } = useQuery(DestinationSuggestionsDocument, { variables: { text }, skip: !open });
  const suggestions = (open && data?.destinationSuggestions) || [];
  const shown = suggestions.filter((name) => name.toLowerCase() !== value.trim().toLowerCase());

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && open && active >= 0 && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Wrap>
      <input
        id={id}
        name="location"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <List id={listId} role="listbox" aria-label={t(m.suggestions)} hidden={shown.length === 0}>
        {shown.map((name, i) => (
          <li
            key={name}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Chosen before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(name);
            }}
          >
            {name}
          </li>
        ))}
      </List>
    </Wrap>
  );
}
