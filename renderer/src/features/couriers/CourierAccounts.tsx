import { readTypedNumber } from '../../../../common/digits';
import { useState, type FormEvent } from 'react';
import { failure } from '../../shared/failure';
import type { CourierAccount } from '../../../../common/couriers';
import { QueryState } from '../../shared/ui/QueryState';
import { TextField } from '../../shared/ui/TextField';
import { useCourierAccounts, useSaveCourierAccount, useTestCourier } from './api';
import styles from './Couriers.module.css';

/** Settings › Couriers: each courier's API account (keys write-only) and its connection test (issue 34). */
export function CourierAccounts() {
  const accounts = useCourierAccounts();
  return (
    <section className={styles.panel} aria-labelledby="couriers-heading">
      <h2 id="couriers-heading">Couriers</h2>
      <p className={styles.hint}>
        With an API account the shop books parcels and follows them by itself. Keys are kept on this computer and never
        shown again.
      </p>
      <QueryState query={accounts}>
        {(list) => (
          <>
            {list.map((account) => (
              <CourierAccountForm key={account.courier} account={account} />
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}

function CourierAccountForm({ account }: { account: CourierAccount }) {
  const { courier } = account;
  const [apiKey, setApiKey] = useState('');
  const [apiPassword, setApiPassword] = useState('');
  const [pickupCode, setPickupCode] = useState(account.pickupCode);
  const [grams, setGrams] = useState(String(account.gramsPerPiece));
  const save = useSaveCourierAccount(courier);
  const test = useTestCourier(courier);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    test.reset();
    save.mutate(
      {
        ...(apiKey.trim() && { apiKey: apiKey.trim() }),
        ...(apiPassword.trim() && { apiPassword: apiPassword.trim() }),
        pickupCode,
        gramsPerPiece: readTypedNumber(grams),
      },
      {
        onSuccess: () => {
          setApiKey('');
          setApiPassword('');
        },
      },
    );
  };
  const headingId = `courier-${courier}`;
  return (
    <form className={styles.account} onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId}>{courier}</h3>
      <p className={account.keySaved ? styles.ok : styles.hint}>
        {account.keySaved
          ? `An API key is saved${account.needsPassword && !account.passwordSaved ? ', but no API password' : ''}.`
          : 'No API key saved.'}
      </p>
      <div className={styles.fields}>
        <TextField
          label={`${courier} API key`}
          value={apiKey}
          onChange={setApiKey}
          type="password"
          autoComplete="off"
          hint={account.keySaved ? 'Leave empty to keep the saved key.' : `From ${courier}'s merchant portal.`}
        />
        {account.needsPassword && (
          <TextField
            label={`${courier} API password`}
            value={apiPassword}
            onChange={setApiPassword}
            type="password"
            autoComplete="off"
            hint={account.passwordSaved ? 'Leave empty to keep the saved password.' : undefined}
          />
        )}
        <TextField
          label={courier === 'PostEx' ? 'Pickup address code' : 'Shipper ID'}
          value={pickupCode}
          onChange={setPickupCode}
        />
        <TextField label="Weight per piece (grams)" value={grams} onChange={setGrams} inputMode="numeric" />
      </div>
      {account.callbackUrl && (
        <p className={styles.hint}>
          Give {courier} this address for status updates: <code className={styles.code}>{account.callbackUrl}</code>
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={save.isPending}>
          Save {courier}
        </button>
        <button
          type="button"
          className="button-secondary"
          disabled={test.isPending || !account.keySaved}
          onClick={() => test.mutate()}
        >
          {test.isPending ? 'Asking…' : 'Test connection'}
        </button>
      </div>
      <div aria-live="polite">
        {save.isSuccess && <p className={styles.ok}>{save.data.message}</p>}
        {save.error && (
          <p className={styles.error} role="alert">
            {failure(save.error, `Failed to save the ${courier} account.`)}
          </p>
        )}
        {test.data && (
          <p className={test.data.ok ? styles.ok : styles.error} role={test.data.ok ? undefined : 'alert'}>
            {test.data.message}
          </p>
        )}
        {test.error && (
          <p className={styles.error} role="alert">
            {failure(test.error, 'The test could not be run. Check your connection.')}
          </p>
        )}
      </div>
    </form>
  );
}
