import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatPrice } from '../../../common/money';
import { customerSchema, type Order } from '../../../common/orders';
import type { PaymentMethod } from '../../../common/policy';
import { ApiError } from '../../../common/apiClient';
import { useAuth } from '../account/AuthContext';
import { useCart } from '../cart/CartContext';
import OrderSummary from '../cart/OrderSummary';
import { lineKey, lineTotal } from '../cart/cartRules';
import BankTransferModal from '../orders/BankTransferModal';
import { placeOrder } from '../orders/api';
import { fieldErrors } from '../orders/fieldErrors';
import { newOrderRef } from '../../../common/orders';
import { useShopPolicy } from '../shop/useShopPolicy';
import { useToast } from '../toast/ToastContext';
import styles from './CheckoutPage.module.css';

export type CheckoutForm = { name: string; email: string; phone: string; address: string; city: string; zip: string };
const EMPTY_FORM: CheckoutForm = { name: '', email: '', phone: '', address: '', city: '', zip: '' };

/** Laid out on a six-column grid: `span` columns each on wide screens, one column on phones. */
const FIELDS: { key: keyof CheckoutForm; label: string; type: string; autoComplete: string; span: 2 | 3 | 6; optional?: boolean }[] = [
  { key: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', span: 6 },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', span: 3 },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', span: 3 },
  { key: 'address', label: 'Street Address', type: 'text', autoComplete: 'street-address', span: 6 },
  { key: 'city', label: 'City', type: 'text', autoComplete: 'address-level2', span: 2 },
  { key: 'zip', label: 'ZIP', type: 'text', autoComplete: 'postal-code', span: 2, optional: true },
];

/** What a failed placement tells the shopper (SPEC.md §8 Checkout); the cart is kept. */
function placementError(error: unknown): string {
  if (error instanceof ApiError) return error.message || `Server error: ${error.status}`;
  return 'Error placing order. Please try again.';
}

/**
 * Checkout (SPEC.md §2, §4, §5): guests may check out (ARCHITECTURE.md). Cash on delivery places the
 * order and goes home; bank transfer shows the bank details and the receipt link first.
 */
