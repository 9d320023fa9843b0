import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@stays/platform';
import StaffLoginPage from './features/login/StaffLoginPage';
import StaffDashboardPage from './features/dashboard/StaffDashboardPage';

// The remote's own pages without the shell; /graphql and /api are proxied by the dev server.
createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <AppProviders>
      <Routes>
        <Route path="/system/staff/login" element={<StaffLoginPage />} />
        <Route path="/system/staff/access" element={<StaffLoginPage />} />
        <Route path="/staff/dashboard" element={<StaffDashboardPage />} />
      </Routes>
    </AppProviders>
  </BrowserRouter>,
);
