import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { AuthModalProvider, type AuthModalProviderProps } from './auth/AuthModalProvider';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';
import { CorruptSessionRedirect } from './session/CorruptSessionRedirect';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  // A new page starts at its top, as a full page load would. The page the browser loaded keeps its scroll: a
  // visitor may have scrolled the page the server drew before the app took it over. A block body on purpose:
  // newer browsers return a Promise from scrollTo, and an effect that returns anything but a clean-up function
  // crashes React.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The app frame inside the providers: header, routed page, footer, and the sign-in dialog. */
export function App({ reload }: { reload?: AuthModalProviderProps['reload'] }) {
  return (
    <AuthModalProvider reload={reload}>
      <CorruptSessionRedirect />
      <Layout>
        <ScrollToTop />
        <AppRoutes />
      </Layout>
    </AuthModalProvider>
  );
}