export default function CheckoutPage() {
  const { lines, count, subtotal, clear } = useCart();
  const policy = useShopPolicy();
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [form, setForm] = useState<CheckoutForm>(EMPTY_FORM);
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [placing, setPlacing] = useState(false);
  const [orderRef, setOrderRef] = useState(newOrderRef);
  const [bankOrder, setBankOrder] = useState<Order | null>(null);
  useEffect(() => {
    document.title = 'Checkout';
  }, []);
  // A signed-in shopper's details fill the form (SPEC.md §5); what they already typed stays.
  useEffect(() => {
    if (!user) return;
    const fromProfile: CheckoutForm = {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      phone: user.phone,
      address: user.address.street,
      city: user.address.city,
      zip: user.address.zip,
    };
    setForm((current) => {
      const merged = { ...current };
      for (const key of Object.keys(fromProfile) as (keyof CheckoutForm)[]) if (!merged[key]) merged[key] = fromProfile[key];
      return { ...merged, email: user.email };
    });
  }, [user]);

  if (bankOrder) {
    return (
      <BankTransferModal
        order={bankOrder}
        policy={policy}
        onLeave={(to) => {
          clear();
          navigate(to, { state: { placedOrder: bankOrder.orderRef } });
        }}
      />
    );
  }

  if (lines.length === 0) {
    return (
      <section className={`container ${styles.page}`}>
        <h1>Checkout</h1>
        <div className={`notice ${styles.empty}`}>
          <p>Your cart is empty</p>
          <Link to="/products" className="button">
            Browse Products
          </Link>
        </div>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const checked = customerSchema.safeParse({ ...form, country: 'Pakistan' });
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors(found);
      // Take the shopper to the first field to fix (on a phone it may be off screen).
      const first = FIELDS.find((field) => found[field.key]);
      if (first) document.getElementById(`checkout-${first.key}`)?.focus();
      return;
    }
    setErrors({});
    setPlacing(true);
    try {
      const order = await placeOrder({
        orderRef,
        customer: checked.data,
        items: lines.map((line) => ({ id: line.id, size: line.size, color: line.color, quantity: line.quantity })),
        paymentMethod: payment,
      });
      if (payment === 'bank') {
        setBankOrder(order);
        return;
      }
      toast.show('Order placed successfully!', 'success');
      clear();
      navigate('/', { state: { placedOrder: order.orderRef } });
    } catch (error) {
      const message = placementError(error);
      setFailure(message);
      toast.show(message, 'error');
      // A refused order was not placed: the next attempt may use a fresh reference.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setOrderRef(newOrderRef());
    } finally {
      setPlacing(false);
    }
  };

  const set = (key: keyof CheckoutForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  return (
    <section className={`container ${styles.page}`}>
      <h1>Checkout</h1>
      <form className={styles.layout} onSubmit={submit} noValidate>
        <div className={styles.main}>
          <fieldset className={styles.card}>
            <legend>Shipping details</legend>
            <div className={styles.grid}>
              {FIELDS.map((field) => (
                <div key={field.key} className={`field ${styles[`span${field.span}`]}`}>
                  <label htmlFor={`checkout-${field.key}`}>
                    {field.label}
                    {field.optional ? ' (optional)' : ''}
                  </label>
                  <input
                    id={`checkout-${field.key}`}
                    type={field.type}
                    inputMode={field.key === 'phone' ? 'tel' : undefined}
                    autoComplete={field.autoComplete}
                    value={form[field.key]}
                    onChange={set(field.key)}
                    readOnly={field.key === 'email' && Boolean(user)}
                    required={!field.optional}
                    aria-invalid={Boolean(errors[field.key])}
                    aria-describedby={errors[field.key] ? `checkout-${field.key}-error` : field.key === 'email' && user ? 'checkout-email-locked' : undefined}
                  />
                  {field.key === 'email' && user && (
                    <small id="checkout-email-locked" className={styles.locked}>
                      Email is linked to your account
                    </small>
                  )}
                  {errors[field.key] && (
                    <span id={`checkout-${field.key}-error`} className="error">
                      {errors[field.key]}
                    </span>
                  )}
                </div>
              ))}
              <div className={`field ${styles.span2}`}>
                <label htmlFor="checkout-country">Country</label>
                <input id="checkout-country" value="Pakistan" disabled />
              </div>
            </div>
          </fieldset>
          <fieldset className={styles.card}>
            <legend>Payment method</legend>
            <label className={styles.radio}>
              <input type="radio" name="payment" value="cod" checked={payment === 'cod'} onChange={() => setPayment('cod')} />
              <span>
                <strong>Cash on Delivery</strong>
                <small>Pay the rider when your shirts arrive.</small>
              </span>
            </label>
            <label className={styles.radio}>
              <input type="radio" name="payment" value="bank" checked={payment === 'bank'} onChange={() => setPayment('bank')} />
              <span>
                <strong>Bank Transfer</strong>
                <small>We show our account details after you place the order.</small>
              </span>
            </label>
          </fieldset>
        </div>
        <OrderSummary subtotal={subtotal} quantity={count}>
          <ul className={styles.items} aria-label="Items in your order">
            {lines.map((line) => (
              <li key={lineKey(line)}>
                <span>
                  {line.title} <small>({line.size}, {line.color}) × {line.quantity}</small>
                </span>
                <span className={styles.price}>{formatPrice(lineTotal(line))}</span>
              </li>
            ))}
          </ul>
          {failure && (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="button" disabled={placing}>
            {placing ? 'Placing order...' : 'Place Order'}
          </button>
        </OrderSummary>
      </form>
    </section>
  );
}
