import { useState, type FormEvent } from 'react';
import {
  ACTIVITY_KIND_NAMES,
  ACTIVITY_KINDS,
  activityQuerySchema,
  type ActivityKind,
} from '../../../../common/activity';
import { failure } from '../../shared/failure';
import { plural } from '../../shared/plural';
import { EmptyNote } from '../../shared/ui/DataTable';
import { DATE_PROBLEM, DateField, useUnreadableDays } from '../../shared/ui/DateField';
import { Page } from '../../shared/ui/Page';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { SelectField } from '../../shared/ui/SelectField';
import { TextField } from '../../shared/ui/TextField';
import { useStaffList } from '../staff/api';
import { ActivityEntries } from './ActivityEntries';
import { useActivity, useExportActivity } from './api';
import styles from './Activity.module.css';

const NO_FILTERS = { staffId: '', orderRef: '', productId: '', kind: '', from: '', to: '' };
type Filters = typeof NO_FILTERS;

/** The filters as the API reads them: blanks left out. */
const toQuery = (filters: Filters) => ({
  staffId: filters.staffId ? Number(filters.staffId) : undefined,
  orderRef: filters.orderRef.trim() || undefined,
  productId: filters.productId.trim() || undefined,
  kind: (filters.kind || undefined) as ActivityKind | undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
});

/**
 * The owner's activity log (issue 37): every change by anyone, newest first, filtered by person, order,
 * product, kind of change and day, and saved as CSV. Nobody can edit or delete an entry. A day box that
 * cannot read what is typed stops Show: the field says so and no changes are listed until it reads a
 * day (or is cleared), rather than the log of some other day, or of every day, passing for the answer.
 */
export default function ActivityPage() {
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [error, setError] = useState('');
  const days = useUnreadableDays<'from' | 'to'>();
  // Show was pressed with a day box that reads no day: nothing is listed, or exported, until a Show that works.
  const [refused, setRefused] = useState(false);
  // Clear empties the day boxes even when they held only words (their day never changed): they start afresh.
  const [cleared, setCleared] = useState(0);
  const log = useActivity({ ...toQuery(applied), page });
  const people = useStaffList();
  const exportCsv = useExportActivity();
  const set = (field: keyof Filters) => (value: string) => setTyped({ ...typed, [field]: value });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (days.any) {
      const form = event.currentTarget;
      setRefused(true);
      setError('');
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const checked = activityQuerySchema.safeParse(toQuery(typed));
    if (typed.from && typed.to && typed.from > typed.to) return setError('The first day comes after the last day');
    setError(checked.success ? '' : (checked.error.issues[0]?.message ?? 'Check the filters'));
    if (!checked.success) return;
    setApplied(typed);
    setRefused(false);
    setPage(1);
  };
  const dayProblem = (end: 'from' | 'to') => (refused && days.is(end) ? DATE_PROBLEM : undefined);

  return (
    <Page
      title="Activity"
      actions={
        <button
          type="button"
          className="button-secondary"
          disabled={exportCsv.isPending || refused}
          onClick={() => exportCsv.mutate(toQuery(applied))}
        >
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </button>
      }
    >
      <p className={styles.intro}>
        Every change to orders, stock, prices, discount codes, settings and staff, with who made it and what it was
        before. Nobody can change or delete what is written here.
      </p>
      {exportCsv.isError && (
        <p role="alert" className={styles.error}>
          {failure(exportCsv.error, 'Failed to export. Please check your connection and try again.')}
        </p>
      )}
      <form className={styles.filters} onSubmit={apply} noValidate aria-label="Filter the activity log">
        <div className="field">
          <label htmlFor="activity-person">Person</label>
          <select id="activity-person" value={typed.staffId} onChange={(event) => set('staffId')(event.target.value)}>
            <option value="">Everyone</option>
            {(people.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Order" value={typed.orderRef} onChange={set('orderRef')} placeholder="ORD-…" />
        <TextField label="Product ID" value={typed.productId} onChange={set('productId')} />
        <SelectField<ActivityKind>
          label="Kind of change"
          value={typed.kind as ActivityKind | ''}
          onChange={set('kind')}
          options={ACTIVITY_KIND_NAMES}
          optionLabel={(kind) => ACTIVITY_KINDS[kind]}
          none="All kinds"
        />
        <DateField
          key={`from-${cleared}`}
          label="From day"
          value={typed.from}
          onChange={set('from')}
          onUnreadable={days.watch('from')}
          error={dayProblem('from')}
        />
        <DateField
          key={`to-${cleared}`}
          label="To day"
          value={typed.to}
          onChange={set('to')}
          onUnreadable={days.watch('to')}
          error={dayProblem('to') ?? (error || undefined)}
        />
        <div className={styles.filterActions}>
          <button type="submit" className="button">
            Show
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setTyped(NO_FILTERS);
              setApplied(NO_FILTERS);
              setError('');
              setRefused(false);
              days.reset();
              setCleared((count) => count + 1);
              setPage(1);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {refused ? (
        days.any ? (
          <p role="alert" className={styles.error}>
            No changes are shown: a day above cannot be read.
          </p>
        ) : (
          <p role="status" className={styles.count}>
            Press Show to list the changes for these filters.
          </p>
        )
      ) : (
        <QueryState query={log}>
          {(answer) =>
            answer.data.length === 0 ? (
              <EmptyNote>
                {applied === NO_FILTERS ? 'No changes recorded yet.' : 'No changes match these filters.'}
              </EmptyNote>
            ) : (
              <>
                <p className={styles.count} role="status">
                  {plural(answer.total, 'change')}
                </p>
                <ActivityEntries entries={answer.data} />
                <Pager page={page} totalPages={answer.totalPages} onPage={setPage} label="Activity pages" />
              </>
            )
          }
        </QueryState>
      )}
    </Page>
  );
}
