import { Link } from 'react-router-dom';
import type { ShopSettings } from '../../../../common/contract/settings';
import { paymentSettled } from '../../../../common/policy';
import { SaveOutcome } from '../../shared/ui/SaveActions';
import { Can } from '../../shared/session/staff';
import { useSavePolicy, useSettings } from '../settings/api';
import styles from './FirstRunChecklist.module.css';

type Item = { id: string; label: string; done: boolean; doneText: string; todo: string; to: string; where: string };

/** What a new shop must set before shoppers' links, slips and payments work (issue 35 item 15), each ticked once saved. */
export function checklistItems(settings: ShopSettings): Item[] {
  const { policy, publicUrl } = settings;
  const address = publicUrl.saved ?? publicUrl.fromEnvironment;
  return [
    {
      id: 'address',
      label: "Your shop's address",
      done: address !== null,
      doneText: `Links in mails open ${address}`,
      todo: "Save the address shoppers open your shop at. Until then, mails link to this computer's network address, which only phones on the shop's Wi-Fi open.",
      to: '/settings#public-url-heading',
      where: 'Shop address',
    },
    {
      id: 'payment',
      label: 'How shoppers pay',
      done: paymentSettled(policy),
      doneText: policy.codOnly ? 'Cash on delivery only' : 'Bank details saved for bank transfer',
      todo: 'Enter your bank details to offer bank transfer, or keep cash on delivery only.',
      to: '/settings#policy-heading',
      where: 'Shop policy, Payment',
    },
    {
      id: 'phone',
      label: "The shop's phone number",
      done: policy.contact.phone !== '',
      doneText: `Shoppers and couriers see ${policy.contact.phone}`,
      todo: 'Shoppers, slips and couriers show no phone number for the shop yet.',
      to: '/settings#policy-heading',
      where: 'Shop policy, Contact',
    },
    {
      id: 'whatsapp',
      label: "The shop's WhatsApp number",
      done: policy.receiptWhatsApp !== '',
      doneText: `Receipts and slips name ${policy.receiptWhatsApp}`,
      todo: 'Shoppers send payment receipts to it, and slips and invoices show it.',
      to: '/settings#policy-heading',
      where: 'Shop policy, Payment',
    },
  ];
}

/** The first-run checklist on the Dashboard, for those who may change the settings; gone once every item is done. */
export function FirstRunChecklist() {
  return (
    <Can permission="settings">
      <Checklist />
    </Can>
  );
}

function Checklist() {
  const settings = useSettings();
  const save = useSavePolicy();
  if (!settings.data) return null;
  const items = checklistItems(settings.data);
  const left = items.filter((item) => !item.done).length;
  if (left === 0) return null;
  // The owner's answer is saved in the shop policy, so every computer, browser and restored backup knows it.
  const { policy } = settings.data;
  const keepCodOnly = () => save.mutate({ ...policy, paymentMethods: ['cod'], codOnly: true });
  return (
    <section className={styles.checklist} aria-labelledby="first-run-heading">
      <h2 id="first-run-heading">Set up your shop</h2>
      <p className={styles.left}>
        {left} of {items.length} still to do
      </p>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={item.done ? styles.done : undefined} data-testid={`checklist-${item.id}`}>
            <span className={styles.tick} aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            <div>
              <p className={styles.label}>
                {item.label}
                <span className="visually-hidden">{item.done ? ': done' : ': to do'}</span>
              </p>
              <p className={styles.detail}>{item.done ? item.doneText : item.todo}</p>
              {!item.done && (
                <p className={styles.actions}>
                  <Link to={item.to}>Settings: {item.where}</Link>
                  {item.id === 'payment' && (
                    <button type="button" className="button-secondary" onClick={keepCodOnly} disabled={save.isPending}>
                      {save.isPending ? 'Saving...' : 'Keep cash on delivery only'}
                    </button>
                  )}
                </p>
              )}
              {item.id === 'payment' && (
                <SaveOutcome
                  save={save}
                  saved="Saved: shoppers pay cash on delivery"
                  failed="Could not save your choice. Please check your connection and try again."
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
