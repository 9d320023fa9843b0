import styled from 'styled-components';
import { Button } from '@stays/ui';

const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

export interface FilterButtonsProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange(value: T): void;
}

/** A row of toggle buttons choosing one filter (aria-pressed), reachable by Tab and pressed by Enter/Space. */
export function FilterButtons<T extends string>({ label, value, options, onChange }: FilterButtonsProps<T>) {
  return (
    <Segments role="group" aria-label={label}>
      {options.map(([option, text]) => (
        <Button
          key={option}
          type="button"
          $size="sm"
          $variant={value === option ? 'primary' : 'outline'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {text}
        </Button>
      ))}
    </Segments>
  );
}
