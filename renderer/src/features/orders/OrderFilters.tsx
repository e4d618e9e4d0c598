import { useState, type FormEvent } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../../common/policy';
import { ORDER_STATUSES } from '../../../../common/orderFacts';
import { PARCEL_FILTERS, PARCEL_STEP_WORDS } from '../../../../common/courierFacts';
import { DATE_PROBLEM, DateField, useUnreadableDays } from '../../shared/ui/DateField';
import type { OrderListFilters } from './api';
import styles from './OrdersPage.module.css';

/** 'Pending', as the rest of the screen writes a status (issue 24: not 'pending'). */
const statusLabel = (status: string) => `${status.charAt(0).toUpperCase()}${status.slice(1)}`;

const FILTER_NAMES = [
  'q',
  'status',
  'paymentMethod',
  'payment',
  'returned',
  'lookalike',
  'refundOwed',
  'parcel',
  'from',
  'to',
] as const;
/** The filters and page as the address holds them (so a reload shows the same list). */
export const filtersIn = (params: URLSearchParams): OrderListFilters =>
  Object.fromEntries(FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
export const pageIn = (params: URLSearchParams) => Number(params.get('page') ?? '1') || 1;

/** The drop-down filters, in the order shown: each its address name, its label and its choices besides Any. */
const CHOICES: { name: (typeof FILTER_NAMES)[number]; label: string; options: [string, string][] }[] = [
  { name: 'status', label: 'Status', options: ORDER_STATUSES.map((status) => [status, statusLabel(status)]) },
  {
    name: 'paymentMethod',
    label: 'Payment method',
    options: PAYMENT_METHODS.map((method) => [method, PAYMENT_METHOD_LABELS[method]]),
  },
  {
    name: 'payment',
    label: 'Payment',
    options: [
      ['unpaid', 'Unpaid'],
      ['paid', 'Paid'],
    ],
  },
  {
    name: 'returned',
    label: 'Came back',
    options: [
      ['no', 'Not returned'],
      ['yes', 'Refused or returned'],
    ],
  },
  { name: 'lookalike', label: 'Looks fake', options: [['yes', 'Yes']] },
  // Paid orders the shop cancelled whose money is still to send back (decision 0126), and returns whose refund is
  // left to decide (decisions 0133, 0136); the Dashboard links here.
  { name: 'refundOwed', label: 'Refund owed or to decide', options: [['yes', 'Yes']] },
  // Parcels waiting for the courier's rider (decision 0130), and shipped parcels the courier could not deliver, or on
  // their way back (decision 0128); the Dashboard links here.
  { name: 'parcel', label: 'Parcel', options: PARCEL_FILTERS.map((step) => [step, PARCEL_STEP_WORDS[step]]) },
];

type FilterProps = { params: URLSearchParams; onChange: (next: URLSearchParams) => void };

/**
 * The filter form: Apply puts what is filled in into the address (from page 1); Clear empties it. Made
 * afresh for each address, so Back, Clear and a reload show the filters the list was made with, and no
 * box's unread words outlive it.
 */
export function OrderFilters(props: FilterProps) {
  return <FilterForm key={props.params.toString()} {...props} />;
}

function FilterForm({ params, onChange }: FilterProps) {
  const days = useUnreadableDays<'from' | 'to'>();
  // Apply was pressed with a day box that reads no day: the list stays as it is, and the box says why.
  const [refused, setRefused] = useState(false);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (days.any) {
      const boxes = event.currentTarget;
      setRefused(true);
      requestAnimationFrame(() => boxes.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTER_NAMES) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    onChange(next);
  };
  return (
    <form className={styles.filters} onSubmit={apply} aria-label="Filter orders">
      <div className={`field ${styles.search}`}>
        <label htmlFor="q">Search</label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={params.get('q') ?? ''}
          placeholder="Order ref, name, phone, e-mail or city"
        />
      </div>
      {CHOICES.map(({ name, label, options }) => (
        <Choice key={name} name={name} label={label} value={params.get(name)} options={options} />
      ))}
      {(['from', 'to'] as const).map((end) => (
        <DayFilter
          key={end}
          name={end}
          label={end === 'from' ? 'From' : 'To'}
          params={params}
          onUnreadable={days.watch(end)}
          error={refused && days.is(end) ? DATE_PROBLEM : undefined}
        />
      ))}
      <div className={styles.filterActions}>
        <button type="submit" className="button">
          Apply
        </button>
        <button type="button" className="button-secondary" onClick={() => onChange(new URLSearchParams())}>
          Clear
        </button>
      </div>
    </form>
  );
}

/** A day filter typed as Pakistan writes it (27/11/2026); the form sends it as '2026-11-27'. */
function DayFilter({
  name,
  label,
  params,
  onUnreadable,
  error,
}: {
  name: 'from' | 'to';
  label: string;
  params: URLSearchParams;
  onUnreadable: (unreadable: boolean) => void;
  error?: string;
}) {
  const [day, setDay] = useState(params.get(name) ?? '');
  return (
    <DateField name={name} label={label} value={day} onChange={setDay} onUnreadable={onUnreadable} error={error} />
  );
}

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | null;
  options: [string, string][];
}) {
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
