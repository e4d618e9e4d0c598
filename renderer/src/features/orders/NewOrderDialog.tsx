import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../../common/policy';
import {
  CHANNEL_LABELS,
  handOrderSchema,
  newCheckoutKey,
  ORDER_CHANNELS,
  pickedUpAtShop,
  type AdminOrder,
  type OrderChannel,
} from '../../../../common/orders';
import { SHOP_LANGUAGES, type ShopLanguage } from '../../../../common/language';
import { TEMPLATE_LANGUAGE_LABELS } from '../../../../common/mail';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { Dialog } from '../../shared/ui/Dialog';
import { errorsByField, showFirstError } from '../../shared/ui/firstError';
import { FormActions } from '../../shared/ui/FormActions';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { SelectField } from '../../shared/ui/SelectField';
import { fieldProps } from '../../shared/ui/fieldProps';
import { TextField } from '../../shared/ui/TextField';
import { useShopPolicy } from './api';
import { useCustomerByPhone, usePlaceHandOrder } from './apiEdit';
import { CustomerFields, type CustomerDraft } from './CustomerFields';
import { useRefusal } from './failure';
import styles from './HandOrders.module.css';
import { DraftLinesField, linesToSend, repricedLines, type DraftLine } from './OrderLinesEditor';
import { PlacedOrder } from './PlacedOrder';

const CHANNELS_BY_HAND = ORDER_CHANNELS.filter((channel) => channel !== 'website');

/**
 * The owner enters an order that came by WhatsApp, Instagram, a call or over the counter (issue 26).
 * A phone number the shop has seen fills in the customer's name and address from their newest order.
 * The server places it as checkout does; once placed, the owner can send the shopper their order link.
 * It needs a phone, not an e-mail; a walk-in or an order collected at the shop needs no address (issue 35).
 */
export function NewOrderDialog({ onClose }: { onClose: () => void }) {
  const [person, setPerson] = useState<CustomerDraft>({ name: '', email: '', phone: '', address: '', city: '' });
  const [channel, setChannel] = useState<OrderChannel>('whatsapp');
  const [language, setLanguage] = useState<ShopLanguage>('en');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [code, setCode] = useState('');
  const [payment, setPayment] = useState<'cod' | 'bank'>('cod');
  const [pickup, setPickup] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { ask, dialog: question } = useConfirm();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { refused, clear, changing, onMutate, onError } = useRefusal();
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

  // A field's error goes as soon as the field is changed; the whole form is checked again on Place order.
  const change = (field: keyof CustomerDraft) =>
    changing((value: string) => {
      setPerson((now) => ({ ...now, [field]: value }));
      setErrors(({ [`customer.${field}`]: _fixed, ...others }) => others);
    });
  const field = fieldProps(person, change, errors, 'customer.');
  const collected = pickedUpAtShop({ channel, pickup });
  // Escape, × and Go back ask before dropping what was typed (issue 35); an empty form just closes.
  const typed = Object.values(person).some((value) => value.trim() !== '') || lines.length > 0 || code.trim() !== '';
  const leave = () =>
    typed
      ? ask(
          {
            title: 'Discard this order?',
            details: 'What you typed for this order is not saved and will be lost.',
            keep: 'Keep editing',
            confirm: 'Discard order',
            danger: true,
          },
          onClose,
        )
      : onClose();
  const mutation = usePlaceHandOrder({
    onMutate,
    onSuccess: (answer) => setPlaced({ order: answer.data, link: answer.shopperLink }),
    onError: (error) => {
      // A price changed since the dialog opened: the line shows it now, and Place order places it at that price.
      const repriced = repricedLines(lines, error);
      if (repriced) setLines(repriced);
      onError(error);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      checkoutKey,
      channel,
      pickup,
      language,
      customer: person,
      items: linesToSend(lines),
      paymentMethod: payment,
      ...(code.trim() && { discountCode: code.trim() }),
    };
    const checked = handOrderSchema.safeParse(request);
    setErrors(checked.success ? {} : errorsByField(checked.error.issues));
    if (checked.success) mutation.mutate(request);
    else showFirstError(form.current);
  };

  if (placed) return <PlacedOrder order={placed.order} link={placed.link} onClose={onClose} />;
  const methods = policy.data?.paymentMethods ?? ['cod'];
  return (
    <Dialog title="New order" onClose={leave}>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <CustomerFields
          field={field}
          collected={collected}
          hints={{
            phone: 'As the customer gave it, e.g. 0300 1234567',
            email: 'If they have one: the confirmation and status mails go to it',
          }}
        >
          <p role="status" className={styles.found}>
            {returning
              ? `Returning customer: details from their order ${returning.orderRef} are filled in where empty.`
              : earlier.isSuccess
                ? 'A new customer: no earlier order from this number.'
                : ''}
          </p>
          {returning?.customerNote && (
            <p className={styles.note} data-testid="customer-note">
              <strong>Note on this customer:</strong> {returning.customerNote}
            </p>
          )}
        </CustomerFields>
        <SelectField
          label="Came by"
          value={channel}
          onChange={(chosen) => {
            setChannel(chosen);
            setErrors(({ 'customer.address': _address, 'customer.city': _city, ...others }) => others);
          }}
          options={CHANNELS_BY_HAND}
          optionLabel={(option) => CHANNEL_LABELS[option]}
        />
        {channel !== 'walk-in' && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={pickup}
              onChange={(event) => {
                setPickup(event.target.checked);
                setErrors(({ 'customer.address': _address, 'customer.city': _city, ...others }) => others);
              }}
            />{' '}
            The customer collects it at the shop (no delivery fee)
          </label>
        )}
        <SelectField
          label="Customer's language"
          value={language}
          onChange={setLanguage}
          options={SHOP_LANGUAGES}
          optionLabel={(option) => TEMPLATE_LANGUAGE_LABELS[option]}
          optionLang={(option) => option}
          hint="Their mails and WhatsApp messages are written in it"
        />
        <DraftLinesField lines={lines} setLines={setLines} errors={errors} setErrors={setErrors} onChange={clear} />
        <TextField
          label="Discount code (optional)"
          value={code}
          onChange={changing(setCode)}
          error={errors.discountCode}
          autoComplete="off"
        />
        {collected && <p className="hint">Collected at the shop: no delivery fee is charged.</p>}
        <RadioGroup
          className={styles.choices}
          legend="Payment"
          options={methods}
          value={payment}
          onChange={setPayment}
          optionLabel={(method) => PAYMENT_METHOD_LABELS[method]}
        />
        <FormActions
          refused={refused}
          pending={mutation.isPending}
          submit="Place order"
          working="Placing..."
          onBack={leave}
        />
      </form>
      {question}
    </Dialog>
  );
}
