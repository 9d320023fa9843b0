import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';

export function ScrollToTop() {
  const { pathname } = useLocation();
  // A new page starts at its top, as a full page load would. A block body on purpose: newer browsers return a
  // Promise from scrollTo, and an effect that returns anything but a clean-up function crashes React.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The app frame inside the providers: header, routed page, footer. */
export function App() {
  return (
    <Layout>
      <ScrollToTop />
      <AppRoutes />
    </Layout>
  );
}
