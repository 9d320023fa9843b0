import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@stays/platform';
import HostLandingPage from './features/access/HostLandingPage';
import BecomeHostPage from './features/marketing/BecomeHostPage';
import HostSignupPage from './features/signup/HostSignupPage';
import HostDashboardPage from './features/dashboard/HostDashboardPage';
import AddPropertyPage from './features/property-form/AddPropertyPage';
import EditPropertyPage from './features/property-form/EditPropertyPage';
import ManagePropertiesPage from './features/properties/ManagePropertiesPage';
import CalendarPage from './features/calendar/CalendarPage';
import AnalyticsPage from './features/analytics/AnalyticsPage';

// The remote's own pages without the shell; /graphql and /api are proxied by the dev server.
createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <AppProviders>
      <Routes>
        <Route path="/hosts" element={<HostLandingPage />} />
        <Route path="/become-host" element={<BecomeHostPage />} />
        <Route path="/host-signup" element={<HostSignupPage />} />
        <Route path="/dashboard" element={<HostDashboardPage />} />
        <Route path="/host/dashboard" element={<HostDashboardPage />} />
        <Route path="/host/add-property" element={<AddPropertyPage />} />
        <Route path="/host/edit-property/:id" element={<EditPropertyPage />} />
        <Route path="/host/properties" element={<ManagePropertiesPage />} />
        <Route path="/host/calendar" element={<CalendarPage />} />
        <Route path="/host/analytics" element={<AnalyticsPage />} />
      </Routes>
    </AppProviders>
  </BrowserRouter>,
);
