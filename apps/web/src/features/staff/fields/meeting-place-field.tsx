import { NativeSelect, Stack, TextInput } from '@mantine/core';
import type { MeetingPlace } from '@academy/contract/meetings';
import { useTranslation } from 'react-i18next';
import { getAt } from '../form-values';
import type { FieldProps } from './field-props';

type PlaceKind = MeetingPlace['kind'] | 'none';

/** A meeting's place: none yet, online with its join link, or on site with its address. */
export function MeetingPlaceField({ path, label, values, setValue, errorOf }: FieldProps) {
  const { t } = useTranslation('staff');
  const place = getAt(values, path) as MeetingPlace | null | undefined;
  const kind: PlaceKind = place?.kind ?? 'none';
  const choose = (next: PlaceKind) =>
    setValue(
      path,
      next === 'none'
        ? null
        : next === 'online'
          ? { kind: 'online', joinUrl: '' }
          : { kind: 'onsite', address: '' },
    );
  return (
    <Stack gap="xs">
      <NativeSelect
        label={label}
        data={(['none', 'online', 'onsite'] as const).map((option) => ({
          value: option,
          label: t(`choices.place.${option}`),
        }))}
        value={kind}
        onChange={(event) => choose(event.currentTarget.value as PlaceKind)}
        error={errorOf(`${path}.kind`)}
      />
      {place?.kind === 'online' ? (
        <TextInput
          type="url"
          label={t('fields.placeJoinUrl')}
          description={t('fields.placeJoinUrlHint')}
          value={place.joinUrl}
          onChange={(event) => setValue(`${path}.joinUrl`, event.currentTarget.value)}
          error={errorOf(`${path}.joinUrl`)}
        />
      ) : null}
      {place?.kind === 'onsite' ? (
        <TextInput
          label={t('fields.placeAddress')}
          value={place.address}
          onChange={(event) => setValue(`${path}.address`, event.currentTarget.value)}
          error={errorOf(`${path}.address`)}
        />
      ) : null}
    </Stack>
  );
}
