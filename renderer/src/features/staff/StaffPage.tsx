import { useState } from 'react';
import type { StaffMember } from '../../../../common/admin';
import { failure } from '../../shared/failure';
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../../common/staffRoles';
import { useMe } from '../../shared/session/staff';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { Page } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/QueryState';
import { QueryTable } from '../../shared/ui/DataTable';
import { useStaffList, useStaffRules, useUpdateStaff } from './api';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { StaffForm } from './StaffForm';
import { StaffRulesForm } from './StaffRulesForm';
import styles from './StaffPage.module.css';

/** A password shown once, right after it was set: the owner hands it over; the app never shows it again. */
type Handover = { member: StaffMember; password: string };

const refusedId = (member: StaffMember) => `staff-${member.id}-refused`;

const stateOf = (member: StaffMember) =>
  member.disabled ? 'Turned off' : member.mustChangePassword ? 'Has not chosen a password yet' : 'Active';

/**
 * The owner's Staff screen (issue 37): who may sign in, with which role; add someone, change a role,
 * turn an account off or on, give a new first password. Each change ends that person's sessions.
 */
export default function StaffPage() {
  const staff = useStaffList();
  const rules = useStaffRules();
  const me = useMe().data;
  const update = useUpdateStaff();
  const { ask, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  // Every password given this visit stays until the owner says it was handed over: adding two people in
  // a row must not hide the first one's password, which is never shown again.
  const [handovers, setHandovers] = useState<Handover[]>([]);
  // A new password for someone replaces the one shown for them.
  const handOver = (member: StaffMember, password: string) =>
    setHandovers((shown) => [...shown.filter((each) => each.member.id !== member.id), { member, password }]);
  const [notice, setNotice] = useState('');
  // The server's refusal beside the row it is about.
  const [refused, setRefused] = useState<{ id: number; message: string } | null>(null);

  const change = (member: StaffMember, body: { role?: StaffRole; disabled?: boolean }, done: string) => {
    setRefused(null);
    setNotice('');
    update.mutate(
      { id: member.id, ...body },
      {
        onSuccess: () => setNotice(done),
        onError: (error) =>
          setRefused({
            id: member.id,
            message: failure(error),
          }),
      },
    );
  };

  const turnOn = (member: StaffMember) => change(member, { disabled: false }, `${member.name} can sign in again.`);
  const turnOff = (member: StaffMember) =>
    ask(
      {
        title: `Turn off ${member.name}'s account?`,
        details: `${member.name} is signed out at once and cannot sign in until you turn the account on again. What they did stays in the activity log.`,
        confirm: 'Turn off',
        keep: 'Keep it on',
        danger: true,
      },
      () => change(member, { disabled: true }, `${member.name} is signed out and cannot sign in.`),
    );

  return (
    <Page
      title="Staff"
      actions={
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add staff
        </button>
      }
    >
      <p className={styles.intro}>
        Everyone who works in the shop signs in with their own name, so the activity log shows who did what. Turning an
        account off, changing its role or giving a new password signs that person out at once.
      </p>
      <div role="status" aria-live="polite">
        {handovers.map(({ member, password }) => (
          <div key={member.id} className={styles.handover}>
            <p>
              {member.name} signs in as <strong>{member.username}</strong> with the password{' '}
              <strong className={styles.password}>{password}</strong>
            </p>
            <p>Give it to them now: it is not shown again. They choose their own password when they first sign in.</p>
            <button
              type="button"
              className="button-secondary"
              onClick={() => setHandovers((shown) => shown.filter((each) => each.member.id !== member.id))}
            >
              Done, I have given it to {member.name}
            </button>
          </div>
        ))}
        {notice && <p className={styles.ok}>{notice}</p>}
      </div>
      <QueryTable
        query={staff}
        caption="Staff accounts"
        empty="No staff accounts yet. Add someone with Add staff."
        rowKey={(member) => member.id}
        rowClassName={(member) => (member.disabled ? styles.off : undefined)}
        columns={[
          {
            header: 'Name',
            rowHeader: true,
            cell: (member) => (
              <>
                {member.name}
                {member.id === me?.id && <span className={styles.muted}>You</span>}
                {refused?.id === member.id && (
                  <span id={refusedId(member)} role="alert" className={styles.error}>
                    {refused.message}
                  </span>
                )}
              </>
            ),
          },
          { header: 'Username', cell: (member) => member.username },
          {
            header: 'Role',
            cell: (member) => (
              <select
                aria-label={`Role of ${member.name}`}
                aria-describedby={refused?.id === member.id ? refusedId(member) : undefined}
                value={member.role}
                disabled={member.id === me?.id || update.isPending}
                onChange={(event) => {
                  const role = event.target.value as StaffRole;
                  change(member, { role }, `${member.name} is now ${STAFF_ROLES[role].label}.`);
                }}
              >
                {STAFF_ROLE_NAMES.map((role) => (
                  <option key={role} value={role}>
                    {STAFF_ROLES[role].label}
                  </option>
                ))}
              </select>
            ),
          },
          { header: 'State', cell: stateOf },
        ]}
        actions={(member) => (
          <>
            {member.id !== me?.id && (
              <button
                type="button"
                className={member.disabled ? 'button-secondary' : 'button-danger'}
                disabled={update.isPending}
                onClick={() => (member.disabled ? turnOn(member) : turnOff(member))}
              >
                {member.disabled ? `Turn on ${member.name}` : `Turn off ${member.name}`}
              </button>
            )}
            <button type="button" className="button-secondary" onClick={() => setResetting(member)}>
              New password for {member.name}
            </button>
          </>
        )}
      />
      <QueryState query={rules}>
        {(saved) => <StaffRulesForm key={saved.orderDeskRefundLimit} saved={saved} />}
      </QueryState>
      {adding && (
        <StaffForm
          onClose={() => setAdding(false)}
          onDone={(member, password) => {
            setAdding(false);
            setNotice('');
            handOver(member, password);
          }}
        />
      )}
      {resetting && (
        <ResetPasswordDialog
          member={resetting}
          onClose={() => setResetting(null)}
          onDone={(password) => {
            handOver(resetting, password);
            setResetting(null);
          }}
        />
      )}
      {dialog}
    </Page>
  );
}
