import type { StaffExamAttempt, StaffGradedAnswer } from '@academy/contract/staff-grading';
import { gradingFeedbackMax, staffGradesBodySchema } from '@academy/contract/staff-grading';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../../../components/bidi-text';
import { useLanguage } from '../../../../hooks/use-language';
import { ApiError } from '../../../../lib/api-client';
import { errorText, serverFieldErrors, validateForm, type FormErrors } from '../../../../lib/form';
import { useSaveGrades } from '../api/save-grades';
import { AnswerText } from './answer-text';

type Entry = { points: number | ''; feedback: string };

/** The grades a form sends: the questions given points, each checked against its own. */
function gradesSchema(graded: StaffGradedAnswer[]) {
  return staffGradesBodySchema.superRefine((body, ctx) => {
    body.grades.forEach((grade, index) => {
      const max = graded.find((answer) => answer.questionId === grade.questionId)?.maxPoints ?? 0;
      if (grade.points > max)
        ctx.addIssue({ code: 'custom', path: ['grades', index, 'points'], message: 'gradingPointsBeyond' });
    });
  });
}

/** A gradable answer no one has given points yet. */
const ungraded = (answer: StaffGradedAnswer) => answer.gradable && answer.points === null;

function QuestionHeading({ answer, number }: { answer: StaffGradedAnswer; number: number }) {
  const { t } = useTranslation('staff-grading');
  const language = useLanguage();
  const rtl = answer.direction === 'rtl';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id={`question-${answer.questionId}`}>
          {t('attempt.question', { number })}
        </Title>
        <Group gap={6}>
          {ungraded(answer) ? (
            <Badge variant="light" color="yellow" c="dark.7" tt="none">
              {t('attempt.needsGrade')}
            </Badge>
          ) : null}
          <Badge variant="light" color="gray" c="gray.9" tt="none">
            {t(`kinds.${answer.kind}`)}
          </Badge>
        </Group>
      </Group>
      <Text
        fw={600}
        dir={rtl ? 'rtl' : 'ltr'}
        lang={rtl ? 'ar' : undefined}
        fz={rtl ? 'lg' : undefined}
        style={{ whiteSpace: 'pre-wrap' }}
      >
        <BidiText base={answer.direction}>{answer.prompt[language]}</BidiText>
      </Text>
    </Stack>
  );
}

/**
 * Every question of the attempt: choice questions read-only with their points, essays and short
 * answers with a points field bounded by the question's points and a feedback box. Saving grades
 * the attempt at once and shows the new score and result; what was typed stays on an error.
 */
