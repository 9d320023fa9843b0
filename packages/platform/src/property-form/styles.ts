// The property form's styled pieces: the cards, the two-column pairs, the footer.
import styled from 'styled-components';
import { Card } from '@stays/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const AdminBox = styled(Section)`
  border-color: ${({ theme }) => theme.colors.coral};
  background: ${({ theme }) => theme.colors.coralSoft};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
