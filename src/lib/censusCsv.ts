// Reads an employee census CSV for the affordability planner, and writes its answers as one, with
// papaparse and the checks of the upload preview (csvPreview.ts). The planner imports this module
// only once a file is chosen or the answers are downloaded, so the page does not pay for them. A large file is
// read a slice at a time, the browser painting and taking taps between slices, so 10,000 rows never
// freeze the page. Nothing is sent anywhere: the text is the file the visitor chose.
import Papa from 'papaparse';
import { CENSUS_COLUMNS, type CensusColumn, type CensusRow } from './censusCells.ts';
import { decodeCsv, fileProblem, maxUploadSize, type CsvProblem } from './csvPreview.ts';

/** The largest census file read, in bytes: 10,000 rows of every column at 150 bytes each, with room. */
export const CENSUS_MAX_BYTES = 4 * 1024 * 1024;

/** How much of the text one slice parses: about 700 rows of a typical census. */
const SLICE_CHARS = 48 * 1024;

/** A census file read: its rows in CENSUS_COLUMNS order, and what the planner tells the visitor about it. */
export interface CensusFile {
  rows: CensusRow[];
  /** The columns the file has. */
  columns: CensusColumn[];
  /** The file's headings that name no column, as the file writes them. */
  unknown: string[];
  /** The rows after `rowsMax`, not read. */
  leftOut: number;
}

/** A heading as it is matched: capitals, spaces around and doubled spaces aside. */
const key = (heading: string) => heading.trim().replace(/\s+/g, ' ').toLowerCase();

/** The column each of a file's headings names (by `headings`, the columns' words), or undefined. */
function columnsOf(fileHeadings: string[], headings: Record<CensusColumn, string>): (CensusColumn | undefined)[] {
  const byKey = new Map(CENSUS_COLUMNS.map((c) => [key(headings[c]), c]));
  return fileHeadings.map((h) => byKey.get(key(h)));
}

/** Lets the browser paint and take input before the next slice. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Reads `text`, a CSV whose first row names its columns by `headings` (any order, capitals aside),
 * into census rows: at most `rowsMax`, the rest counted as left out. Empty lines are skipped.
 */
export function readCensus(text: string, headings: Record<CensusColumn, string>, rowsMax: number): Promise<CensusFile> {
  const file: CensusFile = { rows: [], columns: [], unknown: [], leftOut: 0 };
  let columns: (CensusColumn | undefined)[] | undefined;
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      chunkSize: SLICE_CHARS,
      chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
        try {
          for (const cells of results.data) {
            if (!columns) {
              columns = columnsOf(cells, headings);
              file.columns = columns.filter((c): c is CensusColumn => c !== undefined);
              file.unknown = cells.filter((h: string, i: number) => columns![i] === undefined && h.trim() !== '').map((h: string) => h.trim());
            } else if (file.rows.length < rowsMax) {
              const row = CENSUS_COLUMNS.map(() => '');
              cells.forEach((cell: string, i: number) => {
                const column = columns![i];
                if (column) row[CENSUS_COLUMNS.indexOf(column)] = cell;
              });
              file.rows.push(row);
            } else file.leftOut += 1;
          }
        } catch (error) {
          parser.abort();
          reject(error);
          return;
        }
        parser.pause();
        void yieldToBrowser().then(() => parser.resume());
      },
      complete: () => resolve(file),
      error: (error: Error) => reject(error),
    });
  });
}

/** A chosen file that cannot be read, why, and the largest size accepted as the message names it. */
export interface CensusFileProblem {
  problem: CsvProblem;
  maxSize: string;
}

/**
 * Reads a chosen census file: a CSV (by its name and type) of at most CENSUS_MAX_BYTES, in UTF-8,
 * with at least one row; or why not. A file the browser cannot read is left to the caller.
 */
export async function readCensusFile(file: File, headings: Record<CensusColumn, string>, rowsMax: number): Promise<CensusFile | CensusFileProblem> {
  const refused = (problem: CsvProblem) => ({ problem, maxSize: maxUploadSize(CENSUS_MAX_BYTES) });
  const early = fileProblem(file, CENSUS_MAX_BYTES);
  if (early) return refused(early);
  const text = decodeCsv(await file.arrayBuffer());
  if (text === undefined) return refused('notUtf8');
  const read = await readCensus(text, headings, rowsMax);
  return read.rows.length === 0 ? refused('empty') : read;
}

/** `rows` as CSV text; a cell that a spreadsheet would take for a formula is written as text. */
export function writeCsv(rows: string[][]): string {
  return Papa.unparse(rows, { escapeFormulae: true });
}
