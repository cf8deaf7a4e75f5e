import { describe, expect, it } from 'vitest';
import { buildQrisPayload, crc16CcittFalse, hasValidCrc, parseTlv } from './qris-payload';

const merchant = {
  name: 'Akademi Ilmu Syar’i',
  city: 'Jakarta',
  nmid: 'ID1026000000001',
  pan: '9360000000000000011',
};

describe('QRIS payload', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 0x29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it('decodes to every EMVCo tag decisions §6 lists, with a valid CRC', () => {
    const payload = buildQrisPayload(merchant, { amount: 151_050, orderId: 'AKD-20261123-ABCDEFGH' });
    const tags = parseTlv(payload);
    expect([...tags.keys()]).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(tags.get('00')).toBe('01');
    expect(tags.get('01')).toBe('12');
    const account = parseTlv(tags.get('26')!);
    expect(account.get('00')).toBe('ID.CO.QRIS.WWW');
    expect(account.get('01')).toBe(merchant.pan);
    expect(account.get('02')).toBe(merchant.nmid);
    expect(parseTlv(tags.get('51')!).get('02')).toBe(merchant.nmid);
    expect(tags.get('52')).toBe('8299');
    expect(tags.get('53')).toBe('360');
    expect(tags.get('54')).toBe('151050');
    expect(tags.get('58')).toBe('ID');
    expect(tags.get('59')).toBe('Akademi Ilmu Syari');
    expect(tags.get('60')).toBe('Jakarta');
    expect(parseTlv(tags.get('62')!).get('01')).toBe('AKD-20261123-ABCDEFGH');
    expect(tags.get('63')).toMatch(/^[0-9A-F]{4}$/);
    const crc = crc16CcittFalse(payload.slice(0, -4));
    expect(tags.get('63')).toBe(crc.toString(16).toUpperCase().padStart(4, '0'));
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('fails the CRC when any character changes', () => {
    const payload = buildQrisPayload(merchant, { amount: 10_000, orderId: 'AKD-1' });
    expect(hasValidCrc(payload.replace('10000', '10001'))).toBe(false);
  });

  it('keeps EMV length limits: name 25, city 15', () => {
    const tags = parseTlv(
      buildQrisPayload(
        { ...merchant, name: 'A very long academy name that goes on', city: 'Kota Administrasi Jakarta' },
        { amount: 1, orderId: 'X' },
      ),
    );
    expect(tags.get('59')).toHaveLength(25);
    expect(tags.get('60')).toHaveLength(15);
  });

  it('refuses amounts that are not whole rupiah', () => {
    expect(() => buildQrisPayload(merchant, { amount: 10.5, orderId: 'X' })).toThrow();
  });
});
