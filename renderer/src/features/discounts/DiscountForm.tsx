import { useState, type ComponentProps, type FormEvent } from 'react';
import { ApiError } from '../../../../common/apiClient';
import { failure } from '../../shared/failure';
import {
  DISCOUNT_KINDS,
  discountInputSchema,
  type Discount,
  type DiscountInput,
  type DiscountKind,
} from '../../../../common/discounts';
import { readTypedAmount } from '../../../../common/money';
import { DATE_PROBLEM, DateField } from '../../shared/ui/DateField';
import { fieldProps } from '../../shared/ui/fieldProps';
import { MoneyField } from '../../shared/ui/MoneyField';
import { SelectField } from '../../shared/ui/SelectField';
import { TextField } from '../../shared/ui/TextField';
import { useHeadingFocus } from '../../shared/ui/useFormInPlace';
import { useCreateDiscount, useUpdateDiscount } from './api';
import styles from './DiscountsPage.module.css';

const KIND_LABELS: Record<DiscountKind, string> = {
  percent: 'Percent off',
  fixed: 'Rupees off',
  freeDelivery: 'Free delivery',
};

/** What a code's discount may apply to, in the owner's words. */
const SCOPES: [Draft['scope'], string][] = [
  ['order', 'The whole order'],
  ['selected', 'Some products or categories'],
];

/** What the owner types, as text; numbers are read when saving, and a blank optional number means no limit. */
type Draft = {
  code: string;
  kind: DiscountKind;
  value: string;
  scope: 'order' | 'selected';
  productIds: string;
  categories: string;
  minPieces: string;
  minAmount: string;
  startsOn: string;
  endsOn: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  paused: boolean;
  showToShoppers: boolean;
};
const DAY_KEYS = ['startsOn', 'endsOn'] as const;
type DayKey = (typeof DAY_KEYS)[number];
const text = (value: number | null) => (value === null ? '' : String(value));
const toDraft = (saved?: Discount): Draft => ({
  code: saved?.code ?? '',
  kind: saved?.kind ?? 'percent',
  value: saved ? text(saved.value) : '',
  scope: saved?.scope ?? 'order',
  productIds: saved?.productIds.join(', ') ?? '',
  categories: saved?.categories.join(', ') ?? '',
  minPieces: text(saved?.minPieces ?? null),
  minAmount: text(saved?.minAmount ?? null),
  startsOn: saved?.startsOn ?? '',
  endsOn: saved?.endsOn ?? '',
  usageLimit: text(saved?.usageLimit ?? null),
  perCustomerLimit: text(saved?.perCustomerLimit ?? null),
  firstOrderOnly: saved?.firstOrderOnly ?? false,
  paused: saved?.paused ?? false,
  showToShoppers: saved?.showToShoppers ?? false,
});
/** Blank is no limit (null); anything else is read as a number, so the schema names a wrong one. */
const optional = (value: string) => (value.trim() === '' ? null : readTypedAmount(value));
const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
const fromDraft = (draft: Draft): DiscountInput => ({
  code: draft.code,
  kind: draft.kind,
  value: draft.kind === 'freeDelivery' ? 0 : readTypedAmount(draft.value),
  scope: draft.scope,
  productIds: draft.scope === 'selected' ? list(draft.productIds) : [],
  categories: draft.scope === 'selected' ? list(draft.categories) : [],
  minPieces: optional(draft.minPieces),
  minAmount: optional(draft.minAmount),
  startsOn: draft.startsOn || null,
  endsOn: draft.endsOn || null,
  usageLimit: optional(draft.usageLimit),
  perCustomerLimit: optional(draft.perCustomerLimit),
  firstOrderOnly: draft.firstOrderOnly,
  paused: draft.paused,
  showToShoppers: draft.showToShoppers,
});