export function GradesForm({ attempt }: { attempt: StaffExamAttempt }) {
  const { t } = useTranslation('staff-grading');
  const language = useLanguage();
  const graded = attempt.answers.filter((answer) => answer.gradable);
  const [entries, setEntries] = useState<Record<string, Entry>>(() =>
    Object.fromEntries(
      graded.map((answer) => [
        answer.questionId,
        { points: answer.points ?? '', feedback: answer.feedback ?? '' },
      ]),
    ),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<StaffExamAttempt | null>(null);
  const save = useSaveGrades(attempt.id);

  const filled = graded.filter((answer) => entries[answer.questionId]?.points !== '');
  /** Errors come keyed by the sent list's index; fields are keyed by question. */
  const errorOf = (questionId: string, field: 'points' | 'feedback') => {
    const index = filled.findIndex((answer) => answer.questionId === questionId);
    return errorText(t, errors[`grades.${index}.${field}`]);
  };
  const edit = (questionId: string, change: Partial<Entry>) => {
    setEntries((current) => ({ ...current, [questionId]: { ...current[questionId]!, ...change } }));
    setErrors({});
    setSaved(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setSaved(null);
    const body = {
      grades: filled.map((answer) => ({
        questionId: answer.questionId,
        points: entries[answer.questionId]!.points,
        feedback: entries[answer.questionId]!.feedback,
      })),
    };
    const checked = validateForm(gradesSchema(graded), body);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(t(filled.length === 0 ? 'attempt.nothingEntered' : 'attempt.fixErrors'));
      return;
    }
    try {
      setSaved(await save.mutateAsync(checked.data));
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(serverFieldErrors(error.errorList));
        setFormError(error.message);
      } else setFormError(t('common:error.generic'));
    }
  };

  // Which answers still wait for points, by question number, said before the list.
  const waiting = attempt.answers.flatMap((answer, index) => (ungraded(answer) ? [index + 1] : []));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('attempt.formLabel')}>
      <Stack gap="md">
        {waiting.length > 0 ? (
          <Alert color="yellow" variant="light">
            {t('attempt.stillToGrade', {
              count: waiting.length,
              numbers: new Intl.ListFormat(language, { type: 'conjunction' }).format(waiting.map(String)),
            })}
          </Alert>
        ) : null}
        <List listStyleType="none" spacing="md" p={0} m={0}>
          {attempt.answers.map((answer, index) => {
            const entry = entries[answer.questionId];
            return (
              <Card
                component="li"
                withBorder
                key={answer.questionId}
                aria-labelledby={`question-${answer.questionId}`}
              >
                <Stack gap="sm">
                  <QuestionHeading answer={answer} number={index + 1} />
                  <div>
                    <Text size="sm" fw={600} c="gray.7">
                      {t('attempt.answer')}
                    </Text>
                    <AnswerText answer={answer} />
                  </div>
                  {answer.options ? (
                    <Text size="sm" c="gray.7">
                      {t('attempt.rightOptions')}:{' '}
                      {answer.options
                        .filter((option) => option.correct)
                        .map((option) => option.text[language])
                        .join(', ')}
                    </Text>
                  ) : null}
                  {answer.acceptedAnswers?.length ? (
                    <Text size="sm" c="gray.7">
                      {t('attempt.accepted')}: <BidiText>{answer.acceptedAnswers.join(' / ')}</BidiText>
                    </Text>
                  ) : null}
                  {entry ? (
                    <>
                      <NumberInput
                        label={t('attempt.points', { number: index + 1, max: answer.maxPoints })}
                        value={entry.points}
                        onChange={(value) =>
                          edit(answer.questionId, { points: typeof value === 'number' ? value : '' })
                        }
                        min={0}
                        max={answer.maxPoints}
                        clampBehavior="none"
                        allowDecimal={false}
                        allowNegative={false}
                        maw={320}
                        error={errorOf(answer.questionId, 'points')}
                      />
                      <Textarea
                        label={t('attempt.feedback', { number: index + 1 })}
                        value={entry.feedback}
                        onChange={(event) => edit(answer.questionId, { feedback: event.currentTarget.value })}
                        autosize
                        minRows={2}
                        maxLength={gradingFeedbackMax}
                        dir="auto"
                        error={errorOf(answer.questionId, 'feedback')}
                      />
                    </>
                  ) : (
                    <Text size="sm">
                      {t('attempt.pointsOf', { points: answer.points ?? 0, max: answer.maxPoints })} ·{' '}
                      {t(answer.answer === null ? 'attempt.unanswered' : 'attempt.automatic')}
                    </Text>
                  )}
                </Stack>
              </Card>
            );
          })}
        </List>
        {formError ? (
          <Alert color="red" role="alert" title={t('attempt.notSaved')}>
            {formError}
          </Alert>
        ) : null}
        {saved ? (
          <Alert color="teal" role="status">
            {t('attempt.saved', {
              score: saved.score,
              max: saved.maxScore,
              percent: saved.percent,
              result: t(
                saved.passed === null ? 'result.waiting' : saved.passed ? 'result.passed' : 'result.failed',
              ),
            })}
          </Alert>
        ) : null}
        {graded.length > 0 ? (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('attempt.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
