import { useState } from 'react';
import { failure } from '../../shared/failure';
import {
  FIELD_LABELS,
  REPORT_FIELDS,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REQUIRED_FIELDS,
  STATUS_STEP_LABELS,
  STATUS_STEPS,
  statusWordKey,
  type ColumnMapping,
  type ReportKind,
  type StatusStep,
} from '../../../../common/courierCash';
import { useImportReport, usePreviewReport } from './api';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { SelectField } from '../../shared/ui/SelectField';
import { plural } from '../../shared/plural';
import { ReportRows } from './ReportRows';
import styles from './Reconciliation.module.css';

/**
 * The courier's report, imported in three steps: choose the file, check the columns the shop read
 * (saved for this courier, else guessed from the headings) and what each row would do, then import.
 */
export function ImportReport({ courier }: { courier: string }) {
  const [kind, setKind] = useState<ReportKind>('payment');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const preview = usePreviewReport();
  const importing = useImportReport({
    onSuccess: (answer) => {
      setDone(answer.message ?? 'Imported.');
      setFile(null);
      setFileKey((key) => key + 1);
      preview.reset();
    },
  });
  const answer = preview.data;

  const look = (next: {
    kind?: ReportKind;
    file?: File | null;
    columns?: ColumnMapping;
    statusWords?: Record<string, StatusStep>;
  }) => {
    const chosen = next.file === undefined ? file : next.file;
    setDone(null);
    importing.reset();
    if (!chosen) return preview.reset();
    preview.mutate({
      courier,
      kind: next.kind ?? kind,
      file: chosen,
      columns: next.columns,
      statusWords: next.statusWords,
    });
  };
  // Rows that would change something: with none, importing would only repeat what is there.
  const changing =
    answer?.rows.filter((row) => !['imported before', 'no change', 'problem'].includes(row.outcome)).length ?? 0;
  const wordsChosen = () => Object.fromEntries(answer?.statusWords.map((w) => [statusWordKey(w.word), w.step]) ?? []);

  return (
    <div className={styles.importBox}>
      <RadioGroup
        className={styles.kinds}
        legend={`What ${courier} sent`}
        options={REPORT_KINDS}
        value={kind}
        onChange={(choice) => {
          setKind(choice);
          look({ kind: choice });
        }}
        optionLabel={(choice) => REPORT_KIND_LABELS[choice]}
      />
      <div className="field">
        <label htmlFor="report-file">Report file (CSV or Excel .xlsx)</label>
        <input
          key={fileKey}
          id="report-file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            look({ file: chosen });
          }}
        />
      </div>
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      {preview.isPending && <p role="status">Reading the report...</p>}
      {preview.isError && (
        <p className={styles.alert} role="alert">
          {failure(preview.error, 'The report could not be read. Please check your connection and try again.')}
        </p>
      )}
      {answer && file && (
        <>
          <fieldset className={styles.mapping}>
            <legend>
              Columns{' '}
              <span className={styles.muted}>
                (
                {answer.source === 'saved'
                  ? `as saved for ${courier}`
                  : answer.source === 'guessed'
                    ? 'guessed from the headings: check them'
                    : 'as you chose'}
                )
              </span>
            </legend>
            <div className={styles.columns}>
              {REPORT_FIELDS[answer.kind].map((field) => (
                <SelectField
                  key={field}
                  label={`${FIELD_LABELS[field]}${REQUIRED_FIELDS[answer.kind].includes(field) ? '' : ' (optional)'}`}
                  value={answer.columns[field] ?? ''}
                  onChange={(header) =>
                    look({
                      columns: { ...answer.columns, [field]: header || undefined },
                      statusWords: wordsChosen(),
                    })
                  }
                  options={answer.headers}
                  optionLabel={(header) => header}
                  none="Not in this file"
                />
              ))}
            </div>
          </fieldset>
          {answer.statusWords.length > 0 && (
            <fieldset className={styles.mapping}>
              <legend>What each status means</legend>
              <div className={styles.columns}>
                {answer.statusWords.map((word) => (
                  <SelectField
                    key={word.word}
                    label={`“${word.word}”`}
                    value={word.step}
                    onChange={(step) =>
                      look({
                        columns: answer.columns,
                        statusWords: { ...wordsChosen(), [statusWordKey(word.word)]: step },
                      })
                    }
                    options={STATUS_STEPS}
                    optionLabel={(step) => STATUS_STEP_LABELS[step]}
                  />
                ))}
              </div>
            </fieldset>
          )}
          {answer.missing.length > 0 ? (
            <p className={styles.alert} role="alert">
              Choose the column that holds the {answer.missing.map((name) => name.toLowerCase()).join(' and the ')}.
            </p>
          ) : (
            <ReportRows answer={answer} />
          )}
          {importing.isError && (
            <p className={styles.alert} role="alert">
              {failure(importing.error, 'The report was not imported. Please check your connection and try again.')}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              disabled={answer.missing.length > 0 || changing === 0 || importing.isPending || preview.isPending}
              onClick={() =>
                importing.mutate({
                  courier,
                  kind: answer.kind,
                  file,
                  columns: answer.columns,
                  statusWords: wordsChosen(),
                })
              }
            >
              {importing.isPending
                ? 'Importing...'
                : changing === 0
                  ? 'Nothing new to import'
                  : `Import ${plural(answer.rows.length, 'row')}`}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
