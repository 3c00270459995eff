/**
 * The wallet's charts, drawn with SVG and plain elements: a charting library took a third of
 * the page's script and most of its blocking time on a phone (docs/decisions/0061). They
 * scale to their card's width without measuring it; each day and each bar names its figure
 * on hover, and the figures are a table for screen readers.
 */
import { Empty, Flex } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

import { SectionTitle } from '@/components/SectionTitle';

import { chartMessages as m } from '../messages';
import { plotValue } from '../money';
import type { WalletSummary } from '../types';
import { CHART_HEIGHT as HEIGHT, ChartCard } from './ChartCard';
import styles from './charts.module.css';
import { transactionTypeLabel, useFormatCoins } from './labels';

/** A `YYYY-MM-DD` day as the locale writes a short date. */
function dayLabel(intl: IntlShape, date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return intl.formatDate(Date.UTC(year, month - 1, day), {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

interface ChartFigureProps {
  title: string;
  /** The chart's data as rows for the visually hidden table. */
  headers: string[];
  rows: string[][];
  summary?: string;
  children: ReactNode;
}

/** A chart with its caption, and its data as a table for screen readers. */
function ChartFigure({ title, headers, rows, summary, children }: ChartFigureProps) {
  return (
    <ChartCard>
      <figure className={styles.figure}>
        <figcaption>
          <SectionTitle look={5}>{title}</SectionTitle>
          {summary && <span className={styles.visuallyHidden}>{summary}</span>}
        </figcaption>
        {/* The table below is what screen readers get; the chart takes no keyboard focus. */}
        <div aria-hidden="true">{children}</div>
        <table className={styles.visuallyHidden}>
          <caption>{title}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]}>
                {row.map((value, at) =>
                  at === 0 ? (
                    <th key={at} scope="row">
                      {value}
                    </th>
                  ) : (
                    <td key={at}>{value}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </ChartCard>
  );
}

/** Round steps (1, 2 or 5 times a power of ten) from 0 or below to at least `max`. */
export function axisTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(0, min);
  const span = Math.max(max, 0) - low || 1;
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((size) => size >= rough)!;
  const first = Math.floor(low / step) * step;
  const ticks = [];
  for (let tick = first; tick < Math.max(max, 0) + step; tick += step) {
    ticks.push(Number(tick.toFixed(10)));
    if (tick >= Math.max(max, 0)) break;
  }
  return ticks.length > 1 ? ticks : [first, first + step];
}

/** At most `count` evenly spread indices of `length` items, the first and the last among them. */
export function labelledIndices(length: number, count = 5): number[] {
  if (length <= count) return Array.from({ length }, (_, at) => at);
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, at) => Math.round(at * step));
}

/** The plot's coordinate width: the SVG stretches it to the card. */
const WIDTH = 1000;
/** The days' labels below the plot. */
const AXIS_HEIGHT = 24;
const PLOT_HEIGHT = HEIGHT - AXIS_HEIGHT;

interface Point {
  label: string;
  value: number;
  shown: string;
}

/** What a day or a bar says on hover. */
type Hover = (point: Point) => string;

function BalanceChart({ points, hover }: { points: Point[]; hover: Hover }) {
  const intl = useIntl();
  const values = points.map((point) => point.value);
  const ticks = axisTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const x = (at: number) => (points.length > 1 ? (at / (points.length - 1)) * WIDTH : WIDTH / 2);
  const y = (value: number) => ((high - value) / (high - low)) * PLOT_HEIGHT;
  const line = points.map((point, at) => `${at ? 'L' : 'M'}${x(at)},${y(point.value)}`).join('');
  const area = `${line}L${x(points.length - 1)},${y(Math.max(low, 0))}L${x(0)},${y(Math.max(low, 0))}Z`;
  const column = WIDTH / Math.max(points.length, 1);
  const at = (share: number): CSSProperties => ({ left: `${share * 100}%` });
  return (
    <div className={styles.plotArea} style={{ height: HEIGHT }}>
      <div className={styles.yAxis} style={{ height: PLOT_HEIGHT }}>
        {ticks.map((tick) => (
          <span key={tick} style={{ top: y(tick) }}>
            {intl.formatNumber(tick)}
          </span>
        ))}
      </div>
      <div className={styles.plot}>
        <svg
          viewBox={`0 0 ${WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={PLOT_HEIGHT}
        >
          {ticks.map((tick) => (
            <line key={tick} className={styles.grid} x1={0} x2={WIDTH} y1={y(tick)} y2={y(tick)} />
          ))}
          <path className={styles.area} d={area} />
          <path className={styles.line} d={line} data-testid="balance-line" />
          {points.map((point, index) => (
            <rect
              key={point.label}
              className={styles.hit}
              x={x(index) - column / 2}
              width={column}
              y={0}
              height={PLOT_HEIGHT}
            >
              <title>{hover(point)}</title>
            </rect>
          ))}
        </svg>
        <div className={styles.xAxis} style={{ height: AXIS_HEIGHT }}>
          {labelledIndices(points.length).map((index) => (
            <span key={index} style={at(points.length > 1 ? index / (points.length - 1) : 0.5)}>
              {points[index]!.label}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

function SpendingChart({ items, hover }: { items: Point[]; hover: Hover }) {
  const most = Math.max(...items.map((item) => item.value), 0) || 1;
  return (
    <ul className={styles.bars} style={{ height: HEIGHT }}>
      {items.map((item) => (
        <li key={item.label} title={hover(item)}>
          <span className={styles.barLabel}>{item.label}</span>
          <span className={styles.track}>
            <span
              className={styles.bar}
              style={{ width: `${(Math.max(item.value, 0) / most) * 100}%` }}
            />
          </span>
          <span className={styles.barValue}>{item.shown}</span>
        </li>
      ))}
    </ul>
  );
}

/** The balance at the end of each day, and the period's spending by type. */
export default function WalletCharts({ summary }: { summary: WalletSummary }) {
  const intl = useIntl();
  const format = useFormatCoins();
  const days = summary.days.length;
  const balance = summary.days.map((day) => ({
    label: dayLabel(intl, day.date),
    value: plotValue(day.balance),
    shown: format(day.balance),
  }));
  const spending = summary.spending_by_type.map((item) => ({
    label: transactionTypeLabel(intl, item.type),
    value: plotValue(item.amount),
    shown: format(item.amount),
  }));
  const first = summary.days[0];
  const last = summary.days[days - 1];
  const hoverAs =
    (series: MessageDescriptor): Hover =>
    (point) =>
      intl.formatMessage(m.point, {
        label: point.label,
        name: intl.formatMessage(series),
        value: point.shown,
      });

  return (
    <Flex wrap gap={16}>
      <ChartFigure
        title={intl.formatMessage(m.balanceTitle, { days })}
        summary={
          first && last
            ? intl.formatMessage(m.balanceSummary, {
                from: format(first.balance),
                to: format(last.balance),
              })
            : undefined
        }
        headers={[
          intl.formatMessage(m.date),
          intl.formatMessage(m.balance),
          intl.formatMessage(m.income),
          intl.formatMessage(m.spending),
        ]}
        rows={summary.days.map((day) => [
          dayLabel(intl, day.date),
          format(day.balance),
          format(day.income),
          format(day.spending),
        ])}
      >
        {balance.length > 0 && <BalanceChart points={balance} hover={hoverAs(m.balance)} />}
      </ChartFigure>
      <ChartFigure
        title={intl.formatMessage(m.spendingTitle, { days })}
        headers={[intl.formatMessage(m.type), intl.formatMessage(m.spending)]}
        rows={spending.map((item) => [item.label, item.shown])}
      >
        {spending.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={intl.formatMessage(m.noSpending)}
            style={{ height: HEIGHT - 32 }}
          />
        ) : (
          <SpendingChart items={spending} hover={hoverAs(m.spending)} />
        )}
      </ChartFigure>
    </Flex>
  );
}
