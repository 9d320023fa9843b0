import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useGraphRead } from '@stays/platform';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTypedBeforeHydration } from '@stays/ui';
import { DestinationSuggestionsDocument } from '../../__generated__/graphql';
import { destinationLabel, matchDestinations, normalizePlace } from './destinations';
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

export interface DestinationFieldProps {
  id: string;
  value: string;
  placeholder: string;
  /** The guest typed. */
  onChange: (value: string) => void;
  /** The guest chose a suggestion: the server's name (the box then shows its label). */
  onChoose: (name: string) => void;
}

/**
 * The destination box as a combobox (WAI-ARIA 1.2 list autocomplete): the server's destination and region
 * names ('Tamuda Bay', 'Texas A&M'...), asked for once, shown and matched in the page's language as well as in
 * the server's English ('مرتيل' finds Martil); arrows to move, Enter to choose, Escape to close. The box holds
 * the label; the search bar sends the server's name.
 */
export function DestinationField({ id, value, placeholder, onChange, onChoose }: DestinationFieldProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const keepTyped = useTypedBeforeHydration<HTMLInputElement>();
  const { data } = useGraphRead(DestinationSuggestionsDocument, { variables: { text: '' }, skip: !open });
  const labels = useMemo(
    () =>
      matchDestinations(intl, (open && data?.destinationSuggestions) || [], value).map((name) => ({
        name,
        label: destinationLabel(intl, name),
      })),
    [intl, open, data, value],
  );
  // A name typed in full has nothing more to offer.
  const shown = labels.filter(({ label }) => normalizePlace(label) !== normalizePlace(value));

  const choose = ({ name }: { name: string }) => {
    onChoose(name);
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
        ref={keepTyped}
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
        {shown.map((suggestion, i) => (
          <li
            key={suggestion.name}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Chosen before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(suggestion);
            }}
          >
            {suggestion.label}
          </li>
        ))}
      </List>
    </Wrap>
  );
}
