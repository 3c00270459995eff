/**
 * The wallet's charts, a chunk of their own with the charting library (recharts): `/wallet`
 * loads it after its first paint, and no other page loads it.
 */
import { Empty, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
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

/** The balance at the end of each day, and the period's spending by type. */
export default function WalletCharts({ summary }: { summary: WalletSummary }) {
  const intl = useIntl();
  const format = useFormatCoins();
  const { token } = theme.useToken();
  const days = summary.days.length;
  const axis = { fill: token.colorTextSecondary, fontSize: 12 };
  const tooltip = {
    contentStyle: {
      background: token.colorBgElevated,
      border: `1px solid ${token.colorBorderSecondary}`,
      color: token.colorText,
    },
    labelStyle: { color: token.colorText },
    itemStyle: { color: token.colorText },
  };

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
  const shownValue = (_value: unknown, _name: unknown, item: { payload?: { shown?: string } }) =>
    item.payload?.shown ?? '';

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
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <AreaChart
            accessibilityLayer={false}
            data={balance}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid
              stroke={token.colorBorderSecondary}
              strokeDasharray="3 3"
              vertical={false}
            />
            <XAxis dataKey="label" tick={axis} stroke={token.colorBorder} minTickGap={16} />
            <YAxis tick={axis} stroke={token.colorBorder} width={56} />
            <Tooltip {...tooltip} formatter={shownValue} />
            <Area
              type="monotone"
              dataKey="value"
              name={intl.formatMessage(m.balance)}
              stroke={token.colorPrimary}
              fill={token.colorPrimary}
              fillOpacity={0.2}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
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
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <BarChart
              accessibilityLayer={false}
              data={spending}
              layout="vertical"
              margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            >
              <CartesianGrid
                stroke={token.colorBorderSecondary}
                strokeDasharray="3 3"
                horizontal={false}
              />
              <XAxis type="number" tick={axis} stroke={token.colorBorder} />
              <YAxis
                type="category"
                dataKey="label"
                tick={axis}
                stroke={token.colorBorder}
                width={96}
              />
              <Tooltip
                {...tooltip}
                formatter={shownValue}
                cursor={{ fill: token.colorFillTertiary }}
              />
              <Bar
                dataKey="value"
                name={intl.formatMessage(m.spending)}
                fill={token.colorWarning}
                maxBarSize={28}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        )}
      </ChartFigure>
    </Flex>
  );
}
