import { useId, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '../../../../common/analytics';
import { formatPrice } from '../../../../common/money';
import { CHANNEL_LABELS } from '../../../../common/orders';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../common/policy';
import { plural } from '../../shared/plural';
import styles from './AnalyticsPage.module.css';

const BRAND = '#14532d';
const PAYMENT_COLOURS: Record<PaymentMethod, string> = { cod: BRAND, bank: '#b45309' };
/** Many months side by side leave no room for a figure over each bar; the tooltip and the table still have them. */
const MONTHS_WITH_LABELS = 8;

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-PK', { timeZone: 'UTC', month: 'short', year: 'numeric' });
const money = (value: unknown) => formatPrice(typeof value === 'number' ? value : 0);
// recharts wraps a label over a bar to the bar's width at its spaces; 'PKR 4,500' reads best on one line.
const barLabel = (value: unknown) => money(value).replace(' ', '\u00a0');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// The drawings are for the eye only (aria-hidden): each chart's numbers are also a table that screen
// readers read, so recharts' keyboard layer is off to keep nothing focusable inside a hidden part.
const chart = { accessibilityLayer: false, responsive: true, style: { width: '100%', height: '100%' } } as const;
// The charts of one bar a row share their look: the row's name on the left, its figure at the bar's end.
const rowChart = { ...chart, layout: 'vertical' } as const;
const rowMargin = (right: number) => ({ top: 0, right, left: 0, bottom: 0 });
const rowName = { type: 'category', tick: { fill: '#1c1917', fontSize: 13 } } as const;
const rowBar = { radius: [0, 6, 6, 0] as [number, number, number, number], isAnimationActive: false };
const rowFigure = { position: 'right', fill: '#1c1917', fontSize: 13 } as const;

/** The charts of the Sales Analytics screen; a lazy chunk of its own, so recharts loads only here. */
export default function AnalyticsCharts({ data }: { data: Analytics }) {
  const noSales = data.totals.sales === 0 ? 'No sales in this period.' : undefined;
  const months = data.monthlySales.map((month) => ({ ...month, name: monthName(month.month) }));
  const payments = data.revenueByPaymentMethod.map((row) => ({ ...row, name: PAYMENT_METHOD_LABELS[row.method] }));
  const paid = payments.filter((row) => row.revenue > 0);
  const channels = data.salesByChannel.map((row) => ({ ...row, name: CHANNEL_LABELS[row.channel] }));
  const statuses = data.statusCounts.map((row) => ({ ...row, name: capitalised(row.status) }));

  return (
    <div className={styles.charts}>
      <ChartCard
        title="Monthly Sales"
        wide
        empty={noSales}
        table={{
          columns: ['Month', 'Sales', 'Orders'],
          rows: months.map((month) => [month.name, formatPrice(month.revenue), String(month.orders)]),
        }}
      >
        <BarChart {...chart} data={months} margin={{ top: 24, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid vertical={false} stroke="#e7e5e4" />
          <XAxis dataKey="name" tick={{ fill: '#57534e' }} />
          <YAxis width="auto" tickFormatter={money} tick={{ fill: '#57534e' }} />
          <Tooltip formatter={(value) => money(value)} />
          <Bar
            dataKey="revenue"
            name="Sales"
            fill={BRAND}
            radius={[6, 6, 0, 0]}
            maxBarSize={64}
            isAnimationActive={false}
          >
            {months.length <= MONTHS_WITH_LABELS && (
              <LabelList dataKey="revenue" position="top" formatter={barLabel} fill="#1c1917" fontSize={12} />
            )}
          </Bar>
        </BarChart>
      </ChartCard>

      <ChartCard
        title="Top Selling Products"
        empty={noSales}
        table={{
          columns: ['Product', 'Pieces sold', 'Sales'],
          rows: data.topProducts.map((product) => [
            product.title,
            String(product.quantity),
            formatPrice(product.revenue),
          ]),
        }}
      >
        <BarChart {...rowChart} data={data.topProducts} margin={rowMargin(48)}>
          <XAxis type="number" allowDecimals={false} hide />
          <YAxis
            {...rowName}
            dataKey="title"
            width={170}
            tickFormatter={(title: string) => (title.length > 40 ? `${title.slice(0, 39)}…` : title)}
          />
          <Tooltip formatter={(value) => plural(Number(value), 'piece')} />
          <Bar {...rowBar} dataKey="quantity" name="Pieces sold" fill={BRAND} maxBarSize={32}>
            <LabelList {...rowFigure} dataKey="quantity" />
          </Bar>
        </BarChart>
      </ChartCard>

      <ChartCard
        title="Top Cities by Sales"
        empty={noSales}
        table={{
          columns: ['City', 'Sales', 'Orders'],
          rows: data.topCities.map((city) => [city.city, formatPrice(city.revenue), String(city.orders)]),
        }}
      >
        <BarChart {...rowChart} data={data.topCities} margin={rowMargin(110)}>
          <XAxis type="number" hide />
          <YAxis {...rowName} dataKey="city" width={110} />
          <Tooltip formatter={(value) => money(value)} />
          <Bar {...rowBar} dataKey="revenue" name="Sales" fill={BRAND} maxBarSize={32}>
            <LabelList {...rowFigure} dataKey="revenue" formatter={barLabel} />
          </Bar>
        </BarChart>
      </ChartCard>

      <ChartCard
        title="Order Status"
        empty={data.totals.orders === 0 ? 'No orders in this period.' : undefined}
        note="Every order placed in the period, sales or not."
        table={{ columns: ['Status', 'Orders'], rows: statuses.map((row) => [row.name, String(row.count)]) }}
      >
        <BarChart {...rowChart} data={statuses} margin={rowMargin(40)}>
          <XAxis type="number" allowDecimals={false} hide />
          <YAxis {...rowName} dataKey="name" width={90} />
          <Tooltip formatter={(value) => plural(Number(value), 'order')} />
          <Bar {...rowBar} dataKey="count" name="Orders" maxBarSize={24} minPointSize={2}>
            {statuses.map((row) => (
              <Cell key={row.status} fill={row.status === 'cancelled' ? '#b91c1c' : BRAND} />
            ))}
            <LabelList {...rowFigure} dataKey="count" />
          </Bar>
        </BarChart>
      </ChartCard>

      <ChartCard
        title="Revenue by Payment Method"
        empty={noSales}
        table={{
          columns: ['Payment method', 'Sales', 'Orders'],
          rows: payments.map((row) => [row.name, formatPrice(row.revenue), String(row.orders)]),
        }}
      >
        <div className={styles.pie}>
          <PieChart {...chart}>
            {/* A method nobody paid with draws no slice (and no gap beside one); the legend still names it. */}
            <Pie
              data={paid}
              dataKey="revenue"
              nameKey="name"
              innerRadius="55%"
              outerRadius="90%"
              paddingAngle={paid.length > 1 ? 2 : 0}
              stroke="none"
              isAnimationActive={false}
            >
              {paid.map((row) => (
                <Cell key={row.method} fill={PAYMENT_COLOURS[row.method]} />
              ))}
            </Pie>
            <Tooltip formatter={(value) => money(value)} />
          </PieChart>
          <ul className={styles.legend}>
            {payments.map((row) => (
              <li key={row.method}>
                <span className={styles.swatch} style={{ background: PAYMENT_COLOURS[row.method] }} />
                {row.name}: <strong>{formatPrice(row.revenue)}</strong> ({plural(row.orders, 'order')})
              </li>
            ))}
          </ul>
        </div>
      </ChartCard>

      <ChartCard
        title="Sales by Channel"
        empty={noSales}
        note="Where the orders came from: the website, or entered by hand from WhatsApp, Instagram, a call or the counter."
        table={{
          columns: ['Channel', 'Sales', 'Orders'],
          rows: channels.map((row) => [row.name, formatPrice(row.revenue), String(row.orders)]),
        }}
      >
        <BarChart {...rowChart} data={channels} margin={rowMargin(110)}>
          <XAxis type="number" hide />
          <YAxis {...rowName} dataKey="name" width={100} />
          <Tooltip formatter={(value) => money(value)} />
          <Bar {...rowBar} dataKey="revenue" name="Sales" fill={BRAND} maxBarSize={24} minPointSize={2}>
            <LabelList {...rowFigure} dataKey="revenue" formatter={barLabel} />
          </Bar>
        </BarChart>
      </ChartCard>
    </div>
  );
}

/**
 * One chart with its heading, or the words for why there is none. The drawing is hidden from screen
 * readers; a visually hidden table, named by the same heading, carries every number it shows.
 */
function ChartCard({
  title,
  wide,
  empty,
  note,
  table,
  children,
}: {
  title: string;
  wide?: boolean;
  empty?: string;
  note?: string;
  table: { columns: string[]; rows: string[][] };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <h2 id={id}>{title}</h2>
      {note && <p className={styles.note}>{note}</p>}
      {empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <>
          <div className={styles.chart} aria-hidden="true">
            {children}
          </div>
          {/* Hidden in a box that clips it: a table hidden by itself keeps its full width and widened a phone's page. */}
          <div className="visually-hidden">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
