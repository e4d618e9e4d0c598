import { useState, type FormEvent } from 'react';
import { ABOUT_US_MAX, shopPolicySchema, type ShopPolicy } from '../../../../common/policy';
import { TextField } from '../../shared/ui/TextField';
import { useSavePolicy } from './api';
import styles from './SettingsPage.module.css';
import { SaveActions } from '../../shared/ui/SaveActions';
import { checkedForm } from '../../shared/ui/firstError';

/**
 * The shop in the owner's words (issue 24 item 5): its city and a short "about us", which the
 * shopping assistant's header, greeting and answers speak from. Saved into the shop policy, the rest
 * of it as last saved.
 */
export function AboutShopForm({ saved }: { saved: ShopPolicy }) {
  const [city, setCity] = useState(saved.city);
  const [aboutUs, setAboutUs] = useState(saved.aboutUs);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useSavePolicy();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkedForm(
      event.currentTarget,
      shopPolicySchema.safeParse({ ...saved, city, aboutUs }),
      setErrors,
    );
    if (checked) mutation.mutate(checked);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="about-shop-heading" noValidate>
      <h2 id="about-shop-heading">About your shop</h2>
      <p className="hint">The shopping assistant introduces your shop with these words.</p>
      <TextField
        label="City"
        value={city}
        onChange={setCity}
        maxLength={60}
        error={errors.city}
        hint="Where the shop is, e.g. Lahore."
      />
      <div className="field">
        <label htmlFor="about-us">About us</label>
        <textarea
          id="about-us"
          rows={3}
          value={aboutUs}
          onChange={(event) => setAboutUs(event.target.value)}
          aria-invalid={errors.aboutUs ? true : undefined}
          aria-describedby={errors.aboutUs ? 'about-us-hint about-us-error' : 'about-us-hint'}
        />
        <p id="about-us-hint" className="hint">
          One or two sentences, at most {ABOUT_US_MAX} characters ({aboutUs.trim().length} now), e.g. “A family shop
          stitching lawn shirts since 2019.”
        </p>
        {errors.aboutUs && (
          <p id="about-us-error" className="field-error">
            {errors.aboutUs}
          </p>
        )}
      </div>
      <SaveActions
        save={mutation}
        submit="Save about your shop"
        failed="Failed to save. Please check your connection and try again."
      />
    </form>
  );
}
