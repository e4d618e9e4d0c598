import { useRef, useState, type FormEvent } from 'react';
import { ALL_SHIRTS, type SizeChart } from '../../../../common/sizeCharts';
import { SIZE_MEASURES } from '../../../../common/sizeMeasures';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { showFirstError } from '../../shared/ui/firstError';
import { SaveActions, SaveOutcome } from '../../shared/ui/SaveActions';
import { TextField } from '../../shared/ui/TextField';
import { useResetSizeChart, useSaveSizeChart } from './api';
import {
  chartName,
  checkDraft,
  emptyRow,
  MEASURE_LABELS,
  sameDraft,
  toDraft,
  USUAL_SIZES,
  type DraftRow,
} from './draft';
import { UsualSizes } from './UsualSizes';
import styles from './SizeChartsPage.module.css';

const MAX_SIZES = 12;

/**
 * One chart's rows, edited in place: a size and its five measures per row. `chart` is the category's own
 * chart (or the one for all shirts), absent while the category shows the chart for all shirts (`fallback`),
 * which is then filled in to start from. What is typed lives in the page (`draft`), so it outlasts a switch.
 */
export function SizeChartEditor({
  category,
  chart,
  fallback,
  draft,
  onDraft,
}: {
  category: string;
  chart: SizeChart | undefined;
  fallback: SizeChart;
  draft: DraftRow[] | undefined;
  onDraft: (draft: DraftRow[] | undefined) => void;
}) {
  const name = chartName(category);
  const shown = toDraft((chart ?? fallback).rows);
  const rows = draft ?? shown;
  const save = useSaveSizeChart();
  const reset = useResetSizeChart();
  const { ask, dialog } = useConfirm();
  // Problems show once a save was tried, then follow what is typed (issue 35 item 11's rule for forms).
  const [tried, setTried] = useState(false);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { errors } = tried ? checkDraft(rows) : { errors: {} as Record<string, string> };

  const change = (next: DraftRow[]) => {
    save.reset();
    onDraft(sameDraft(next, shown) ? undefined : next);
  };
  const setCell = (index: number, key: keyof DraftRow, value: string) =>
    change(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkDraft(rows);
    setTried(true);
    if (!checked.rows) {
      showFirstError(form);
      return;
    }
    save.mutate(
      { category, rows: checked.rows },
      {
        onSuccess: () => {
          setTried(false);
          onDraft(undefined);
        },
      },
    );
  };

  const resetQuestion =
    category === ALL_SHIRTS
      ? {
          title: 'Go back to the usual sizes?',
          details:
            'Every shirt without a chart of its own shows the usual sizes again. Your chart for all shirts is removed.',
          confirm: 'Use the usual sizes',
        }
      : {
          title: `Remove the chart for ${name}?`,
          details: `${name} shirts show the chart for all shirts again.`,
          confirm: 'Remove chart',
        };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="size-chart-heading">
      <h2 id="size-chart-heading">{name}: size chart in inches</h2>
      <p className={styles.status} role="status">
        {statusOf(category, chart)}
        {draft && <strong className={styles.unsaved}> Changes not saved yet.</strong>}
      </p>
      <div className={styles.header} aria-hidden="true">
        <span>Size</span>
        {SIZE_MEASURES.map((measure) => (
          <span key={measure}>{MEASURE_LABELS[measure]}</span>
        ))}
      </div>
      {rows.map((row, index) => {
        const size = row.size.trim() || `in row ${index + 1}`;
        return (
          <fieldset key={index} className={styles.row}>
            <legend className="visually-hidden">Size {size}</legend>
            <TextField
              className={styles.cell}
              label="Size"
              value={row.size}
              onChange={(value) => setCell(index, 'size', value)}
              error={errors[`rows.${index}.size`]}
              autoCapitalize="characters"
              autoFocus={index === focusRow}
            />
            {SIZE_MEASURES.map((measure) => (
              <TextField
                key={measure}
                className={styles.cell}
                label={MEASURE_LABELS[measure]}
                value={row[measure]}
                onChange={(value) => setCell(index, measure, value)}
                error={errors[`rows.${index}.${measure}`]}
                inputMode="decimal"
              />
            ))}
            <button
              type="button"
              className={`button-secondary ${styles.remove}`}
              aria-label={`Remove size ${size}`}
              disabled={rows.length === 1}
              onClick={() => {
                change(rows.filter((_, at) => at !== index));
                addButton.current?.focus();
              }}
            >
              Remove
            </button>
          </fieldset>
        );
      })}
      {errors.rows && (
        <p className="field-error" role="alert">
          {errors.rows}
        </p>
      )}
      <div className={styles.rowActions}>
        <button
          ref={addButton}
          type="button"
          className="button-secondary"
          disabled={rows.length >= MAX_SIZES}
          onClick={() => {
            setFocusRow(rows.length);
            change([...rows, emptyRow()]);
          }}
        >
          Add a size
        </button>
        <button type="button" className="button-secondary" onClick={() => change(USUAL_SIZES)}>
          Fill in the usual sizes
        </button>
      </div>
      <UsualSizes />
      <SaveActions
        save={save}
        submit="Save chart"
        failed="The chart could not be saved. Check your connection and try again."
        refused={tried && Object.keys(errors).length > 0 ? 'Fix the marked measures, then save again.' : ''}
      >
        {chart?.saved && (
          <button
            type="button"
            className="button-danger"
            disabled={reset.isPending}
            onClick={() =>
              ask({ ...resetQuestion, keep: 'Keep this chart', danger: true }, () => {
                save.reset();
                reset.mutate(category, { onSuccess: () => onDraft(undefined) });
              })
            }
          >
            {category === ALL_SHIRTS ? 'Reset to the usual sizes' : `Remove ${name}'s own chart`}
          </button>
        )}
      </SaveActions>
      <SaveOutcome save={reset} failed="The chart could not be reset. Check your connection and try again." />
      {dialog}
    </form>
  );
}

function statusOf(category: string, chart: SizeChart | undefined) {
  if (category === ALL_SHIRTS)
    return chart?.saved
      ? 'Shoppers see this chart on every shirt without a chart of its own.'
      : 'Shoppers see the usual sizes below until you save a chart of your own.';
  return chart
    ? `${category} shirts show this chart.`
    : `${category} has no chart of its own: its shirts show the chart for all shirts, filled in below. Save to keep a chart for ${category}.`;
}
