import type { ExamResults } from '@academy/contract/staff-reports';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../hooks/use-language';
import { plainNumber } from '../report-format';
import classes from './report-charts.module.css';

const at = (percent: number | null) => `${percent ?? 0}%`;

/**
 * Per exam, the spread of graded scores on 0–100 %: a line from the lowest to the highest, a box
 * over the middle half (quartiles) and a mark at the median (decision 0063). Each exam is one
 * image named by its figures; the table below holds them too.
 */
export function ScoreSpreadChart({ exams }: { exams: ExamResults[] }) {
  const { t } = useTranslation('staff-reports');
  const language = useLanguage();
  const number = (value: number | null) => plainNumber(value ?? 0, language);
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" size="sm" fw={600} mb="xs">
        {t('exams.chart')}
      </Text>
      <Stack gap={0}>
        {exams.map((exam) => {
          const title = exam.examTitle[language];
          return (
            <div key={exam.examId}>
              <Text size="xs" truncate="end">
                {title}
              </Text>
              <div
                className={classes.track}
                role="img"
                aria-label={t('exams.spread', {
                  exam: title,
                  median: number(exam.median),
                  q1: number(exam.q1),
                  q3: number(exam.q3),
                  min: number(exam.min),
                  max: number(exam.max),
                  attempts: exam.attempts,
                })}
              >
                <div
                  className={classes.whisker}
                  style={{ left: at(exam.min), width: `${(exam.max ?? 0) - (exam.min ?? 0)}%` }}
                />
                <div
                  className={classes.box}
                  style={{ left: at(exam.q1), width: `${(exam.q3 ?? 0) - (exam.q1 ?? 0)}%` }}
                />
                <div className={classes.median} style={{ left: at(exam.median) }} />
              </div>
            </div>
          );
        })}
        <div className={classes.axis} aria-hidden="true">
          <span>0%</span>
          <span>50%</span>
          <span>100%</span>
        </div>
      </Stack>
    </figure>
  );
}
