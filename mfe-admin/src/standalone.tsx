import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@stays/platform';
import AdminLoginPage from './features/login/AdminLoginPage';
import AdminDashboardPage from './features/dashboard/AdminDashboardPage';
import AdminAddPropertyPage from './features/add-property/AdminAddPropertyPage';

// The remote's own pages without the shell; /graphql and /api are proxied by the dev server.
createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <AppProviders>
      <Routes>
        <Route path="/system/admin/login" element={<AdminLoginPage />} />
        <Route path="/system/admin/access" element={<AdminLoginPage />} />
        <Route path="/admin" element={<AdminDashboardPage />} />
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/add-property" element={<AdminAddPropertyPage />} />
      </Routes>
    </AppProviders>
  </BrowserRouter>,
);
