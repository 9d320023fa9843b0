import styled from 'styled-components';
import { Card } from '@stays/ui';

/**
 * The card a sign-in page stands in (the staff and admin portals' form, the host access page): its title, its
 * sentences and its fields one under another.
 */
export const AccessPanel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
