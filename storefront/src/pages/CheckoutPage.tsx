import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../router/router';
import { newCheckoutKey } from '../../../common/orderRefs';
import { loadCheckoutRules, type CheckoutRules } from '../orders/checkoutRules';
import type { PaymentMethod } from '../../../common/policy';
import { ApiError } from '../../../common/apiClient';
import { parsePrice } from '../../../common/money';
import { useAuth } from '../account/AuthContext';
import { useCart } from '../cart/CartContext';
import OrderSummary from '../cart/OrderSummary';
import CartPageFrame from '../cart/CartPageFrame';
import { lineKey, withShopStock } from '../cart/cartRules';
import { useCartCheck } from '../cart/useCartCheck';
import { forgetDiscountCode, useDiscountCode } from '../cart/useDiscountCode';
import { placeOrder } from '../orders/api';
import CheckoutLines, { type LineNotice } from '../orders/CheckoutLines';
import { isCodeRefusal, placementFailure, problemNotice, type LineProblem } from '../orders/placementFailure';
import { fieldErrors } from '../orders/fieldErrors';
import { forgetDraft, keepDraft, keptDraft, type CheckoutDraft } from '../orders/checkoutDraft';
import { rememberOrderProof } from '../orders/orderProof';
import type { OrderPageState } from './OrderPage';
import { refreshShopPolicy, useShopPolicy } from '../shop/useShopPolicy';
import { shippingFor } from '../../../common/policyRules';
import { useToast } from '../toast/ToastContext';
import styles from './CheckoutPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { formatPhone } from '../../../common/phone';
import { useI18n } from '../i18n/I18nContext';
import { CheckoutCityMeant } from './CheckoutCityMeant';
import type { MessageKey } from '../i18n/catalog';

export type CheckoutForm = CheckoutDraft;
const EMPTY_FORM: CheckoutForm = { name: '', email: '', phone: '', address: '', city: '', zip: '' };

/** Laid out on a six-column grid: `span` columns each on wide screens, one column on phones. */
const FIELDS: {
  key: keyof CheckoutForm;
  label: MessageKey;
  type: string;
  autoComplete: string;
  span: 2 | 3 | 6;
  optional?: boolean;
}[] = [
  { key: 'name', label: 'checkout.fullName', type: 'text', autoComplete: 'name', span: 6 },
  { key: 'email', label: 'checkout.email', type: 'email', autoComplete: 'email', span: 3 },
  { key: 'phone', label: 'checkout.phone', type: 'tel', autoComplete: 'tel', span: 3 },
  { key: 'address', label: 'checkout.address', type: 'text', autoComplete: 'street-address', span: 6 },
  { key: 'city', label: 'checkout.city', type: 'text', autoComplete: 'address-level2', span: 2 },
  { key: 'zip', label: 'checkout.zip', type: 'text', autoComplete: 'postal-code', span: 2, optional: true },
];

/**
 * Checkout (docs/product.md §2, §4, §5): guests may check out (docs/architecture.md). The cart is checked against
 * the shop on opening, as on the cart page, and a line the shop cannot fill is fixed right here. Once
 * the server has the order the cart is emptied and the shopper lands on the order's confirmation page
 * (docs/architecture.md, Order confirmation), which shows the bank details for a transfer.
 */
const PAYMENT_CHOICES: Record<PaymentMethod, { title: MessageKey; note: MessageKey }> = {
  cod: { title: 'checkout.cod', note: 'checkout.codNote' },
  bank: { title: 'checkout.bank', note: 'checkout.bankNote' },
};

