import { DEFAULT_SIZE_CHART } from '../../../../common/sizeCharts';
import { SIZE_MEASURES } from '../../../../common/sizeMeasures';
import { MEASURE_LABELS } from './draft';
import styles from './SizeChartsPage.module.css';

/** The shop's default chart, to compare with or start again from ('Fill in the usual sizes'). */
export function UsualSizes() {
  return (
    <details className={styles.usual}>
      <summary>The usual sizes (the default chart)</summary>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {SIZE_MEASURES.map((measure) => (
                <th key={measure} scope="col">
                  {MEASURE_LABELS[measure]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DEFAULT_SIZE_CHART.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {SIZE_MEASURES.map((measure) => (
                  <td key={measure}>{row[measure]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
