import { useEffect, useState, type FormEvent } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../../common/policy';
import { formatPrice } from '../../../../common/money';
import {
  CHANNEL_LABELS,
  handOrderSchema,
  newCheckoutKey,
  ORDER_CHANNELS,
  type AdminOrder,
  type OrderChannel,
} from '../../../../common/orders';
import { SHOP_LANGUAGES, type ShopLanguage } from '../../../../common/language';
import { TEMPLATE_LANGUAGE_LABELS } from '../../../../common/mail';
import { Dialog } from '../../shared/ui/Dialog';
import { FormActions } from '../../shared/ui/FormActions';
import { TextField } from '../../shared/ui/TextField';
import { useCustomerByPhone, usePlaceHandOrder, useShopPolicy } from './api';
import { failure } from './failure';
import styles from './HandOrders.module.css';
import { LinesError, linesToSend, OrderLinesEditor, type DraftLine } from './OrderLinesEditor';
import { WhatsAppButton } from './WhatsAppButton';

type Person = { name: string; email: string; phone: string; address: string; city: string };
const CHANNELS_BY_HAND = ORDER_CHANNELS.filter((channel) => channel !== 'website');

/** The first message per field of a failed check, keyed by its path ('customer.phone', 'items.0.quantity'). */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const found: Record<string, string> = {};
  for (const issue of issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}
const lineErrors = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([path, message]) =>
      path.startsWith('items.') && path.split('.').length > 2 ? [[Number(path.split('.')[1]), message]] : [],
    ),
  );

/**
 * The owner enters an order that came by WhatsApp, Instagram, a call or over the counter (issue 26).
 * A phone number the shop has seen fills in the customer's name and address from their newest order.
 * The server places it as checkout does; once placed, the owner can send the shopper their order link.
 */
