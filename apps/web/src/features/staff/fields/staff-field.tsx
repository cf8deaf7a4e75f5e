import { Checkbox, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fromAcademyInput, getAt, toAcademyInput } from '../form-values';
import type { FieldSpec } from '../resource-views';
import { BodyField } from './body-field';
import { DrawsField } from './draws-field';
import type { FieldProps } from './field-props';
import { JoinPasswordField } from './join-password-field';
import { LocalizedField } from './localized-field';
import { MediaField } from './media-field';
import { MeetingPlaceField } from './meeting-place-field';
import { OptionsField } from './options-field';
import { ReferenceField } from './reference-field';
import { SanadField } from './sanad-field';
import { TextListField } from './text-list-field';

/** One field of a console form, drawn from its spec. */
export function StaffField({ spec, ...props }: Omit<FieldProps, 'path' | 'label'> & { spec: FieldSpec }) {
  const { t } = useTranslation('staff');
  const { values, setValue, errorOf } = props;
  const path = spec.path;
  const field = { ...props, path, label: t(`fields.${path}`) };
  const value = getAt(values, path);

  switch (spec.kind) {
    case 'localized':
      return <LocalizedField {...field} multiline={spec.multiline} directionPath={spec.directionPath} />;
    case 'options':
      return <OptionsField {...field} rtl={getAt(values, spec.directionPath) === 'rtl'} />;
    case 'textList':
      return (
        <TextListField
          {...field}
          rtl={spec.directionPath !== undefined && getAt(values, spec.directionPath) === 'rtl'}
        />
      );
    case 'boolean':
      return (
        <Checkbox
          label={field.label}
          checked={value === true}
          onChange={(event) => setValue(path, event.currentTarget.checked)}
          error={errorOf(path)}
          description={t(`hints.${path}`, { defaultValue: '' }) || undefined}
        />
      );
    case 'media':
      return (
        <MediaField
          {...field}
          accept={spec.accept}
          kindPath={spec.kindPath}
          durationPath={spec.durationPath}
        />
      );
    case 'body':
      return <BodyField {...field} directionPath={spec.directionPath} />;
    case 'sanad':
      return <SanadField {...field} />;
    case 'joinPassword':
      return <JoinPasswordField {...field} />;
    case 'meetingPlace':
      return <MeetingPlaceField {...field} />;
    case 'draws':
      return <DrawsField {...field} />;
    case 'reference':
      return (
        <ReferenceField
          {...field}
          resource={spec.resource}
          nullable={spec.nullable}
          parentId={spec.filter?.(values)}
        />
      );
    case 'choice':
      return (
        <NativeSelect
          label={field.label}
          data={spec.options.map((option) => ({ value: option, label: t(`choices.${path}.${option}`) }))}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => setValue(path, event.currentTarget.value)}
          error={errorOf(path)}
          description={t(`hints.${path}`, { defaultValue: '' }) || undefined}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={field.label}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) =>
            setValue(path, typeof next === 'number' ? next : next === '' && spec.nullable ? null : next)
          }
          allowDecimal={false}
          thousandSeparator="."
          decimalSeparator=","
          min={0}
          error={errorOf(path)}
          description={spec.nullable ? t('form.emptyMeansNone') : undefined}
        />
      );
    case 'datetime':
      return (
        <TextInput
          type="datetime-local"
          label={field.label}
          value={toAcademyInput(value)}
          onChange={(event) => {
            const iso = fromAcademyInput(event.currentTarget.value);
            setValue(path, iso === '' && spec.nullable ? null : iso);
          }}
          description={t('form.academyTime')}
          error={errorOf(path)}
        />
      );
    case 'text':
      return (
        <TextInput
          label={field.label}
          dir={spec.dir}
          lang={spec.dir === 'rtl' ? 'ar' : undefined}
          type={spec.type === 'url' ? 'url' : spec.type === 'tel' ? 'tel' : 'text'}
          value={(value as string | null | undefined) ?? ''}
          onChange={(event) =>
            setValue(
              path,
              event.currentTarget.value === '' && spec.nullable ? null : event.currentTarget.value,
            )
          }
          error={errorOf(path)}
          description={t(`hints.${path}`, { defaultValue: '' }) || undefined}
          styles={spec.dir === 'rtl' ? { input: { fontSize: '1.2rem' } } : undefined}
        />
      );
  }
}
