import { useState, type FormEvent } from 'react';
import { staffRulesSchema, type StaffRules } from '../../../../common/admin';
import { failure } from '../../shared/failure';
import { readTypedAmount } from '../../../../common/money';
import { MoneyField } from '../../shared/ui/MoneyField';
import { useSaveStaffRules } from './api';
import styles from './StaffPage.module.css';

/** The largest refund an Order desk account may record on its own (the server refuses more). */
export function StaffRulesForm({ saved }: { saved: StaffRules }) {
  const [limit, setLimit] = useState(String(saved.orderDeskRefundLimit));
  const [error, setError] = useState('');
  const save = useSaveStaffRules();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = staffRulesSchema.safeParse({ orderDeskRefundLimit: readTypedAmount(limit) });
    setError(checked.success ? '' : (checked.error.issues[0]?.message ?? 'Enter a number of rupees'));
    if (!checked.success) return;
    save.mutate(checked.data, {
      onError: (error) => setError(failure(error)),
    });
  };
  return (
    <form className={styles.rules} onSubmit={submit} noValidate aria-labelledby="staff-rules-heading">
      <h2 id="staff-rules-heading">Refunds by the order desk</h2>
      <MoneyField
        label="Largest refund an Order desk account may record (Rs)"
        value={limit}
        onChange={setLimit}
        error={error}
        hint="Larger refunds need you or a Manager. 0: none at all."
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save limit'}
        </button>
        <div aria-live="polite">{save.isSuccess && !error && <p className={styles.ok}>Saved</p>}</div>
      </div>
    </form>
  );
}
