import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './csv-writer';

describe('csvField', () => {
  it('writes plain text, numbers and empty cells as they are', () => {
    expect(csvField('Aisyah')).toBe('Aisyah');
    expect(csvField(150000)).toBe('150000');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Nahwu, dasar')).toBe('"Nahwu, dasar"');
    expect(csvField('Kitab "Ajurrumiyyah"')).toBe('"Kitab ""Ajurrumiyyah"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+62812')).toBe("'+62812");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=cmd')).toBe("'\t=cmd");
    expect(csvField('=HYPERLINK("http://x","a,b")')).toBe('"\'=HYPERLINK(""http://x"",""a,b"")"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('keeps Arabic and Indonesian text as it is', () => {
    expect(csvField('متن الآجرومية')).toBe('متن الآجرومية');
  });
});

describe('csvDocument', () => {
  it('starts with a byte order mark and ends every row with CRLF', () => {
    const text = csvDocument(
      ['Class', 'Learners'],
      [
        ['Tahsin, akhwat', 3],
        ['تحفة', null],
      ],
    );
    expect(text).toBe('\uFEFFClass,Learners\r\n"Tahsin, akhwat",3\r\nتحفة,\r\n');
  });

  it('writes the header alone for an empty table', () => {
    expect(csvDocument(['Week'], [])).toBe('\uFEFFWeek\r\n');
  });
});
