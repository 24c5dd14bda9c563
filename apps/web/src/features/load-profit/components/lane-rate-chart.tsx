import { useEffect, useRef } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useFormatLocale } from '../../../lib/format-locale';
import type { LaneRates } from '../api/get-lane-rates';

// The lane's weekly median rate over 13 weeks, drawn by uPlot (decision 058). This module is its own
// chunk, loaded when a details panel shows a lane with figures: uPlot never weighs on the first load.
// The canvas is an image with a name; the same figures are in a table for screen readers.

type LaneRateChartProps = { weeks: LaneRates['weeks']; currency: string };

export default function LaneRateChart({ weeks, currency }: LaneRateChartProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const holder = useRef<HTMLDivElement>(null);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const dateOf = (weekStart: string) => new Date(`${weekStart}T00:00:00Z`);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const xs = weeks.map((week) => dateOf(week.weekStart).getTime() / 1000);
    const ys = weeks.map((week) => (week.medianCentsPerMile === null ? null : week.medianCentsPerMile / 100));
    const chart = new uPlot(
      {
        width: Math.max(240, element.clientWidth || 320),
        height: 160,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          { values: (_chart, ticks) => ticks.map((tick) => day.format(new Date(tick * 1000))) },
          { values: (_chart, ticks) => ticks.map((tick) => money.format(tick)), size: 70 },
        ],
        series: [{}, { stroke: '#1c7ed6', width: 2, spanGaps: true, points: { show: true } }],
      },
      [xs, ys],
      element,
    );
    return () => chart.destroy();
    // The figures are what the chart draws; the formatters follow the locale, which they depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [weeks, locale, currency]);

  return (
    <div>
      <div ref={holder} role="img" aria-label={t('laneRates.chartLabel')} />
      <VisuallyHidden>
        <table>
          <caption>{t('laneRates.chartLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('laneRates.week')}</th>
              <th scope="col">{t('laneRates.median')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <td>{day.format(dateOf(week.weekStart))}</td>
                <td>
                  {week.medianCentsPerMile === null
                    ? t('laneRates.notEnough')
                    : money.format(week.medianCentsPerMile / 100)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}
