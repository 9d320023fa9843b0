import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Favorites } from './useFavorites';
import { favoriteMessages as m } from './messages';

const Button = styled.button<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ $on, theme }) => ($on ? theme.colors.coral : theme.colors.ink)};
  cursor: pointer;
  &:disabled {
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

/**
 * The heart on a card and on the property page: a toggle button (aria-pressed) named after the stay. Only this
 * is on the landing path; what a click does loads when it is wanted (useFavorites).
 */
export function HeartButton({
  favorites,
  propertyId,
  title,
}: {
  favorites: Favorites;
  propertyId: string;
  title: string;
}) {
  const t = useIntl().formatMessage;
  const on = favorites.isSaved(propertyId);
  return (
    <Button
      type="button"
      $on={on}
      aria-pressed={on}
      aria-label={t(on ? m.remove : m.save, { title })}
      disabled={favorites.busy(propertyId)}
      onClick={() => favorites.toggle(propertyId, title)}
      onPointerEnter={favorites.prepare}
      onFocus={favorites.prepare}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.7 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.4 0 5.6 3.3 4.4 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </Button>
  );
}
