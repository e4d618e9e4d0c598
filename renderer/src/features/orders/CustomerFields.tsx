import type { ReactNode } from 'react';
import { TextField } from '../../shared/ui/TextField';
import { CityField } from './CityField';
import styles from './HandOrders.module.css';

/** The customer's details an order dialog types: its phone, name, e-mail, address and city. */
export type CustomerDraft = { name: string; email: string; phone: string; address: string; city: string };
type FieldOf = (name: keyof CustomerDraft) => { value: string; onChange: (value: string) => void; error?: string };

/**
 * Who the order is for and where it goes, as New order and Change order both ask it: the phone first
 * (the dialog opens on it), what the phone found under it, then the name and e-mail, the address and
 * city side by side where there is room. `field` ties each to the dialog's draft (`fieldProps`).
 */
export function CustomerFields({
  field,
  hints,
  collected = false,
  children,
}: {
  field: FieldOf;
  hints: { phone?: string; name?: string; email: string };
  /** Collected at the shop (issue 35): no address is needed. */
  collected?: boolean;
  /** Said under the phone: what the shop knows of the number. */
  children?: ReactNode;
}) {
  const optional = collected ? ' (optional)' : '';
  return (
    <>
      <TextField
        label="Phone"
        {...field('phone')}
        inputMode="tel"
        autoComplete="off"
        hint={hints.phone}
        data-autofocus
      />
      {children}
      <div className={styles.pair}>
        <TextField label="Name" {...field('name')} autoComplete="off" hint={hints.name} />
        <TextField label="E-mail (optional)" type="email" {...field('email')} autoComplete="off" hint={hints.email} />
      </div>
      <div className={styles.pair}>
        <TextField label={`Address${optional}`} {...field('address')} autoComplete="off" />
        <CityField label={`City${optional}`} {...field('city')} />
      </div>
    </>
  );
}
