import { useState, type FormEvent } from 'react';
import type { ShopSettings } from '../../../../common/contract/settings';
import { TextField } from '../../shared/ui/TextField';
import { useSaveModelKey } from './api';
import styles from './SettingsPage.module.css';
import { SaveActions } from '../../shared/ui/SaveActions';

/** The assistant's model key: write-only, the screen only says whether one is saved (docs/architecture.md, Assistant). */
export function ModelKeyForm({ modelKey }: { modelKey: ShopSettings['modelKey'] }) {
  const [key, setKey] = useState('');
  const mutation = useSaveModelKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(key.trim(), { onSuccess: () => setKey('') });
  };
  const state = modelKey.saved
    ? 'A key is saved.'
    : modelKey.fromEnvironment
      ? 'The key comes from GEMINI_API_KEY on this computer.'
      : 'No key: the assistant gives its built-in answers.';
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="model-key-heading">
      <h2 id="model-key-heading">Shopping assistant</h2>
      <p className={styles.ok}>{state}</p>
      <TextField
        label="New model service key"
        value={key}
        onChange={setKey}
        type="password"
        autoComplete="off"
        hint="It is kept on this computer and never shown again."
      />
      <SaveActions
        save={mutation}
        submit="Save key"
        working="Saving key..."
        failed="Failed to save the key."
        disabled={key.trim() === ''}
      >
        {modelKey.saved && (
          <button
            type="button"
            className="button-secondary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(null)}
          >
            Remove saved key
          </button>
        )}
      </SaveActions>
    </form>
  );
}
