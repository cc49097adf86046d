// Checks an employee CSV chosen for the upload preview. Nothing is uploaded. The
// parser lives in csvRows.ts, loaded only once a file is chosen, so the page does not pay for it.

/** Files larger than this are refused before they are read. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/** The largest file as the problem message names it, measured as the check does: 1,048,576 bytes is "1 MB". */
export function maxUploadSize(maxBytes = MAX_UPLOAD_BYTES): string {
  return new Intl.NumberFormat('en-US', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(maxBytes / 1024 ** 2);
}

/** The columns the preview shows, in order, after the row number. */
export const PREVIEW_COLUMNS = ['First Name', 'Last Name', 'Username'] as const;

/** How many rows the preview shows. */
export const PREVIEW_ROWS = 5;

/** Why a file cannot be previewed; `unreadable` when the browser could not read it or the parser did not load. */
export type CsvProblem = 'notCsv' | 'tooLarge' | 'missingColumns' | 'empty' | 'notUtf8' | 'unreadable';

/** Checks a chosen file's name, type and size (at most `maxBytes`) before reading it. */
export function fileProblem(file: { name: string; type: string; size: number }, maxBytes = MAX_UPLOAD_BYTES): CsvProblem | undefined {
  const csvType = file.type === '' || /^(text\/csv|application\/vnd\.ms-excel|text\/plain)$/.test(file.type);
  if (!/\.csv$/i.test(file.name) || !csvType) return 'notCsv';
  if (file.size > maxBytes) return 'tooLarge';
  return undefined;
}

/**
 * The file's text when it is UTF-8 (a byte-order mark is dropped), or undefined when it is not:
 * a spreadsheet saved in another encoding would otherwise show its accented names garbled.
 */
export function decodeCsv(bytes: ArrayBuffer | Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
