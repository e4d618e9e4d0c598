import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OutboxMail } from '../../common/admin';
import { ApiError, apiFetch } from '../../common/apiClient';
import { formatPrice } from '../../common/money';
import type { Order } from '../../common/orders';
import { ADMIN_TOKEN_KEY } from './adminSession';

type DashboardData = { stats: { totalOrders: number; pendingOrders: number; totalRevenue: number; totalProducts: number }; recentOrders: Order[] };
type Loaded = { dashboard: DashboardData; outbox: OutboxMail[] };

const FETCH_FAILED = 'Failed to fetch data. Please check your connection and try again.';

/** The admin dashboard tab (SPEC.md §2): four numbers, the five newest orders, and the mail outbox. */
export default function DashboardPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'loaded'; data: Loaded }>({ status: 'loading' });

  const logout = useCallback(() => {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    navigate('/', { replace: true });
  }, [navigate]);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const token = localStorage.getItem(ADMIN_TOKEN_KEY);
    try {
      const [dashboard, outbox] = await Promise.all([
        apiFetch<{ data: DashboardData }>('/admin/dashboard-data', { token }),
        apiFetch<{ data: OutboxMail[] }>('/api/admin/outbox', { token }),
      ]);
      setState({ status: 'loaded', data: { dashboard: dashboard.data, outbox: outbox.data } });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return logout();
      setState({ status: 'error' });
    }
  }, [logout]);

  useEffect(() => {
    document.title = 'Shop admin';
    void load();
  }, [load]);

  return (
    <div className="dashboard">
      <header className="topbar">
        <h1>Shop admin</h1>
        <button type="button" onClick={logout}>
          Logout
        </button>
      </header>
      <main aria-live="polite">
        {state.status === 'loading' && <p>Loading...</p>}
        {state.status === 'error' && (
          <div className="error" role="alert">
            <p>{FETCH_FAILED}</p>
            <button type="button" onClick={() => void load()}>
              Try again
            </button>
          </div>
        )}
        {state.status === 'loaded' && <Dashboard data={state.data} />}
      </main>
    </div>
  );
}

function Dashboard({ data }: { data: Loaded }) {
  const { stats, recentOrders } = data.dashboard;
  const cards = [
    { title: 'Total Orders', value: String(stats.totalOrders), note: 'All time' },
    { title: 'Pending Orders', value: String(stats.pendingOrders), note: 'Awaiting processing' },
    { title: 'Revenue', value: formatPrice(stats.totalRevenue), note: 'Total sales' },
    { title: 'Products', value: String(stats.totalProducts), note: 'In catalog' },
  ];
  return (
    <>
      <section className="cards" aria-label="Shop at a glance">
        {cards.map((card) => (
          <div key={card.title} className="stat">
            <h2>{card.title}</h2>
            <p className="value">{card.value}</p>
            <p className="note">{card.note}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recent Orders</h2>
        {recentOrders.length === 0 ? (
          <p>No orders yet.</p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                  <th scope="col">Placed</th>
                </tr>
              </thead>
              <tbody>
                {recentOrders.map((order) => (
                  <tr key={order.orderRef}>
                    <td>{order.orderRef}</td>
                    <td>{order.customer.name}</td>
                    <td>{formatPrice(order.total)}</td>
                    <td className="status">{order.status}</td>
                    <td>{new Date(order.createdAt).toLocaleString('en-PK', { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="outbox-heading">
        <h2 id="outbox-heading">Mail outbox</h2>
        <p className="note">Every mail the shop writes: order confirmations and password reset links. Without SMTP settings they are kept here only.</p>
        {data.outbox.length === 0 ? (
          <p>No mail yet.</p>
        ) : (
          <ul className="outbox">
            {data.outbox.map((mail) => (
              <li key={mail.id}>
                <details>
                  <summary>
                    <strong>{mail.subject}</strong> to {mail.to} · {mail.sentAt ? 'sent' : mail.error ? `not sent: ${mail.error}` : 'kept in outbox'}
                  </summary>
                  <pre>{mail.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
