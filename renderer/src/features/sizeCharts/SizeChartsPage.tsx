import { useId, useState } from 'react';
import { ALL_SHIRTS, type SizeChart } from '../../../../common/sizeCharts';
import { Page } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/QueryState';
import { useProductCategories, useSizeCharts } from './api';
import type { DraftRow } from './draft';
import { SizeChartEditor } from './SizeChartEditor';
import styles from './SizeChartsPage.module.css';

/**
 * The men's size charts shoppers open from the size picker (issue 35 item 8): one for all shirts and,
 * where a category runs differently (kurtas are longer), one of its own. Kept beside Products, where
 * the owner looks after the shirts themselves.
 */
export default function SizeChartsPage() {
  const charts = useSizeCharts();
  return (
    <Page title="Size charts">
      <p className={styles.intro}>
        Shoppers open the chart from &lsquo;Size chart&rsquo; beside a shirt&rsquo;s sizes. Measure the shirt itself, in
        inches (quarters allowed: 15.25, 15.5). A category may keep its own chart; its shirts show the chart for all
        shirts until it does.
      </p>
      <QueryState query={charts}>{(list) => <ChartChooser charts={list} />}</QueryState>
    </Page>
  );
}

function ChartChooser({ charts }: { charts: SizeChart[] }) {
  const categories = useProductCategories();
  const selectId = useId();
  const [chosen, setChosen] = useState(ALL_SHIRTS);
  // What the owner typed per chart, kept while they look at another one, so switching loses nothing.
  const [drafts, setDrafts] = useState<Record<string, DraftRow[]>>({});
  const allShirts = charts[0]!;
  const own = new Map(charts.slice(1).map((chart) => [chart.category.toLowerCase(), chart]));
  // The products' categories and any category with a chart saved, each once (in any case: 'kurta' is 'Kurta').
  const names = [...charts.slice(1).map((chart) => chart.category), ...(categories.data ?? [])]
    .filter((name, index, all) => all.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index)
    .sort((a, b) => a.localeCompare(b));
  const chart = chosen === ALL_SHIRTS ? allShirts : own.get(chosen.toLowerCase());

  return (
    <div className={styles.chooser}>
      <div className={`field ${styles.select}`}>
        <label htmlFor={selectId}>Chart for</label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value={ALL_SHIRTS}>All shirts{allShirts.saved ? '' : ' (usual sizes)'}</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
              {own.has(name.toLowerCase()) ? ' (own chart)' : ' (shows the chart for all shirts)'}
              {drafts[name] ? ', not saved' : ''}
            </option>
          ))}
        </select>
        {categories.isError && (
          <p className="hint">
            The categories could not be read: only the chart for all shirts and saved ones are listed.
          </p>
        )}
      </div>
      <SizeChartEditor
        key={chosen}
        category={chosen}
        chart={chart}
        fallback={allShirts}
        draft={drafts[chosen]}
        onDraft={(draft) =>
          setDrafts(({ [chosen]: _dropped, ...others }) => (draft ? { ...others, [chosen]: draft } : others))
        }
      />
    </div>
  );
}
