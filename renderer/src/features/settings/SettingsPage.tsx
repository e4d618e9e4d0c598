import { paymentSettled, type ShopPolicy } from '../../../../common/policy';
import { missingContactDetails } from '../../../../common/policyRules';
import { Page } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/QueryState';
import { CourierAccounts } from '../couriers/CourierAccounts';
import { MailSettings } from './MailSettings';
import { AboutShopForm } from './AboutShopForm';
import { CheckoutEmailForm } from './CheckoutEmailForm';
import { ModelKeyForm } from './ModelKeyForm';
import { PublicUrlForm } from './PublicUrlForm';
import { PolicyForm } from './PolicyForm';
import { useSettings } from './api';
import styles from './SettingsPage.module.css';

/**
 * The owner's settings (docs/architecture.md: shop policy is data, edited in the admin app): the shop's
 * name, delivery fee, payment methods and bank details, returns, size guide and contact details;
 * the assistant's key (write-only). Each person's own password is under My account (features/account).
 */
export default function SettingsPage() {
  const settings = useSettings();
  return (
    <Page title="Settings">
      <QueryState query={settings}>
        {(data) => (
          <>
            {/* Once the owner chose cash on delivery only (or entered bank details) this is no longer news. */}
            {!paymentSettled(data.policy) && (
              <p className={styles.firstRun} role="status">
                Shoppers can pay by cash on delivery only. To offer bank transfer, enter your bank details and the
                WhatsApp number for payment receipts under Payment, then tick Bank transfer.
              </p>
            )}
            <ContactMissing policy={data.policy} />
            {/* Each small form saves the whole policy: the big one starts again from what they saved. */}
            <PolicyForm
              key={`${data.policy.city}\u0000${data.policy.aboutUs}\u0000${data.policy.checkoutEmailOptional}`}
              saved={data.policy}
            />
            <AboutShopForm saved={data.policy} />
            <CheckoutEmailForm saved={data.policy} />
            <PublicUrlForm publicUrl={data.publicUrl} />
            <MailSettings />
            <CourierAccounts />
            <ModelKeyForm modelKey={data.modelKey} />
          </>
        )}
      </QueryState>
    </Page>
  );
}

/** Like the bank details, the shop shows shoppers no phone or e-mail until the owner enters real ones (issue 24). */
function ContactMissing({ policy }: { policy: ShopPolicy }) {
  const missing = missingContactDetails(policy);
  if (missing.length === 0) return null;
  return (
    <p className={styles.firstRun} role="status" data-testid="contact-missing">
      Shoppers see no {missing.join(' and no ')} for the shop yet. Enter {missing.length === 1 ? 'it' : 'them'} under
      Contact so customers can reach you.
    </p>
  );
}
