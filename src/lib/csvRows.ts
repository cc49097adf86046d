// Parses an employee CSV for the upload preview with papaparse (a maintained parser).
import Papa from 'papaparse';
import { PREVIEW_COLUMNS, PREVIEW_ROWS, type CsvProblem } from './csvPreview';

/** The first rows of the CSV, or why they cannot be shown. */
export function previewRows(text: string): { rows: string[][] } | { problem: CsvProblem } {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true, transformHeader: (h) => h.trim() });
  const fields = parsed.meta.fields ?? [];
  if (!PREVIEW_COLUMNS.every((c) => fields.includes(c))) return { problem: 'missingColumns' };
  if (parsed.data.length === 0) return { problem: 'empty' };
  return { rows: parsed.data.slice(0, PREVIEW_ROWS).map((row) => PREVIEW_COLUMNS.map((c) => (row[c] ?? '').trim())) };
}
