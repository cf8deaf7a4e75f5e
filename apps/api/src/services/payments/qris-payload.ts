/**
 * Dynamic QRIS payloads (EMVCo merchant-presented mode, as Bank Indonesia's QRIS standard
 * profiles it): tag-length-value fields, ending with tag 63, the CRC-16/CCITT-FALSE of
 * everything before it (including "6304").
 */

export interface QrisMerchant {
  /** Tag 59: at most 25 characters. */
  name: string;
  /** Tag 60: at most 15 characters. */
  city: string;
  /** QRIS national merchant id (NMID), in tag 51. */
  nmid: string;
  /** Merchant PAN, in tag 26. */
  pan: string;
}

export interface QrisOrder {
  /** Tag 54: the amount in whole rupiah. */
  amount: number;
  /** Tag 62, sub-tag 01 (bill number): at most 25 characters. */
  orderId: string;
}

/** Merchant category code 8299: schools and educational services. */
const merchantCategoryCode = '8299';

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** EMV fields hold printable ASCII only: other characters are dropped, then it is cut to `max`. */
function ascii(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);
}

function field(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`QRIS field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

export function buildQrisPayload(merchant: QrisMerchant, order: QrisOrder): string {
  if (!Number.isInteger(order.amount) || order.amount <= 0)
    throw new Error('QRIS amount must be whole rupiah');
  const body = [
    field('00', '01'),
    field('01', '12'),
    field(
      '26',
      field('00', 'ID.CO.QRIS.WWW') +
        field('01', merchant.pan) +
        field('02', merchant.nmid) +
        field('03', 'UKE'),
    ),
    field('51', field('00', 'ID.CO.QRIS.WWW') + field('02', merchant.nmid) + field('03', 'UKE')),
    field('52', merchantCategoryCode),
    field('53', '360'),
    field('54', String(order.amount)),
    field('58', 'ID'),
    field('59', ascii(merchant.name, 25) || 'Academy'),
    field('60', ascii(merchant.city, 15) || 'Jakarta'),
    field('62', field('01', ascii(order.orderId, 25))),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16CcittFalse(withCrcTag).toString(16).toUpperCase().padStart(4, '0');
}

/** Reads TLV fields (one level); throws on a field that runs past the end. */
export function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > text.length)
      throw new Error(`malformed TLV at ${at}`);
    fields.set(tag, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** Whether a payload's tag 63 is the CRC of what precedes it. */
export function hasValidCrc(payload: string): boolean {
  const crc = payload.slice(-4);
  return (
    payload.slice(-8, -4) === '6304' &&
    crc16CcittFalse(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0') === crc
  );
}
