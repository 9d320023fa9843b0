import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import { useKitText } from '../dialog/kitText';

// A text box with a server limit shows how much room is left once the text nears it, and says by how much it is
// over, so nobody types 2,000 characters to learn the limit from a refusal (issue 30 #1).

export const textLimitMessages = defineMessages({
  count: { id: 'kit.textLimit.count', defaultMessage: '{count, number} / {max, number}' },
  over: {
    id: 'kit.textLimit.over',
    defaultMessage:
      '{count, number} / {max, number}: {over, plural, one {# character} other {# characters}} too many',
  },
  tooLong: {
    id: 'kit.textLimit.tooLong',
    defaultMessage: 'Keep it to {max, number} characters or fewer',
  },
  tooShort: {
    id: 'kit.textLimit.tooShort',
    defaultMessage: 'Write at least {min, number} characters',
  },
});

/** The counter appears from this share of the limit on. */
export const TEXT_LIMIT_SHOW_FROM = 0.8;

const Count = styled.span<{ $over: boolean }>`
  display: block;
  text-align: end;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.semibold : 'inherit')};
`;

export interface CharacterCountProps {
  /** The text as the server will count it (trimmed where the server trims). */
  length: number;
  max: number;
}

/** `1,640 / 2,000` near the limit, `2,001 / 2,000: 1 character too many` past it; nothing before. */
export function CharacterCount({ length, max }: CharacterCountProps) {
  const text = useKitText();
  if (length < max * TEXT_LIMIT_SHOW_FROM) return null;
  const over = length - max;
  return (
    <Count $over={over > 0} data-testid="character-count">
      {over > 0
        ? text(textLimitMessages.over, { count: length, max, over })
        : text(textLimitMessages.count, { count: length, max })}
    </Count>
  );
}
