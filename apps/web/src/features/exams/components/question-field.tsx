import { answerTextMax, type AnswerValue, type AttemptQuestion } from '@academy/contract/exam';
import { Checkbox, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { OptionText } from './question-prompt';

/**
 * The input of one question, by kind: options as radios or checkboxes, a line for a short answer,
 * a box for an essay. Text follows the question's direction; every control is labelled by the
 * prompt (`labelledBy`).
 */
export function QuestionField({
  question,
  value,
  onChange,
  labelledBy,
  disabled,
}: {
  question: AttemptQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  labelledBy: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  const dir = question.direction === 'rtl' ? 'rtl' : undefined;
  const options = question.options ?? [];
  switch (question.kind) {
    case 'single_choice':
      return (
        <Radio.Group
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          aria-labelledby={labelledBy}
        >
          <Stack gap="sm" mt="xs">
            {options.map((option) => (
              <Radio
                key={option.id}
                value={option.id}
                disabled={disabled}
                label={<OptionText text={option.text[language]} />}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          aria-labelledby={labelledBy}
          description={t('take.chooseAll')}
        >
          <Stack gap="sm" mt="xs">
            {options.map((option) => (
              <Checkbox
                key={option.id}
                value={option.id}
                disabled={disabled}
                label={<OptionText text={option.text[language]} />}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'short_answer':
      return (
        <TextInput
          aria-labelledby={labelledBy}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={answerTextMax}
          dir={dir ?? 'auto'}
          disabled={disabled}
          placeholder={t('take.shortPlaceholder')}
          size="md"
          mt="xs"
        />
      );
    case 'essay':
      return (
        <Textarea
          aria-labelledby={labelledBy}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={answerTextMax}
          dir={dir ?? 'auto'}
          disabled={disabled}
          autosize
          minRows={5}
          maxRows={16}
          placeholder={t('take.essayPlaceholder')}
          description={t('take.essayHint', { max: answerTextMax.toLocaleString(language) })}
          mt="xs"
        />
      );
  }
}
