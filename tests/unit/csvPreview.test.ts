import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_UPLOAD_BYTES } from '~/lib/csvPreview';
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
