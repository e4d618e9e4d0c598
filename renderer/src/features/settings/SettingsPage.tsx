import { bankDetailsComplete } from '../../../../common/policy';
import { Page } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/QueryState';
import { AboutShopForm } from './AboutShopForm';
import { ModelKeyForm } from './ModelKeyForm';
import { PublicUrlForm } from './PublicUrlForm';
import { PasswordForm } from './PasswordForm';
import { PolicyForm } from './PolicyForm';
import { useSettings } from './api';
import styles from './SettingsPage.module.css';

/**
 * The owner's settings (docs/architecture.md: shop policy is data, edited in the admin app): the shop's
 * name, delivery fee, payment methods and bank details, returns, size guide and contact details;
 * the assistant's key (write-only); the admin password.
 */
export default function SettingsPage() {
  const settings = useSettings();
  return (
    <Page title="Settings">
      <QueryState query={settings}>
        {(data) => (
          <>
            {!bankDetailsComplete(data.policy) && (
              <p className={styles.firstRun} role="status">
                Shoppers can pay by cash on delivery only. To offer bank transfer, enter your bank details and the WhatsApp number for payment receipts under
                Payment, then tick Bank transfer.
              </p>
            )}
            <PolicyForm key={`${data.policy.city}\u0000${data.policy.aboutUs}`} saved={data.policy} />
            <AboutShopForm saved={data.policy} />
            <PublicUrlForm publicUrl={data.publicUrl} />
            <ModelKeyForm modelKey={data.modelKey} />
            <PasswordForm />
          </>
        )}
      </QueryState>
    </Page>
  );
}
