import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';

function ScrollToTop() {
  const { pathname } = useLocation();
  // A new page starts at its top, as a full page load would.
  useEffect(() => window.scrollTo(0, 0), [pathname]);
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
