import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AddressPart } from '../lib/address-form';

type FieldProps = { name: string; value: string; onChange: (input: unknown) => void; error?: string };

/** The address inputs (address, city, state/province, post code, country) of a form. */
export function AddressFields({ field }: { field: (name: AddressPart) => FieldProps }) {
  const { t } = useTranslation();
  return (
    <>
      <Textarea
        label={t('address.address')}
        autoComplete="street-address"
        autosize
        minRows={2}
        {...field('address')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('address.city')} autoComplete="address-level2" {...field('city')} />
        <TextInput label={t('address.state')} autoComplete="address-level1" {...field('state')} />
        <TextInput label={t('address.postCode')} autoComplete="postal-code" {...field('postCode')} />
        <TextInput label={t('address.country')} autoComplete="country-name" {...field('country')} />
      </SimpleGrid>
    </>
  );
}
