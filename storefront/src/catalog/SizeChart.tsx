import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../common/apiClient';
import type { SizeChart as Chart } from '../../../common/sizeCharts';
import { SIZE_MEASURES } from '../../../common/sizeMeasures';
import { useT } from '../i18n/I18nContext';
import styles from './SizeChart.module.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; chart: Chart };

/**
 * The 'Size chart' link beside the size picker and the chart it opens (issue 35 item 8): the men's chart
 * of the shirt's category, else the shop's chart for all shirts, in inches. A native modal dialog, so the
 * keyboard stays in it, Escape closes it and the focus goes back to the link.
 */
export default function SizeChart({ categories }: { categories: readonly string[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.link} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('product.sizeChart')}
      </button>
      {open && <SizeChartDialog categories={categories} onClose={() => setOpen(false)} />}
    </>
  );
}

function SizeChartDialog({ categories, onClose }: { categories: readonly string[]; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    callApi('GET /api/size-chart', {
      query: new URLSearchParams({ categories: categories.join(',') }),
      signal: controller.signal,
    })
      .then((answer) => setLoaded({ state: 'ready', chart: answer.data }))
      .catch(() => controller.signal.aborted || setLoaded({ state: 'failed' }));
    return () => controller.abort();
  }, [categories]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="size-chart-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className={styles.body}>
        <h2 id="size-chart-title" className={styles.title}>
          {t('product.sizeChartTitle')}
        </h2>
        {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
        {loaded.state === 'failed' && <p role="alert">{t('product.sizeChartFailed')}</p>}
        {loaded.state === 'ready' && (
          <>
            {/* Focusable, so a chart wider than a small phone scrolls by the keyboard's arrows too. */}
            <div className={styles.scroll} role="region" aria-labelledby="size-chart-title" tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('product.size')}</th>
                    {SIZE_MEASURES.map((measure) => (
                      <th scope="col" key={measure}>
                        {t(`product.measure.${measure}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {loaded.chart.rows.map((row) => (
                    <tr key={row.size}>
                      <th scope="row">
                        <bdi>{row.size}</bdi>
                      </th>
                      {SIZE_MEASURES.map((measure) => (
                        <td key={measure}>
                          <bdi>{row[measure]}</bdi>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className={styles.how}>{t('product.sizeChartHow')}</p>
          </>
        )}
        <button type="button" className={styles.close} onClick={onClose} autoFocus>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
