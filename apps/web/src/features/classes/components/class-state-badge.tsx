import { classStateLabels, type ClassState } from '@academy/contract/class-state';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours: Record<ClassState, string> = {
  not_open_yet: 'gray',
  registration_open: 'green',
  full: 'red',
  registration_ended: 'orange',
  in_progress: 'blue',
  ended: 'dark',
};

/** A class state in words: the labels come from the contract's class-state module, translated. */
export function ClassStateBadge({ state }: { state: ClassState }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[state]} variant="light" radius="sm" tt="none">
      {t(classStateLabels[state], { ns: 'validation' })}
    </Badge>
  );
}
