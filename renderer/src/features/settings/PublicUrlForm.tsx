import { useState, type FormEvent } from 'react';
import type { ShopSettings } from '../../../../common/contract/settings';
import { TextField } from '../../shared/ui/TextField';
import { useSavePublicUrl } from './api';
import styles from './SettingsPage.module.css';
import { SaveActions } from '../../shared/ui/SaveActions';

/** The address shoppers use (README, Tunnel): every link in the shop's mails starts with it. */
export function PublicUrlForm({ publicUrl }: { publicUrl: ShopSettings['publicUrl'] }) {
  const [url, setUrl] = useState(publicUrl.saved ?? '');
  const mutation = useSavePublicUrl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(url.trim() === '' ? null : url.trim());
  };
  const inUse = publicUrl.saved ?? publicUrl.fromEnvironment;
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="public-url-heading">
      <h2 id="public-url-heading">Shop address</h2>
      <p className={styles.ok}>
        {inUse
          ? `Links in mails point to ${inUse}.`
          : 'No address set: links in mails use the address the shopper reached the shop on.'}
      </p>
      <TextField
        label="Address shoppers use"
        value={url}
        onChange={setUrl}
        type="url"
        inputMode="url"
        placeholder="https://myshop.example.pk"
        hint="The tunnel's https address, for example. Leave empty to remove it."
      />
      <SaveActions save={mutation} submit="Save address" failed="Failed to save the address." />
    </form>
  );
}
