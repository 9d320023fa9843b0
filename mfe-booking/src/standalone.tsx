import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@stays/platform';
import TripsPage from './features/trips/TripsPage';

// The remote's own pages without the shell; /graphql and /api are proxied by the dev server.
createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <AppProviders>
      <Routes>
        <Route path="/trips" element={<TripsPage />} />
      </Routes>
    </AppProviders>
  </BrowserRouter>,
);
