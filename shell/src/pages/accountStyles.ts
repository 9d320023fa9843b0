import styled from 'styled-components';
import { Card } from '@stays/ui';

/** One part of the account page (name, photo, password, deleting the account): a card with its heading. */
export const Section = styled(Card)`
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  li {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
`;
