import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getAt } from '../form-values';
import type { FieldProps } from './field-props';
import { LocalizedField } from './localized-field';

type Link = { name: string; note: { en: string; id: string } };

/** A teacher's sanad, from their own teacher upwards: add, remove and move links. */
export function SanadField(props: FieldProps) {
  const { path, label, values, setValue, errorOf } = props;
  const { t } = useTranslation('staff');
  const links = (getAt(values, path) as Link[] | undefined) ?? [];
  const save = (next: Link[]) => setValue(path, next);
  const move = (index: number, by: number) => {
    const next = [...links];
    const [link] = next.splice(index, 1);
    next.splice(index + by, 0, link!);
    save(next);
  };

  return (
    <Fieldset legend={label}>
      <Stack gap="md">
        {links.map((_, index) => (
          <Stack key={index} gap="xs">
            <TextInput
              label={t('sanad.name', { number: index + 1 })}
              value={links[index]!.name}
              onChange={(event) => setValue(`${path}.${index}.name`, event.currentTarget.value)}
              error={errorOf(`${path}.${index}.name`)}
            />
            <LocalizedField
              {...props}
              path={`${path}.${index}.note`}
              label={t('sanad.note', { number: index + 1 })}
            />
            <Group gap="xs">
              <Button size="xs" variant="default" disabled={index === 0} onClick={() => move(index, -1)}>
                {t('list.moveUp')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={index === links.length - 1}
                onClick={() => move(index, 1)}
              >
                {t('list.moveDown')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => save(links.filter((__, i) => i !== index))}
              >
                {t('sanad.remove', { number: index + 1 })}
              </Button>
            </Group>
          </Stack>
        ))}
        <Button
          variant="light"
          onClick={() => save([...links, { name: '', note: { en: '', id: '' } }])}
          w="fit-content"
        >
          {t('sanad.add')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
