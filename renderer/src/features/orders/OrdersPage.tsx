import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../../common/apiClient';
import { formatPrice } from '../../../../common/money';
import { doorPayment, leftTheShop, ORDER_STATUSES, piecesOf, SHIPPING_CARRIERS } from '../../../../common/orderFacts';
import type { AdminOrder, OrderStatus } from '../../../../common/orders';
import { useAdminApi, useAdminSession } from '../../shared/session/AdminSession';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { useNoticeFocus } from '../../shared/ui/useNoticeFocus';
import { Page } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/QueryState';
import { shownTime } from '../../shared/shownTime';
import { useShopName } from '../../shared/useShopName';
import { dashboardQueryKey } from '../dashboard/DashboardPage';
import styles from './OrdersPage.module.css';
import { callLink, whatsappLink } from './whatsapp';

const FILTER_NAMES = ['q', 'status', 'paymentMethod', 'payment', 'returned', 'from', 'to'] as const;
const failure = (error: unknown) => (error instanceof ApiError ? error.message : 'Please check your connection and try again.');

/** The Orders tab (docs/product.md §2): filters kept in the address, expandable orders with their actions, CSV and packing slips. */
export default function OrdersPage() {
  const api = useAdminApi();
  const { token } = useAdminSession();
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const page = Number(params.get('page') ?? '1') || 1;
  const orders = useQuery({
    queryKey: ['orders', query, page],
    queryFn: ({ signal }) => api('GET /api/orders', { query: { ...query, page }, signal }),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [printing, setPrinting] = useState<AdminOrder[]>([]);
  const [paper, setPaper] = useState<'A4' | 'A5'>('A4');
  const [exportError, setExportError] = useState('');
  // A deleted order's entry goes, and its Delete button with it: the list says what was deleted and takes focus.
  const [deletedNotice, setDeletedNotice] = useState<string | null>(null);
  const { noticeRef, focusNextNotice } = useNoticeFocus(deletedNotice);

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTER_NAMES) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  const print = (list: AdminOrder[]) => {
    setPrinting(list);
    // The slips render first, then the browser's print dialog opens on them.
    window.setTimeout(() => window.print(), 50);
  };
  const exportCsv = async () => {
    setExportError('');
    const search = new URLSearchParams(query).toString();
    const response = await fetch(`/api/admin/orders/export${search ? `?${search}` : ''}`, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
    if (!response?.ok) {
      setExportError('Failed to fetch data. Please check your connection and try again.');
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = /filename="?([^"]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Page
      title="Orders"
      actions={
        <>
          <button type="button" className="button-secondary" onClick={() => void exportCsv()}>
            Download CSV for courier
          </button>
          <label className="visually-hidden" htmlFor="paper">
            Paper size
          </label>
          <select id="paper" className={styles.paper} value={paper} onChange={(event) => setPaper(event.target.value as 'A4' | 'A5')}>
            <option value="A4">A4 slips</option>
            <option value="A5">A5 slips</option>
          </select>
          <button type="button" className="button" disabled={selected.size === 0} onClick={() => print((orders.data?.data ?? []).filter((order) => selected.has(order.orderRef)))}>
            Print packing slips ({selected.size})
          </button>
        </>
      }
    >
      {exportError && <p role="alert" className={styles.failed}>{exportError}</p>}
      <form className={styles.filters} onSubmit={applyFilters} key={params.toString()} aria-label="Filter orders">
        <div className={`field ${styles.search}`}>
          <label htmlFor="q">Search</label>
          <input id="q" name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Order ref, name, phone, e-mail or city" />
        </div>
        <Choice name="status" label="Status" value={params.get('status')} options={ORDER_STATUSES.map((status) => [status, status])} />
        <Choice name="paymentMethod" label="Payment method" value={params.get('paymentMethod')} options={[['cod', 'Cash on delivery'], ['bank', 'Bank transfer']]} />
        <Choice name="payment" label="Payment" value={params.get('payment')} options={[['unpaid', 'Unpaid'], ['paid', 'Paid']]} />
        <Choice name="returned" label="Came back" value={params.get('returned')} options={[['no', 'Not returned'], ['yes', 'Refused or returned']]} />
        <div className="field">
          <label htmlFor="from">From</label>
          <input id="from" name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="to">To</label>
          <input id="to" name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className="button">
            Apply
          </button>
          <button type="button" className="button-secondary" onClick={() => setParams(new URLSearchParams())}>
            Clear
          </button>
        </div>
      </form>
      {deletedNotice && (
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.deleted}>
          {deletedNotice}
        </p>
      )}
      <QueryState query={orders}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p>No orders match.</p>
          ) : (
            <>
              <p role="status">
                {answer.total} {answer.total === 1 ? 'order' : 'orders'} · page {answer.page} of {answer.totalPages}
              </p>
              <ul className={styles.list}>
                {answer.data.map((order) => (
                  <OrderEntry
                    key={order.orderRef}
                    order={order}
                    selected={selected.has(order.orderRef)}
                    onSelect={(on) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (on) next.add(order.orderRef);
                        else next.delete(order.orderRef);
                        return next;
                      })
                    }
                    onPrint={() => print([order])}
                    onDeleted={(text) => {
                      focusNextNotice();
                      setDeletedNotice(text);
                    }}
                  />
                ))}
              </ul>
              <nav className={styles.pager} aria-label="Pages">
                <button type="button" className="button-secondary" disabled={answer.page <= 1} onClick={() => goTo(answer.page - 1)}>
                  Previous
                </button>
                <span>
                  Page {answer.page} of {answer.totalPages}
                </span>
                <button type="button" className="button-secondary" disabled={answer.page >= answer.totalPages} onClick={() => goTo(answer.page + 1)}>
                  Next
                </button>
              </nav>
            </>
          )
        }
      </QueryState>
      {createPortal(<PackingSlips orders={printing} paper={paper} />, document.body)}
    </Page>
  );
}

