import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import LoginPage from '../features/login/LoginPage';
import { desktopBridge } from '../desktop/bridge';
import { AdminSessionProvider, RequireAdmin } from '../shared/session/AdminSession';
import AdminShell from './AdminShell';
import { createQueryClient } from './queryClient';
import { screens } from './routes';

/** Providers and the route table (docs/product.md §2): /admin and /admin/login are public, the rest need a valid admin token. */
export default function App() {
  const [queryClient] = useState(createQueryClient);
  const shown = screens.filter((screen) => !screen.desktopOnly || desktopBridge());
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <AdminSessionProvider>
          <Routes>
            <Route index element={<LoginPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route
              element={
                <RequireAdmin>
                  <AdminShell screens={shown} />
                </RequireAdmin>
              }
            >
              {shown.map(({ path, page: Page }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <Suspense fallback={<p role="status">Loading...</p>}>
                      <Page />
                    </Suspense>
                  }
                />
              ))}
            </Route>
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </AdminSessionProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
