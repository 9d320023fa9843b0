import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HydrateWhenSeen } from '@stays/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { PortalHeader, portalOf } from './PortalHeader';

const Skip = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.sm};
  inset-block-start: -3rem;
  z-index: 50;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  &:focus {
    inset-block-start: ${({ theme }) => theme.space.sm};
  }
`;

const Main = styled.main`
  /* Keeps the footer below the fold while a remote page loads, so nothing jumps (CLS budget). */
  min-block-size: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
`;

/**
 * The footer is below the fold on every page: a drawn page hydrates it when it comes near the screen or a pointer
 * or the focus reaches it (until then its links are plain links). One element for every render, so a re-render
 * of the layout does not reach it while it is held.
 */
const FOOTER = (
  <HydrateWhenSeen>
    <Footer />
  </HydrateWhenSeen>
);

/**
 * Header, the routed page and the footer. The header and footer never depend on a remote; the staff and admin
 * areas have their own header instead of the public one.
 */
export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const portal = portalOf(useLocation().pathname);
  return (
    <>
      <Skip href="#main">
        {intl.formatMessage({ id: 'skip.toContent', defaultMessage: 'Skip to content' })}
      </Skip>
      {portal ? <PortalHeader portal={portal} /> : <Header />}
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {FOOTER}
    </>
  );
}