export default function CheckoutPage() {
  const { lines, counted, clear, updateLines } = useCart();
  const { notices: checkNotices, checkAgain } = useCartCheck();
  const toast = useToast();
  const policy = useShopPolicy();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { t, language } = useI18n();
  const [form, setForm] = useState<CheckoutForm>(() => ({ ...EMPTY_FORM, ...keptDraft() }));
  // The form as last typed, for a keystroke that comes before the render of the one before it.
  const latestForm = useRef(form);
  latestForm.current = form;
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  // Only what the shop offers (docs/architecture.md: bank transfer once the owner has entered bank details).
  const chosenPayment = policy.paymentMethods.includes(payment) ? payment : policy.paymentMethods[0]!;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; line?: LineProblem } | null>(null);
  const [placing, setPlacing] = useState(false);
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);
  // The code is priced with the phone and e-mail once typed, so a per-customer limit shows here too.
  const discount = useDiscountCode({ email: form.email, phone: form.phone });
  usePageMeta({ title: t('checkout.title') });
  // A guest's typing is kept for the visit; a signed-in shopper's form comes from the profile, and their
  // details are not left in the tab for whoever uses it after they sign out.
  useEffect(() => (user ? forgetDraft() : keepDraft(form)), [form, user]);
  // A signed-in shopper's details fill the form (docs/product.md §5); what they already typed stays.
  useEffect(() => {
    if (!user) return;
    const fromProfile: CheckoutForm = {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      phone: formatPhone(user.phone),
      address: user.address.street,
      city: user.address.city,
      zip: user.address.zip,
    };
    setForm((current) => {
      const merged = { ...current };
      for (const key of Object.keys(fromProfile) as (keyof CheckoutForm)[])
        if (!merged[key]) merged[key] = fromProfile[key];
      return { ...merged, email: user.email };
    });
  }, [user]);

  if (lines.length === 0) return <CartPageFrame title={t('checkout.title')} empty={t('checkout.empty')} />;

  // Each line's trouble, as the shop's answer at 'Place Order' or the check on opening found it.
  const notices = new Map<string, LineNotice>();
  for (const line of lines) {
    const key = lineKey(line);
    const fromPlacing = failure?.line?.key === key ? problemNotice(line, failure.line, t) : undefined;
    if (fromPlacing) notices.set(key, { notice: fromPlacing, blocked: true, available: failure?.line?.available });
    else if (checkNotices[key]) notices.set(key, checkNotices[key]);
  }
  const blocked = [...notices.values()].some((notice) => notice.blocked);
  // A line failure is over once that line is lowered or removed.
  const failureShown = failure && (!failure.line || notices.has(failure.line.key)) ? failure.message : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let rules: CheckoutRules;
    try {
      rules = await loadCheckoutRules();
    } catch {
      // Offline before the form's rules arrived: nothing was sent, the form stays as typed.
      setFailure({ message: t('checkout.failed') });
      return;
    }
    // The e-mail is asked for unless the owner chose phone-only checkout (issue 35); the server checks the same.
    const checked = rules
      .checkoutCustomerSchema(policy.checkoutEmailOptional)
      .safeParse({ ...form, country: 'Pakistan' });
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
        checkoutKey,
        customer: checked.data,
        // The price each line shows: the shop refuses the order if its own has changed since (PRICE_CHANGED).
        items: lines.map((line) => ({
          id: line.id,
          size: line.size,
          color: line.color,
          quantity: line.quantity,
          priceSeen: parsePrice(line.price),
        })),
        paymentMethod: chosenPayment,
        discountCode: discount.code || undefined,
        // The delivery charge the summary shows; with a code the server's quote shows it, and it is the server's.
        shippingSeen: discount.code ? undefined : shippingFor(counted, policy),
        language,
      });
      // The server has the order: nothing is left to buy twice, whatever the shopper does next.
      clear();
      forgetDiscountCode();
      forgetDraft();
      rememberOrderProof(order.orderRef, order.customer.email || order.customer.phone);
      navigate(`/order/${order.orderRef}`, { state: { placedOrder: order } satisfies OrderPageState });
    } catch (error) {
      const found = placementFailure(error, discount.code, rules);
      // A refused code (used up meanwhile, decision 0015) is told at the code field; the order waits for the shopper's choice.
      const codeRefused = error instanceof ApiError && isCodeRefusal(error.details);
      if (codeRefused) discount.refuse(found.message);
      setFailure(codeRefused ? { message: `${found.message} ${t('discountCode.removeToOrder')}` } : found);
      // The shop can sell only `available` of that line now: the totals count no more than that (decision 0129).
      const short = found.line;
      if (short) updateLines((now) => withShopStock(now, short.key, short.available));
      // A line problem is shown on the line itself; anything else also as a toast (docs/product.md §8).
      if (!found.line) toast.show(found.message, 'error', 'checkout');
      // The owner changed a price while the page was open: the lines show the shop's prices now, then the shopper decides.
      if (error instanceof ApiError && error.code === 'PRICE_CHANGED') {
        checkAgain();
        refreshShopPolicy();
      }
      // A refused order was not placed: the next attempt may use a fresh reference. After an error of
      // our own or a lost answer, the same reference keeps a second press from placing it twice.
      if (error instanceof ApiError && error.code !== 'INTERNAL' && error.code !== 'UNAVAILABLE')
        setCheckoutKey(newCheckoutKey());
    } finally {
      setPlacing(false);
    }
  };

  const optional = (field: (typeof FIELDS)[number]) =>
    field.optional || (field.key === 'email' && policy.checkoutEmailOptional && !user);
  // Each keystroke is kept at once, not in an effect after the next paint: a shopper who types and
  // taps away from checkout in the same moment (the cursor still in the field) left before the effect
  // ran, and came back to an empty form (issue 35, item 21).
  const set = (key: keyof CheckoutForm) => (event: { target: { value: string } }) => {
    const next = { ...latestForm.current, [key]: event.target.value };
    latestForm.current = next;
    if (!user) keepDraft(next);
    setForm(next);
  };

  return (
    <CartPageFrame title={t('checkout.title')}>
      <form
        className={styles.layout}
        onSubmit={submit}
        onFocus={() => void loadCheckoutRules().catch(() => {})}
        noValidate
      >
        <div className={styles.main}>
          <fieldset className={styles.card}>
            <legend>{t('checkout.shipping')}</legend>
            <div className={styles.grid}>
              {FIELDS.map((field) => (
                <div key={field.key} className={`field ${styles[`span${field.span}`]}`}>
                  <label htmlFor={`checkout-${field.key}`}>
                    {t(field.label)}
                    {optional(field) ? ` ${t('checkout.optional')}` : ''}
                  </label>
                  <input
                    id={`checkout-${field.key}`}
                    type={field.type}
                    inputMode={field.key === 'phone' ? 'tel' : undefined}
                    // A number typed in an Urdu page keeps its order ('0300 1234567', not '1234567 0300').
                    dir={field.key === 'phone' ? 'ltr' : undefined}
                    autoComplete={field.autoComplete}
                    value={form[field.key]}
                    onChange={set(field.key)}
                    readOnly={field.key === 'email' && Boolean(user)}
                    required={!optional(field)}
                    aria-invalid={Boolean(errors[field.key])}
                    aria-describedby={
                      errors[field.key]
                        ? `checkout-${field.key}-error`
                        : field.key === 'email' && user
                          ? 'checkout-email-locked'
                          : undefined
                    }
                  />
                  {field.key === 'email' && user && (
                    <small id="checkout-email-locked" className={styles.locked}>
                      {t('checkout.emailLocked')}
                    </small>
                  )}
                  {errors[field.key] && (
                    <span id={`checkout-${field.key}-error`} className="error">
                      {errors[field.key]}
                    </span>
                  )}
                  {field.key === 'city' && (
                    <CheckoutCityMeant value={form.city} onUse={(city) => set('city')({ target: { value: city } })} />
                  )}
                </div>
              ))}
              <div className={`field ${styles.span2}`}>
                <label htmlFor="checkout-country">{t('checkout.country')}</label>
                <input id="checkout-country" value={t('checkout.pakistan')} disabled />
              </div>
            </div>
          </fieldset>
          <fieldset className={styles.card}>
            <legend>{t('checkout.payment')}</legend>
            {policy.paymentMethods.map((method) => (
              <label key={method} className={styles.radio}>
                <input
                  type="radio"
                  name="payment"
                  value={method}
                  checked={chosenPayment === method}
                  onChange={() => setPayment(method)}
                />
                <span>
                  <strong>{t(PAYMENT_CHOICES[method].title)}</strong>
                  <small>{t(PAYMENT_CHOICES[method].note)}</small>
                </span>
              </label>
            ))}
          </fieldset>
        </div>
        <OrderSummary discount={discount}>
          <CheckoutLines notices={notices} discount={discount} />
          {failureShown && (
            <p className={styles.failure} role="alert">
              {failureShown}
            </p>
          )}
          {blocked && <p className={styles.blockedNote}>{t('checkout.blocked')}</p>}
          <button type="submit" className="button" disabled={placing || blocked}>
            {placing ? t('checkout.placing') : t('checkout.place')}
          </button>
        </OrderSummary>
      </form>
    </CartPageFrame>
  );
}
