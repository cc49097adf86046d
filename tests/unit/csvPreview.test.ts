import { describe, expect, it } from 'vitest';
import { decodeCsv, fileProblem, MAX_UPLOAD_BYTES } from '~/lib/csvPreview';
import { previewRows } from '~/lib/csvRows';

describe('fileProblem', () => {
  it.each([
    [{ name: 'staff.csv', type: 'text/csv', size: 100 }, undefined],
    [{ name: 'STAFF.CSV', type: '', size: 100 }, undefined],
    [{ name: 'staff.csv', type: 'application/vnd.ms-excel', size: 100 }, undefined],
    [{ name: 'staff.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 100 }, 'notCsv'],
    [{ name: 'photo.png', type: 'image/png', size: 100 }, 'notCsv'],
    [{ name: 'staff.csv', type: 'image/png', size: 100 }, 'notCsv'],
    [{ name: 'staff.csv', type: 'text/csv', size: MAX_UPLOAD_BYTES }, undefined],
    [{ name: 'staff.csv', type: 'text/csv', size: MAX_UPLOAD_BYTES + 1 }, 'tooLarge'],
  ])('%o → %s', (file, problem) => {
    expect(fileProblem(file)).toBe(problem);
  });
});

describe('decodeCsv', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  it.each([
    ['UTF-8 text', utf8('First Name\nJosé'), 'First Name\nJosé'],
    ['UTF-8 with a byte-order mark', utf8('\uFEFFFirst Name'), 'First Name'],
    // "José" saved by a spreadsheet as Windows-1252: é is the single byte 0xE9.
    ['Windows-1252 text', Uint8Array.from([0x4a, 0x6f, 0x73, 0xe9]), undefined],
    // UTF-16 with its byte-order mark, as "Unicode text" exports are.
    ['UTF-16 text', Uint8Array.from([0xff, 0xfe, 0x41, 0x00]), undefined],
  ])('%s → %j', (_name, bytes, text) => {
    expect(decodeCsv(bytes)).toBe(text);
  });
});

describe('previewRows', () => {
  it('returns the first five rows in column order', () => {
    const csv = ['Username,First Name,Last Name,Email', ...Array.from({ length: 7 }, (_, i) => `u${i},First${i},Last${i},e${i}@x.co`)].join('\n');
    expect(previewRows(csv)).toEqual({
      rows: Array.from({ length: 5 }, (_, i) => [`First${i}`, `Last${i}`, `u${i}`]),
    });
  });

  it('handles quoted commas and a byte-order mark', () => {
    expect(previewRows('\uFEFFFirst Name,Last Name,Username\n"Mary, Jr",Smith,msmith\n')).toEqual({ rows: [['Mary, Jr', 'Smith', 'msmith']] });
  });

  it.each([
    ['First Name,Surname,Username\nA,B,c', 'missingColumns'],
    ['First Name,Last Name,Username\n', 'empty'],
    ['', 'missingColumns'],
  ])('%j → %s', (csv, problem) => {
    expect(previewRows(csv)).toEqual({ problem });
  });
});
