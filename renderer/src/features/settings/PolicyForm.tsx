import { readTypedNumber } from '../../../../common/digits';
import { useState, type FormEvent } from 'react';
import { readTypedAmount, understoodAs } from '../../../../common/money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  offersCodAlone,
  shopPolicySchema,
  type PaymentMethod,
  type ShopPolicy,
} from '../../../../common/policy';
import { formatPhone } from '../../../../common/phone';
import { TextField } from '../../shared/ui/TextField';
import { useSavePolicy } from './api';
import { CodOnlyChoice } from './CodOnlyChoice';
import styles from './SettingsPage.module.css';
import { SaveActions } from '../../shared/ui/SaveActions';
import { checkedForm } from '../../shared/ui/firstError';

/** The form keeps what the owner types as text; numbers are read when saving. */
type Draft = Omit<ShopPolicy, 'shippingFee' | 'exchangeDeliveryFee' | 'freeShippingMinItems' | 'returnWindowDays'> & {
  shippingFee: string;
  exchangeDeliveryFee: string;
  freeShippingMinItems: string;
  returnWindowDays: string;
};

const toDraft = (policy: ShopPolicy): Draft => ({
  ...policy,
  receiptWhatsApp: formatPhone(policy.receiptWhatsApp),
  contact: { ...policy.contact, phone: formatPhone(policy.contact.phone) },
  shippingFee: String(policy.shippingFee),
  exchangeDeliveryFee: String(policy.exchangeDeliveryFee),
  freeShippingMinItems: String(policy.freeShippingMinItems),
  returnWindowDays: String(policy.returnWindowDays),
});
const fromDraft = (draft: Draft) => ({
  ...draft,
  shippingFee: readTypedAmount(draft.shippingFee),
  exchangeDeliveryFee: readTypedAmount(draft.exchangeDeliveryFee),
  freeShippingMinItems: readTypedNumber(draft.freeShippingMinItems),
  returnWindowDays: readTypedNumber(draft.returnWindowDays),
});

/** The shop policy: checked with the same schema the server and the storefront use, field by field. */
export function PolicyForm({ saved }: { saved: ShopPolicy }) {
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useSavePolicy();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  // Any other payment method ends the owner's "cash on delivery only"; the server refuses the two together.
  const setMethods = (paymentMethods: PaymentMethod[]) =>
    setDraft((current) => ({
      ...current,
      paymentMethods,
      codOnly: current.codOnly && offersCodAlone(paymentMethods),
    }));
  const setIn = <K extends 'bank' | 'contact'>(group: K, key: keyof Draft[K], value: string) =>
    setDraft((current) => ({ ...current, [group]: { ...current[group], [key]: value } }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkedForm(event.currentTarget, shopPolicySchema.safeParse(fromDraft(draft)), setErrors);
    if (checked) mutation.mutate(checked);
  };

  const field = (
    label: string,
    path: string,
    value: string,
    onChange: (value: string) => void,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField label={label} value={value} onChange={onChange} error={errors[path]} {...extra} />;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="policy-heading">
      <h2 id="policy-heading">Shop policy</h2>
      <fieldset className={styles.section}>
        <legend>Shop</legend>
        {field('Shop name', 'shopName', draft.shopName, (value) => set('shopName', value), { required: true })}
        {field('Tagline', 'tagline', draft.tagline, (value) => set('tagline', value), { className: styles.wide })}
      </fieldset>
      <fieldset className={styles.section}>
        <legend>Delivery</legend>
        {field('Shipping fee (PKR)', 'shippingFee', draft.shippingFee, (value) => set('shippingFee', value), {
          hint: understoodAs(draft.shippingFee),
        })}
        {field(
          'Free delivery from (shirts in one order)',
          'freeShippingMinItems',
          draft.freeShippingMinItems,
          (value) => set('freeShippingMinItems', value),
          { inputMode: 'numeric' },
        )}
        {field(
          'Exchange delivery fee (PKR)',
          'exchangeDeliveryFee',
          draft.exchangeDeliveryFee,
          (value) => set('exchangeDeliveryFee', value),
          {
            hint:
              understoodAs(draft.exchangeDeliveryFee) ??
              'Charged on an exchange parcel only when you choose to charge it; 0 sends exchanges free',
          },
        )}
        {field(
          'Return window (days)',
          'returnWindowDays',
          draft.returnWindowDays,
          (value) => set('returnWindowDays', value),
          { inputMode: 'numeric' },
        )}
      </fieldset>
      <fieldset className={styles.section}>
        <legend>Payment</legend>
        <div
          className={`${styles.wide} ${styles.checks}`}
          role="group"
          aria-label="Payment methods offered at checkout"
          aria-describedby={errors.paymentMethods ? 'payment-error' : undefined}
        >
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className={styles.check}>
              <input
                type="checkbox"
                checked={draft.paymentMethods.includes(method)}
                aria-invalid={errors.paymentMethods ? true : undefined}
                onChange={(event) =>
                  setMethods(
                    event.target.checked
                      ? [...draft.paymentMethods, method]
                      : draft.paymentMethods.filter((chosen) => chosen !== method),
                  )
                }
              />
              {PAYMENT_METHOD_LABELS[method]}
            </label>
          ))}
        </div>
        {errors.paymentMethods && (
          <p id="payment-error" className={`field-error ${styles.wide}`}>
            {errors.paymentMethods}
          </p>
        )}
        <CodOnlyChoice
          chosen={draft.codOnly}
          error={errors.codOnly}
          onChange={(chosen) =>
            setDraft((current) => ({
              ...current,
              codOnly: chosen,
              paymentMethods: chosen ? ['cod'] : current.paymentMethods,
            }))
          }
        />
        {field('Bank', 'bank.bankName', draft.bank.bankName, (value) => setIn('bank', 'bankName', value))}
        {field('Account title', 'bank.accountTitle', draft.bank.accountTitle, (value) =>
          setIn('bank', 'accountTitle', value),
        )}
        {field('Account number', 'bank.accountNumber', draft.bank.accountNumber, (value) =>
          setIn('bank', 'accountNumber', value),
        )}
        {field('IBAN', 'bank.iban', draft.bank.iban, (value) => setIn('bank', 'iban', value), {
          autoCapitalize: 'characters',
        })}
        {field(
          'WhatsApp number for payment receipts',
          'receiptWhatsApp',
          draft.receiptWhatsApp,
          (value) => set('receiptWhatsApp', value),
          {
            hint: 'A mobile number, written any way, e.g. 0300 1234567. Shoppers also get a WhatsApp button for it on the contact and product pages.',
            inputMode: 'tel',
          },
        )}
      </fieldset>
      {/* The men's size charts are edited on their own screen, per category (features/sizeCharts, issue 35). */}
      <fieldset className={styles.section}>
        <legend>Contact details shown to shoppers</legend>
        {field('Address', 'contact.address', draft.contact.address, (value) => setIn('contact', 'address', value), {
          className: styles.wide,
        })}
        {field('Phone', 'contact.phone', draft.contact.phone, (value) => setIn('contact', 'phone', value), {
          inputMode: 'tel',
        })}
        {field('Email', 'contact.email', draft.contact.email, (value) => setIn('contact', 'email', value), {
          type: 'email',
        })}
        {field('Opening hours', 'contact.hours', draft.contact.hours, (value) => setIn('contact', 'hours', value))}
      </fieldset>
      <SaveActions
        save={mutation}
        submit="Save settings"
        failed="Failed to save settings. Please check your connection and try again."
      />
    </form>
  );
}
