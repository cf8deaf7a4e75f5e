import type { FieldError } from '@academy/contract/envelope';
import { addressSchema, type Address } from '@academy/contract/profile';
import { z } from 'zod';
import { ApiError } from './api-client';

/** The five address parts (spec §3 "address"), in the order forms show them. */
export const addressParts = ['address', 'city', 'state', 'postCode', 'country'] as const;
export type AddressPart = (typeof addressParts)[number];

/** Address form values: the parts as flat fields, so each input has its own error. */
export type AddressFormValues = Record<AddressPart, string>;

export const emptyAddress: AddressFormValues = {
  address: '',
  city: '',
  state: '',
  postCode: '',
  country: '',
};

export function addressValues(address: Address | null | undefined): AddressFormValues {
  return address ? { ...emptyAddress, ...address } : emptyAddress;
}

/** An address that may stay empty, but once started must be full (spec §5 'Please enter full address'). */
export const optionalAddressShape = z.object(
  Object.fromEntries(addressParts.map((part) => [part, z.string().trim()])) as Record<
    AddressPart,
    z.ZodString
  >,
);

export function optionalAddressRule(value: Record<AddressPart, string>, ctx: z.RefinementCtx) {
  const filled = addressParts.filter((part) => value[part].trim() !== '');
  if (filled.length === 0) return;
  const checked = addressSchema.safeParse(value);
  if (checked.success) return;
  for (const issue of checked.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** The address of optional address values, or undefined when nothing was typed. */
export function toAddress(value: Record<AddressPart, string>): Address | undefined {
  return addressParts.some((part) => value[part].trim() !== '') ? addressSchema.parse(value) : undefined;
}

/**
 * The server names address errors `address.city`; the form's fields are flat (`city`).
 * Rethrows an ApiError with the flat names, so the form helper puts each by its field.
 */
export function flattenAddressErrors(error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  const errorList: FieldError[] = error.errorList.map(({ field, message }) => ({
    field: field.startsWith('address.') ? field.slice('address.'.length) : field,
    message,
  }));
  throw new ApiError({
    code: error.code,
    message: error.message,
    errorList,
    data: error.data,
    reason: error.reason,
  });
}
