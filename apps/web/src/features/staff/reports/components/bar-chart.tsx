import { Text } from '@mantine/core';
import classes from './report-charts.module.css';

export interface Bar {
  key: string;
  /** Under the bar (a week, a month). */
  label: string;
  value: number;
  /** Above the bar: the value as people read it. */
  display: string;
}

/**
 * Bars for a series people would rather look at than read (decision 0063). One image to
 * assistive technology, named by `summary`; the table beside it holds the figures.
 */
export function BarChart({ title, summary, bars }: { title: string; summary: string; bars: Bar[] }) {
  const highest = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" size="sm" fw={600} mb="xs">
        {title}
      </Text>
      <div role="img" aria-label={summary}>
        <div className={classes.bars}>
          {bars.map((bar) => (
            <div key={bar.key} className={classes.column}>
              <span className={classes.value}>{bar.display}</span>
              <div
                className={classes.bar}
                style={{
                  height: highest > 0 ? `${(bar.value / highest) * 85}%` : 0,
                  minHeight: bar.value > 0 ? 2 : 0,
                }}
              />
            </div>
          ))}
        </div>
        <div className={classes.labels}>
          {bars.map((bar) => (
            <span key={bar.key} className={classes.label}>
              {bar.label}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}
