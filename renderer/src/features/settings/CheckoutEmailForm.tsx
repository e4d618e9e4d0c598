import { useState, type FormEvent } from 'react';
import { shopPolicySchema, type ShopPolicy } from '../../../../common/policy';
import { useSavePolicy } from './api';
import styles from './SettingsPage.module.css';
import { SaveActions } from '../../shared/ui/SaveActions';

/**
 * Whether the website's checkout needs an e-mail (issue 35). Many shoppers in Pakistan order cash on
 * delivery with a phone number only; the owner chooses. The server checks it at placement; orders
 * without an e-mail get no mails, and shoppers follow them by order number and phone.
 */
export function CheckoutEmailForm({ saved }: { saved: ShopPolicy }) {
  const [optional, setOptional] = useState(saved.checkoutEmailOptional);
  const mutation = useSavePolicy();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = shopPolicySchema.safeParse({ ...saved, checkoutEmailOptional: optional });
    // The rest of the policy is as last saved; a problem in it is told by the form it belongs to.
    if (checked.success) mutation.mutate(checked.data);
    else mutation.reset();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="checkout-email-heading">
      <h2 id="checkout-email-heading">E-mail at checkout</h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={optional}
          onChange={(event) => setOptional(event.target.checked)}
          aria-describedby="checkout-email-hint"
        />{' '}
        Shoppers may order without an e-mail (phone number only)
      </label>
      <p id="checkout-email-hint" className="hint">
        Without an e-mail a shopper gets no order mails; you reach them by phone or WhatsApp. Orders you enter by hand
        never need one.
      </p>
      <SaveActions
        save={mutation}
        submit="Save e-mail choice"
        failed="Failed to save. Please check your connection and try again."
      />
    </form>
  );
}
