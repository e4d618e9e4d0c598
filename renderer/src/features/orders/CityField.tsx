import { useId, useState } from 'react';
import { cityKey, cityMeant } from '../../../../common/cityNames';
import { TextField } from '../../shared/ui/TextField';
import { useShopCities } from './apiEdit';

/**
 * The order desk's city (decision 0137): the shop's known cities offered as staff type (the browser's
 * own list under the field, reached with the arrow keys), and for a short form or a slip ('Pindi',
 * 'Lahroe') "Did you mean Rawalpindi?" with a button that puts it in. What was typed is kept unless
 * staff choose the city offered: a small town is not a mistake, and Keep says so until the name changes.
 */
export function CityField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const listId = useId();
  const known = useShopCities().data ?? [];
  const [kept, setKept] = useState('');
  const meant = value.trim() && value !== kept ? cityMeant(value, known) : undefined;
  const asked = meant && cityKey(meant) !== cityKey(value) ? meant : undefined;
  // The buttons go once pressed: the focus goes back to the field, not to the page.
  const backToField = () => document.querySelector<HTMLInputElement>(`input[list="${CSS.escape(listId)}"]`)?.focus();
  return (
    <div>
      <TextField label={label} value={value} onChange={onChange} error={error} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {known.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div role="status">
        {asked && (
          <p className="hint">
            Did you mean {asked}?{' '}
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                onChange(asked);
                backToField();
              }}
            >
              Use {asked}
            </button>{' '}
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                setKept(value);
                backToField();
              }}
            >
              Keep “{value.trim()}”
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
