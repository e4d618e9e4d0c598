import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AdminLoginPage from './AdminLoginPage';
import DashboardPage from './DashboardPage';
import RequireAdmin from './RequireAdmin';
import './admin.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename="/admin">
      <Routes>
        <Route index element={<AdminLoginPage />} />
        <Route path="login" element={<AdminLoginPage />} />
        <Route
          path="dashboard"
          element={
            <RequireAdmin>
              <DashboardPage />
            </RequireAdmin>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