/** Creates a code, or edits `saved`; checked with the server's own schema, each error at its field. */
export function DiscountForm({ saved, onDone }: { saved?: Discount; onDone: (message: string) => void }) {
  const [draft, setDraft] = useState(() => toDraft(saved));
  const heading = useHeadingFocus<HTMLHeadingElement>(saved ?? 'new');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateDiscount();
  const update = useUpdateDiscount();
  const mutation = saved ? update : create;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const field = fieldProps(draft, (key) => (value) => set(key, value), errors);
  // The day boxes holding words that read as no day: saving then would keep no day, or the one last read.
  const [unreadDays, setUnreadDays] = useState<Partial<Record<DayKey, boolean>>>({});
  const day = (key: DayKey) => ({
    ...field(key),
    onUnreadable: (unread: boolean) => {
      setUnreadDays((current) => ({ ...current, [key]: unread }));
      // Once the box reads a day, the form's word that it could not goes too.
      if (!unread) setErrors((current) => (current[key] === DATE_PROBLEM ? { ...current, [key]: '' } : current));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const focusFirstError = () =>
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    const input = fromDraft(draft);
    const checked = discountInputSchema.safeParse(input);
    const found: Record<string, string> = {};
    for (const issue of checked.error?.issues ?? []) found[String(issue.path[0] ?? 'code')] ??= issue.message;
    for (const key of DAY_KEYS) if (unreadDays[key]) found[key] = DATE_PROBLEM;
    if (Object.keys(found).length) {
      setErrors(found);
      focusFirstError();
      return;
    }
    setErrors({});
    const onError = (error: Error) => {
      // A taken code is the code field's problem; other failures show under the form.
      if (error instanceof ApiError && error.code === 'DUPLICATE_ID') {
        setErrors({ code: error.message });
        focusFirstError();
      }
    };
    const onSuccess = (answer: { message?: string }) => onDone(answer.message ?? 'Saved');
    if (saved) update.mutate({ id: saved.id, body: input }, { onSuccess, onError });
    else create.mutate(input, { onSuccess, onError });
  };

  const refused =
    mutation.error && !(mutation.error instanceof ApiError && mutation.error.code === 'DUPLICATE_ID')
      ? failure(mutation.error, 'Failed to save the code. Please check your connection and try again.')
      : '';
  const number = (
    label: string,
    key: 'value' | 'minPieces' | 'minAmount' | 'usageLimit' | 'perCustomerLimit',
    hint?: string,
  ) => {
    const Field = key === 'minAmount' || (key === 'value' && draft.kind === 'fixed') ? MoneyField : TextField;
    return <Field label={label} {...field(key)} hint={hint} inputMode="numeric" />;
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="discount-form-heading">
      <h2 id="discount-form-heading" ref={heading} tabIndex={-1}>
        {saved ? `Edit ${saved.code}` : 'New discount code'}
      </h2>
      <fieldset className={styles.section}>
        <legend>The code and what it gives</legend>
        <TextField
          label="Code"
          {...field('code')}
          hint="Shoppers may type it in any case, with or without spaces."
          autoCapitalize="characters"
          required
        />
        <SelectField
          label="What it gives"
          value={draft.kind}
          onChange={(kind) => set('kind', kind)}
          options={DISCOUNT_KINDS}
          optionLabel={(kind) => KIND_LABELS[kind]}
        />
        {draft.kind !== 'freeDelivery' &&
          number(
            draft.kind === 'percent' ? 'Percent off' : 'Rupees off (PKR)',
            'value',
            draft.kind === 'percent' ? 'From 1 to 100; rounded down to whole rupees per order.' : undefined,
          )}
      </fieldset>
      {draft.kind !== 'freeDelivery' && (
        <fieldset className={styles.section} aria-describedby={errors.scope ? 'scope-error' : undefined}>
          <legend>Applies to</legend>
          <div className={styles.choices}>
            {SCOPES.map(([scope, label]) => (
              <label key={scope} className={styles.check}>
                <input
                  type="radio"
                  name="scope"
                  checked={draft.scope === scope}
                  onChange={() => set('scope', scope)}
                  // The scope's one error is a selection naming nothing: focus goes to that choice.
                  aria-invalid={scope === 'selected' && errors.scope ? true : undefined}
                />
                {label}
              </label>
            ))}
          </div>
          {draft.scope === 'selected' && (
            <>
              <TextField
                label="Product IDs"
                {...field('productIds')}
                hint="Separated by commas, e.g. PROD12345, PROD12346"
              />
              <TextField label="Categories" {...field('categories')} hint="Separated by commas, e.g. Formal, Kurta" />
            </>
          )}
          {errors.scope && (
            <p id="scope-error" className="field-error">
              {errors.scope}
            </p>
          )}
        </fieldset>
      )}
      <fieldset className={styles.section}>
        <legend>Conditions (leave blank for none)</legend>
        {number('Minimum pieces', 'minPieces')}
        {number('Minimum amount (PKR)', 'minAmount')}
        <DayWithRoom label="First day" {...day('startsOn')} hint="Shop time (Pakistan)" />
        <DayWithRoom label="Last day" {...day('endsOn')} hint="Included" />
        {number('Total uses', 'usageLimit')}
        {number('Uses per customer', 'perCustomerLimit', 'Same phone, e-mail or account')}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.firstOrderOnly}
            onChange={(event) => set('firstOrderOnly', event.target.checked)}
          />
          First order only
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.paused} onChange={(event) => set('paused', event.target.checked)} />
          Paused
        </label>
        <div className={styles.shown}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.showToShoppers}
              onChange={(event) => set('showToShoppers', event.target.checked)}
              aria-describedby="discount-shown-hint"
            />
            Show to shoppers
          </label>
          <p id="discount-shown-hint" className={styles.hint}>
            The shop's questions and answers and the chat assistant name this code to every shopper. Leave it off for a
            code you give to a few people (staff, an apology); it still works for anyone who types it.
          </p>
        </div>
      </fieldset>
      {refused && (
        <p role="alert" className={styles.error}>
          {refused}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="button" className="button-secondary" onClick={() => onDone('')}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : saved ? 'Save code' : 'Create code'}
        </button>
      </div>
    </form>
  );
}

/**
 * A date box that keeps room under it for what it says when the owner leaves it with a day it cannot
 * read: the words appear in that room, so nothing below moves, and a press on Create that left the box
 * still lands on Create. The room is the words themselves, unseen and unheard until the field shows
 * its own error (which the field's aria-describedby names), so it fits at any width.
 */
function DayWithRoom(props: ComponentProps<typeof DateField>) {
  return (
    <div className={styles.dayWithRoom}>
      <DateField {...props} />
      <p className={`field-error ${styles.room}`} aria-hidden="true">
        {DATE_PROBLEM}
      </p>
    </div>
  );
}
