import { Route, Routes } from 'react-router-dom';
import Layout from './layout/Layout';
import NotFoundPage from './pages/NotFoundPage';

/** The storefront's route table (SPEC.md §2). */
export default function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
