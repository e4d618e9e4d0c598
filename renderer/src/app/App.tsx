import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import LoginPage from '../features/login/LoginPage';
import { desktopBridge } from '../desktop/bridge';
import { AdminSessionProvider, RequireAdmin, START_PATH } from '../shared/session/AdminSession';
import AdminShell from './AdminShell';
import { ScreenGate, StaffGate, StartScreen } from './StaffGate';
import { createQueryClient } from './queryClient';
import { screens } from './routes';

/**
 * Providers and the route table (docs/product.md §2): /admin and /admin/login are public, the rest need a
 * valid admin token, and each screen the permission its route declares (issue 37).
 */
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
                  <StaffGate>
                    <AdminShell screens={shown} />
                  </StaffGate>
                </RequireAdmin>
              }
            >
              <Route path={START_PATH} element={<StartScreen screens={shown} />} />
              {shown.map((screen) => (
                <Route
                  key={screen.path}
                  path={screen.path}
                  element={
                    <ScreenGate screen={screen}>
                      <Suspense fallback={<p role="status">Loading...</p>}>
                        <screen.page />
                      </Suspense>
                    </ScreenGate>
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
