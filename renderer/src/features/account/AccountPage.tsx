import { STAFF_ROLES } from '../../../../common/staffRoles';
import { useMe } from '../../shared/session/staff';
import { Page } from '../../shared/ui/Page';
import { roleSummary } from '../staff/roleSummary';
import styles from './AccountPage.module.css';
import { PasswordForm } from './PasswordForm';

/**
 * My account (issue 37): who is signed in, what their role lets them do, and their own password. Every
 * role reaches it from the header, so a Packer or the Order desk can change a password someone learnt
 * without asking the owner.
 */
export default function AccountPage() {
  const me = useMe().data;
  return (
    <Page title="My account">
      {me && (
        <section className={styles.card} aria-labelledby="who-heading">
          <h2 id="who-heading">Signed in as</h2>
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{me.name}</dd>
            <dt>Username</dt>
            <dd>{me.username}</dd>
            <dt>Role</dt>
            <dd>
              {STAFF_ROLES[me.role].label}. {roleSummary(me.role)}
            </dd>
          </dl>
        </section>
      )}
      <PasswordForm />
    </Page>
  );
}
