import type { StaffTeacher } from '@academy/contract/staff';
import { Alert, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { getAt } from '../form-values';
import type { FieldProps } from './field-props';
import { LocalizedField } from './localized-field';

type KitabSanad = StaffTeacher['sanad'][number];
type Link = KitabSanad['links'][number];

/**
 * A teacher's sanad per kitab (decision 0108): for each kitab they teach (and any other they hold
 * a chain of), its chain from their own teacher upwards; a kitab they teach without a chain is
 * flagged, since its certificates will show no sanad.
 */
export function SanadField(props: FieldProps) {
  const { path, label, values, errorOf } = props;
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const chains = (getAt(values, path) as KitabSanad[] | undefined) ?? [];

  return (
    <Fieldset legend={label}>
      <Stack gap="lg">
        {chains.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('sanad.noKitab')}
          </Text>
        ) : null}
        {chains.map((chain, index) => {
          const title = `${chain.kitab.title[language]} (${chain.kitab.classTitle[language]})`;
          return (
            <Fieldset key={chain.kitabId} legend={t('sanad.ofKitab', { title })} variant="filled">
              <Stack gap="sm">
                <Text dir="rtl" lang="ar" c="green.9" ta="left">
                  {chain.kitab.titleArabic}
                </Text>
                {chain.links.length === 0 && chain.teaches ? (
                  <Alert color="yellow" variant="light" role="status">
                    {t('sanad.noChain')}
                  </Alert>
                ) : null}
                {errorOf(`${path}.${index}.kitabId`) ? (
                  <Text size="sm" c="red.8" role="alert">
                    {errorOf(`${path}.${index}.kitabId`)}
                  </Text>
                ) : null}
                <ChainLinks {...props} path={`${path}.${index}.links`} />
              </Stack>
            </Fieldset>
          );
        })}
      </Stack>
    </Fieldset>
  );
}

/** One kitab's chain, from the teacher's own teacher upwards: add, remove and move links. */
function ChainLinks(props: Omit<FieldProps, 'label'>) {
  const { path, values, setValue, errorOf } = props;
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
  );
}