export function NewOrderDialog({ onClose }: { onClose: () => void }) {
  const [person, setPerson] = useState<Person>({ name: '', email: '', phone: '', address: '', city: '' });
  const [channel, setChannel] = useState<OrderChannel>('whatsapp');
  const [language, setLanguage] = useState<ShopLanguage>('en');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [code, setCode] = useState('');
  const [payment, setPayment] = useState<'cod' | 'bank'>('cod');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState('');
  // One key per order being entered: Place order pressed twice (or again after a lost answer) places it once.
  const [checkoutKey] = useState(newCheckoutKey);
  const [placed, setPlaced] = useState<{ order: AdminOrder; link: string } | null>(null);
  const policy = useShopPolicy();
  const earlier = useCustomerByPhone(person.phone);
  const returning = earlier.data ?? null;

  // A returning customer's details fill the fields still empty; nothing the owner typed is replaced.
  useEffect(() => {
    if (!returning) return;
    const { name, email, address, city } = returning.customer;
    setPerson((now) => ({
      ...now,
      name: now.name || name,
      email: now.email || email,
      address: now.address || address,
      city: now.city || city,
    }));
  }, [returning]);

  const change = (field: keyof Person) => (value: string) => {
    setPerson((now) => ({ ...now, [field]: value }));
    setRefused('');
  };
  const mutation = usePlaceHandOrder({
    onMutate: () => setRefused(''),
    onSuccess: (answer) => setPlaced({ order: answer.data, link: answer.shopperLink }),
    onError: (error) => setRefused(failure(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      checkoutKey,
      channel,
      language,
      customer: person,
      items: linesToSend(lines),
      paymentMethod: payment,
      ...(code.trim() && { discountCode: code.trim() }),
    };
    const checked = handOrderSchema.safeParse(request);
    setErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (checked.success) mutation.mutate(request);
  };

  if (placed) return <PlacedOrder order={placed.order} link={placed.link} onClose={onClose} />;
  const methods = policy.data?.paymentMethods ?? ['cod'];
  return (
    <Dialog title="New order" onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Phone"
          value={person.phone}
          onChange={change('phone')}
          error={errors['customer.phone']}
          inputMode="tel"
          autoComplete="off"
          hint="As the customer gave it, e.g. 0300 1234567"
          data-autofocus
        />
        <p role="status" className={styles.found}>
          {returning
            ? `Returning customer: details from their order ${returning.orderRef} are filled in where empty.`
            : earlier.isSuccess
              ? 'A new customer: no earlier order from this number.'
              : ''}
        </p>
        <div className={styles.pair}>
          <TextField
            label="Name"
            value={person.name}
            onChange={change('name')}
            error={errors['customer.name']}
            autoComplete="off"
          />
          <TextField
            label="E-mail"
            type="email"
            value={person.email}
            onChange={change('email')}
            error={errors['customer.email']}
            autoComplete="off"
            hint="The confirmation mail and the order link need it"
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label="Address"
            value={person.address}
            onChange={change('address')}
            error={errors['customer.address']}
            autoComplete="off"
          />
          <TextField
            label="City"
            value={person.city}
            onChange={change('city')}
            error={errors['customer.city']}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor="order-channel">Came by</label>
          <select
            id="order-channel"
            value={channel}
            onChange={(event) => setChannel(event.target.value as OrderChannel)}
          >
            {CHANNELS_BY_HAND.map((option) => (
              <option key={option} value={option}>
                {CHANNEL_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="order-language">Customer's language</label>
          <select
            id="order-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as ShopLanguage)}
            aria-describedby="order-language-hint"
          >
            {SHOP_LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {TEMPLATE_LANGUAGE_LABELS[option]}
              </option>
            ))}
          </select>
          <p id="order-language-hint" className="hint">
            Their mails and WhatsApp messages are written in it
          </p>
        </div>
        <OrderLinesEditor
          lines={lines}
          onChange={(next) => {
            setLines(next);
            setRefused('');
            setErrors(({ items: _gone, ...others }) => others);
          }}
          errors={lineErrors(errors)}
        />
        <LinesError lines={lines} error={errors.items} />
        <TextField
          label="Discount code (optional)"
          value={code}
          onChange={(value) => {
            setCode(value);
            setRefused('');
          }}
          error={errors.discountCode}
          autoComplete="off"
        />
        <fieldset className={styles.choices}>
          <legend>Payment</legend>
          {methods.map((method) => (
            <label key={method}>
              <input
                type="radio"
                name="handPayment"
                value={method}
                checked={payment === method}
                onChange={() => setPayment(method)}
              />{' '}
              {PAYMENT_METHOD_LABELS[method]}
            </label>
          ))}
        </fieldset>
        <FormActions
          refused={refused}
          pending={mutation.isPending}
          submit="Place order"
          working="Placing..."
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}

/** The order just placed: its reference and total, and the shopper's order link to copy or send on WhatsApp. */
function PlacedOrder({ order, link, onClose }: { order: AdminOrder; link: string; onClose: () => void }) {
  const [copied, setCopied] = useState('');
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied('Link copied.'),
      () => setCopied('Could not copy: select the link above and copy it.'),
    );
  return (
    <Dialog title={`Order ${order.orderRef} placed`} onClose={onClose}>
      <div className={styles.form}>
        <p>
          {order.customer.name} · {order.items.reduce((sum, item) => sum + item.quantity, 0)} pieces · total{' '}
          {formatPrice(order.total)}
          {order.discount > 0 && ` (${formatPrice(order.discount)} off with ${order.discountCode})`}
        </p>
        <TextField
          label="The customer's order link"
          value={link}
          onChange={() => undefined}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className={styles.dialogActions}>
          <button type="button" className="button-secondary" onClick={() => void copy()}>
            Copy order link
          </button>
          <WhatsAppButton order={order} label="Send on WhatsApp" after={`\n${link}`} />
          <button type="button" className="button" onClick={onClose} data-autofocus>
            Done
          </button>
        </div>
        <p role="status">{copied}</p>
      </div>
    </Dialog>
  );
}