function Choice({ name, label, value, options }: { name: string; label: string; value: string | null; options: [string, string][] }) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={value ?? ''}>
        <option value="">Any</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

type Change =
  | { kind: 'status'; status: OrderStatus; carrier?: string; trackingNumber?: string }
  | { kind: 'payment'; payment: 'paid' | 'unpaid' }
  | { kind: 'confirmation'; confirmed: boolean }
  | { kind: 'return'; returned: 'refused' | 'returned' | null }
  | { kind: 'delete' };

/** docs/product.md §8's wording for each failed action; the order on screen stays as the server last said. */
const FAILED: Record<Change['kind'], string> = {
  status: 'Failed to update order status',
  payment: 'Failed to record payment',
  confirmation: 'Failed to record the confirmation',
  return: 'Failed to record the return',
  delete: 'Failed to delete order',
};

type OrderEntryProps = { order: AdminOrder; selected: boolean; onSelect: (on: boolean) => void; onPrint: () => void; onDeleted: (message: string) => void };

function OrderEntry({ order, selected, onSelect, onPrint, onDeleted }: OrderEntryProps) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const shopName = useShopName() ?? 'our shop';
  const [open, setOpen] = useState(false);
  const [shipping, setShipping] = useState(false);
  const courierRef = useRef<HTMLSelectElement>(null);
  const shipButtonRef = useRef<HTMLButtonElement>(null);
  const wasShipping = useRef(false);
  // Keyboard users land in the courier form when it opens, and back on its button when it closes.
  useEffect(() => {
    if (shipping) courierRef.current?.focus();
    else if (wasShipping.current) shipButtonRef.current?.focus();
    wasShipping.current = shipping;
  }, [shipping]);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const params = { orderRef: order.orderRef };
  const change = useMutation({
    mutationFn: async (next: Change) => {
      switch (next.kind) {
        case 'status':
          return (await api('PATCH /api/orders/:orderRef/status', { params, body: { status: next.status, carrier: next.carrier, trackingNumber: next.trackingNumber } })).message;
        case 'payment':
          return (await api('PATCH /api/admin/orders/:orderRef/payment', { params, body: { payment: next.payment } })).message;
        case 'confirmation':
          return (await api('PATCH /api/admin/orders/:orderRef/confirmation', { params, body: { confirmed: next.confirmed } })).message;
        case 'return':
          return (await api('PATCH /api/admin/orders/:orderRef/return', { params, body: { returned: next.returned } })).message;
        case 'delete':
          return (await api('DELETE /api/orders/:orderRef', { params })).message;
      }
    },
    onSuccess: (text, next) => {
      if (next.kind === 'delete') onDeleted(text ?? `Order ${order.orderRef} deleted`);
      setMessage({ text: text ?? 'Saved', failed: false });
      setShipping(false);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
    onError: (error, next) => setMessage({ text: `${FAILED[next.kind]}: ${failure(error)}`, failed: true }),
  });
  const run = (next: Change) => {
    setMessage(null);
    change.mutate(next);
  };
  const { ask, dialog } = useConfirm();
  // A confirmed cancel or return disables the button that asked while it saves (the browser drops focus from a
  // disabled button) or replaces it (Undo refused): focus moves to the message saying what was done.
  const { noticeRef, focusNextNotice } = useNoticeFocus(message);
  const runConfirmed = (next: Change) => {
    focusNextNotice();
    run(next);
  };
  const ref = order.orderRef;
  const cancelOrder = () =>
    ask({ title: `Cancel order ${ref}?`, details: 'Its pieces go back to stock.', confirm: 'Cancel order', keep: 'Keep order', danger: true }, () =>
      runConfirmed({ kind: 'status', status: 'cancelled' }),
    );
  const recordReturn = (returned: 'refused' | 'returned') =>
    ask(
      {
        title: returned === 'refused' ? `Record ${ref} as refused at the door?` : `Record ${ref} as returned?`,
        details: 'Its pieces go back to stock.',
        confirm: returned === 'refused' ? 'Record as refused' : 'Record as returned',
        keep: 'Go back',
      },
      () => runConfirmed({ kind: 'return', returned }),
    );
  const deleteOrder = () =>
    ask({ title: `Delete order ${ref} for good?`, details: 'It cannot be brought back. If the parcel never went out, its pieces go back to stock.', confirm: 'Delete order', keep: 'Keep order', danger: true }, () =>
      run({ kind: 'delete' }),
    );
  const detailsId = `order-${order.orderRef}`;

  const ship = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = String(form.get('carrier') ?? '');
    const carrier = chosen === 'other' ? String(form.get('otherCarrier') ?? '').trim() : chosen;
    run({ kind: 'status', status: 'shipped', carrier, trackingNumber: String(form.get('trackingNumber') ?? '').trim() });
  };

  return (
    <li className={styles.order}>
      <div className={styles.summary}>
        <input type="checkbox" className={styles.select} checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={`Select ${order.orderRef} for packing slips`} />
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          <span className={styles.ref}>{order.orderRef}</span>
          <span>{order.customer.name}</span>
          <span>{order.customer.city}</span>
          <span>{formatPrice(order.total)}</span>
          <span className={`${styles.badge} ${styles.status}`}>{order.status}</span>
          <span className={`${styles.badge} ${order.payment.status === 'paid' ? styles.ok : ''}`}>
            {order.paymentMethod === 'cod' ? 'COD' : 'Bank'} · {order.payment.status}
          </span>
          {order.confirmedWithCustomerAt && <span className={`${styles.badge} ${styles.ok}`}>Confirmed with customer</span>}
          {order.parcelReturn && <span className={`${styles.badge} ${styles.warn}`}>{order.parcelReturn.kind}</span>}
          {order.refusedBefore > 0 && (
            <span className={`${styles.badge} ${styles.warn}`}>
              Refused {order.refusedBefore} parcel{order.refusedBefore === 1 ? '' : 's'} before
            </span>
          )}
          <span>{shownTime(order.createdAt)}</span>
        </button>
      </div>
      {open && (
        <div id={detailsId} className={styles.details}>
          <section>
            <h3>Order information</h3>
            <dl>
              <dt>Placed</dt>
              <dd>{shownTime(order.createdAt)}</dd>
              <dt>Payment</dt>
              <dd>
                {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Bank transfer'}, {order.payment.status}
              </dd>
              <dt>Subtotal</dt>
              <dd>{formatPrice(order.subtotal)}</dd>
              <dt>Shipping</dt>
              <dd>{order.shippingCost === 0 ? 'Free' : formatPrice(order.shippingCost)}</dd>
              {/* discount codes (issue 25) */}
              {order.discount > 0 && (
                <>
                  <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
                  <dd>−{formatPrice(order.discount)}</dd>
                </>
              )}
              <dt>Total</dt>
              <dd>{formatPrice(order.total)}</dd>
              {order.tracking.trackingNumber && (
                <>
                  <dt>Courier</dt>
                  <dd>
                    {order.tracking.carrier ?? 'Courier'} {order.tracking.trackingNumber}
                  </dd>
                </>
              )}
            </dl>
          </section>
          <section>
            <h3>Customer</h3>
            <dl>
              <dt>Name</dt>
              <dd>{order.customer.name}</dd>
              <dt>E-mail</dt>
              <dd>{order.customer.email}</dd>
              <dt>Phone</dt>
              <dd>{order.customer.phone}</dd>
              <dt>Address</dt>
              <dd>
                {order.customer.address}, {order.customer.city} {order.customer.zip}
              </dd>
            </dl>
          </section>
          <section>
            <h3>Items</h3>
            <ul className={styles.items}>
              {order.items.map((item) => (
                <li key={`${item.productId}-${item.size}-${item.color}`}>
                  {item.quantity} × {item.title} — size {item.size}, {item.color}, {formatPrice(item.price)} each
                </li>
              ))}
            </ul>
          </section>
          <div className={styles.actions} aria-label={`Confirm ${order.orderRef} with the customer`} role="group">
            <a className="button-secondary" href={whatsappLink(order, shopName)} target="_blank" rel="noreferrer">
              WhatsApp the customer
            </a>
            <a className="button-secondary" href={callLink(order)}>
              Call {order.customer.phone}
            </a>
            <button type="button" className="button-secondary" disabled={change.isPending} onClick={() => run({ kind: 'confirmation', confirmed: !order.confirmedWithCustomerAt })}>
              {order.confirmedWithCustomerAt ? 'Undo confirmed with customer' : 'Confirmed with customer'}
            </button>
          </div>
          <div className={styles.actions} role="group" aria-label={`Status of ${order.orderRef}`}>
            {order.status !== 'processing' && (
              <button type="button" className="button" disabled={change.isPending} onClick={() => run({ kind: 'status', status: 'processing' })}>
                Mark as Processing
              </button>
            )}
            {/* Still offered once shipped: the form corrects the courier or the tracking number. */}
            <button ref={shipButtonRef} type="button" className="button" disabled={change.isPending} onClick={() => setShipping(true)}>
              Mark as Shipped
            </button>
            {order.status !== 'delivered' && (
              <button type="button" className="button-secondary" disabled={change.isPending} onClick={() => run({ kind: 'status', status: 'delivered' })}>
                Mark as Delivered
              </button>
            )}
            {order.status !== 'cancelled' && (
              <button type="button" className="button-danger" disabled={change.isPending} onClick={cancelOrder}>
                Cancel Order
              </button>
            )}
            {order.status !== 'pending' && (
              <button type="button" className="button-secondary" disabled={change.isPending} onClick={() => run({ kind: 'status', status: 'pending' })}>
                Reset to Pending
              </button>
            )}
          </div>
          {shipping && (
            <form className={styles.ship} onSubmit={ship} aria-label={`Ship ${order.orderRef}`}>
              <div className="field">
                <label htmlFor={`${detailsId}-carrier`}>Courier</label>
                <select ref={courierRef} id={`${detailsId}-carrier`} name="carrier" defaultValue="TCS">
                  {SHIPPING_CARRIERS.map((carrier) => (
                    <option key={carrier}>{carrier}</option>
                  ))}
                  <option value="other">Other</option>
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${detailsId}-other`}>Other courier</label>
                <input id={`${detailsId}-other`} name="otherCarrier" maxLength={40} />
              </div>
              <div className="field">
                <label htmlFor={`${detailsId}-tracking`}>Tracking number</label>
                <input id={`${detailsId}-tracking`} name="trackingNumber" maxLength={60} />
              </div>
              <button type="submit" className="button" disabled={change.isPending}>
                Save as shipped
              </button>
              <button type="button" className="button-secondary" onClick={() => setShipping(false)}>
                Back
              </button>
            </form>
          )}
          <div className={styles.actions} role="group" aria-label={`Money and returns for ${order.orderRef}`}>
            <button type="button" className="button-secondary" disabled={change.isPending} onClick={() => run({ kind: 'payment', payment: order.payment.status === 'paid' ? 'unpaid' : 'paid' })}>
              {order.payment.status === 'paid' ? 'Mark as unpaid' : order.paymentMethod === 'cod' ? 'Cash received' : 'Transfer checked'}
            </button>
            {order.parcelReturn ? (
              <button type="button" className="button-secondary" disabled={change.isPending} onClick={() => run({ kind: 'return', returned: null })}>
                Undo {order.parcelReturn.kind}
              </button>
            ) : leftTheShop({ status: order.status, shippedAt: order.tracking.shippedAt }) ? (
              <>
                <button type="button" className="button-secondary" disabled={change.isPending} onClick={() => recordReturn('refused')}>
                  Parcel refused
                </button>
                <button type="button" className="button-secondary" disabled={change.isPending} onClick={() => recordReturn('returned')}>
                  Parcel returned
                </button>
              </>
            ) : null}
            <button type="button" className="button-secondary" onClick={onPrint}>
              Print packing slip
            </button>
            <button type="button" className="button-danger" disabled={change.isPending} onClick={deleteOrder}>
              Delete
            </button>
          </div>
          {message && (
            <p ref={noticeRef} tabIndex={-1} role={message.failed ? 'alert' : 'status'} className={`${styles.message} ${message.failed ? styles.failed : ''}`}>
              {message.text}
            </p>
          )}
          <p className={styles.message}>To collect: {{ collect: formatPrice(order.total), paid: 'Paid', 'transfer awaited': 'Bank transfer not checked yet', nothing: 'Nothing' }[doorPayment(order)]}</p>
          {dialog}
        </div>
      )}
    </li>
  );
}

/** Packing slips for the courier parcel: shown only when printed (SPEC-less; issue 8). */
function PackingSlips({ orders, paper }: { orders: AdminOrder[]; paper: 'A4' | 'A5' }) {
  const shopName = useShopName() ?? 'Shop';
  return (
    <div className={styles.slips}>
      <style>{`@page { size: ${paper}; margin: 12mm; }`}</style>
      {orders.map((order) => (
        <article key={order.orderRef} className={styles.slip}>
          <h2>{shopName}</h2>
          <p>
            Order <strong>{order.orderRef}</strong> · {piecesOf(order)} pieces
          </p>
          <p>
            <strong>{order.customer.name}</strong>
            <br />
            {order.customer.phone}
            <br />
            {order.customer.address}
            <br />
            {order.customer.city} {order.customer.zip}
          </p>
          <ul>
            {order.items.map((item) => (
              <li key={`${item.productId}-${item.size}-${item.color}`}>
                {item.quantity} × {item.title} ({item.size}, {item.color})
              </li>
            ))}
          </ul>
          {/* discount codes (issue 25): the amount to collect is already after it */}
          {order.discount > 0 && <p>Discount{order.discountCode ? ` (${order.discountCode})` : ''}: −{formatPrice(order.discount)}</p>}
          <p className={styles.cash}>{{ collect: `Collect ${formatPrice(order.total)}`, paid: 'Paid', 'transfer awaited': 'Transfer not checked', nothing: 'Nothing to collect' }[doorPayment(order)]}</p>
        </article>
      ))}
    </div>
  );
}
