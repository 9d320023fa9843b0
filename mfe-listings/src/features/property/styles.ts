// The property page's layout: the page, its two columns (the story, the booking side).
import styled from 'styled-components';
import { Container } from '@stays/ui';

export const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg} 6rem;
  ${({ theme }) => theme.media.lg} {
    padding-block-end: ${({ theme }) => theme.space.xxl};
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    align-items: start;
  }
`;

export const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-inline-size: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block-end: ${({ theme }) => theme.space.md};
  }
`;

/**
 * The booking card and "Contact Host". Beside the details on a wide screen they stay in view together (one sticky
 * column: a card that stuck alone slid over the contact card below it); one column on a phone, where they scroll
 * with the page and the booking bar stays at the bottom.
 */
export const Side = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    inset-block-start: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;
