// The ICHRA affordability planner. The server renders its choices, the file button, the template
// link and the census table's headings, so the page is small and its controls answer before
// hydration; the rows are the visitor's, so only the browser fills them in. The choices are
// uncontrolled: the browser owns them, before hydration and after, and once hydrated the planner
// reads what they hold (and a shared link's ap-… parameters for those still at their starting
// values). Only the choices go into the page's address; the census never leaves the browser: it is
// read from the file the visitor picks, kept in this component's state, and written out only into
// the CSV the visitor downloads. The rules are src/lib/affordability.ts and census.ts; the words
// ui.json's affordabilityPlanner (and affordabilityAnswers, loaded with the answers). The table of
// rows and the answers (CensusWork) load with the first rows, and a file's parser when a file is
// chosen (src/lib/censusCsv.ts), so a visit that only reads the page loads the choices alone; a
// file is read a slice at a time and the tables show a page of rows at a time, so 10,000 rows never
// freeze the page. A choice's answers are worked out after the tap's frame is painted, as a
// transition, so that frame paints the control alone whatever the census's size.
import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { allowanceDefault, allowanceMax, curveStates, planYears, rowsMax } from 'virtual:numbers/affordabilityChoices';
import words from 'virtual:ui/affordabilityPlanner';
import { SAFE_HARBORS, type SafeHarbor } from '~/lib/affordability';
import { CENSUS_COLUMNS, parseMoney, PREMIUM_BASES, PREMIUM_COLUMN, type CensusColumn, type CensusRow, type PremiumBasis } from '~/lib/censusCells';
import { formatNumber } from '~/lib/format';
import { afterNextPaint } from '~/lib/idle';
import { figureEntry } from '~/lib/planYear';
import { fill } from '~/lib/template';
import { figureSource } from '~/lib/yearlyFigure';
import CensusHead from './CensusHead';
import type { ReadNote } from './FileNotes';
import { untouched, useToolLink } from './toolLink';
import '~/styles/tables.css';
import './AffordabilityPlanner.css';

/** The planner's address parameters: its choices, never a census value. */
export const PLANNER_LINK = { year: 'ap-year', harbor: 'ap-harbor', basis: 'ap-premium', at21: 'ap-age21', allowance: 'ap-allowance' } as const;

/** A row of the table: an id that survives edits and removals, and its cells. */
interface Row {
  id: number;
  cells: CensusRow;
}

/** What the planner says about the last file chosen: reading it, or (FileNotes) what came of it. */
type FileNote = { name: string; reading: true } | ReadNote;

/** The choices as read from the fields; the allowance as typed, with its value or why it is refused. */
interface Choices {
  year: number;
  harbor: SafeHarbor;
  basis: PremiumBasis;
  at21: boolean;
  allowance: { cents: number } | { problem: NonNullable<ReturnType<typeof allowanceProblem>> };
}

/** Why a typed allowance is refused, or undefined: an empty field is no allowance. */
function allowanceProblem(result: ReturnType<typeof parseMoney>) {
  return 'problem' in result ? result.problem : 'empty' in result ? ('empty' as const) : undefined;
}

/** The parser's code, loaded once a file is chosen. */
const censusCsv = () => import('~/lib/censusCsv');

/** The table of rows and the answers, and what came of a file: loaded as a file is read or the first row added. */
const loadWork = () => import('./CensusWork');
type Work = Awaited<ReturnType<typeof loadWork>>;

interface Props {
  /** The build's plan year: the planner offers it and the next, the next first. */
  planYear: number;
}

/** The choices, the census (a file or typed rows) and the answers. */
export default function AffordabilityPlanner({ planYear }: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const latestFile = useRef<File | null>(null);
  const nextId = useRef(0);
  const years = [planYear, planYear + 1];
  const [hydrated, setHydrated] = useState(false);
  const [choices, setChoices] = useState<Choices>({ year: planYear + 1, harbor: 'povertyLine', basis: 'home', at21: false, allowance: { cents: allowanceDefault * 100 } });
  const [rows, setRows] = useState<Row[]>([]);
  const [note, setNote] = useState<FileNote | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  // The rows' code, once loaded; until then there are no rows to show.
  const [work, setWork] = useState<Work | null>(null);
  const link = useToolLink(Object.values(PLANNER_LINK));
  const cancelAnswer = useRef<() => void>(undefined);

  const field = (name: string) => root.current!.querySelectorAll<HTMLInputElement>(`[name="${name}"]`);
  const picked = (name: string) => [...field(name)].find((f) => f.checked)?.value;

  /** Reads every choice from its field; writes them to the address when asked and all are valid. */
  function readChoices(write: boolean) {
    const allowanceText = field(PLANNER_LINK.allowance)[0]!.value;
    const parsed = parseMoney(allowanceText, allowanceMax * 100, { allowZero: true });
    const problem = allowanceProblem(parsed);
    const next: Choices = {
      year: Number(root.current!.querySelector<HTMLSelectElement>(`[name="${PLANNER_LINK.year}"]`)!.value),
      harbor: (picked(PLANNER_LINK.harbor) ?? 'povertyLine') as SafeHarbor,
      basis: (picked(PLANNER_LINK.basis) ?? 'home') as PremiumBasis,
      at21: field(PLANNER_LINK.at21)[0]!.checked,
      allowance: problem ? { problem } : { cents: (parsed as { cents: number }).cents },
    };
    // The tap's frame paints the control alone; the answers of every row follow after it.
    cancelAnswer.current?.();
    cancelAnswer.current = afterNextPaint(() => startTransition(() => setChoices(next)));
    if (problem) link.write(undefined);
    else if (write) {
      link.write({
        [PLANNER_LINK.year]: String(next.year),
        [PLANNER_LINK.harbor]: next.harbor,
        [PLANNER_LINK.basis]: next.basis,
        [PLANNER_LINK.at21]: next.at21 ? 'yes' : undefined,
        [PLANNER_LINK.allowance]: allowanceText.trim(),
      });
    }
  }

  /** Puts a shared link's choices into the fields the visitor has not changed; true if the visitor had changed any. */
  function fillFromLink(): boolean {
    const query = new URLSearchParams(location.search);
    const el = root.current!;
    const fields = [...el.querySelectorAll<HTMLInputElement | HTMLSelectElement>('.choices input, .choices select')];
    const changed = fields.some((f) => !untouched(f));
    if (changed) return true;
    const year = el.querySelector<HTMLSelectElement>(`[name="${PLANNER_LINK.year}"]`)!;
    const linkedYear = query.get(PLANNER_LINK.year);
    if (linkedYear && [...year.options].some((o) => o.value === linkedYear)) year.value = linkedYear;
    for (const name of [PLANNER_LINK.harbor, PLANNER_LINK.basis]) {
      const radio = [...field(name)].find((f) => f.value === query.get(name));
      if (radio) radio.checked = true;
    }
    field(PLANNER_LINK.at21)[0]!.checked = query.get(PLANNER_LINK.at21) === 'yes';
    const allowance = query.get(PLANNER_LINK.allowance);
    if (allowance !== null) field(PLANNER_LINK.allowance)[0]!.value = allowance;
    return false;
  }

  /** Reads the file the visitor chose into the table, replacing its rows; a later choice wins. */
  async function readFile(file: File) {
    latestFile.current = file;
    setNote({ name: file.name, reading: true });
    const done = (next: FileNote) => latestFile.current === file && setNote(next);
    try {
      const [{ readCensusFile }, loaded] = await Promise.all([censusCsv(), loadWork()]);
      const read = await readCensusFile(file, words.columns, rowsMax);
      if (latestFile.current !== file) return;
      setWork(loaded);
      if ('problem' in read) return done({ name: file.name, ...read });
      setAdded(null);
      setRows(read.rows.map((cells) => ({ id: nextId.current++, cells })));
      done({ name: file.name, read: read.rows.length, columns: read.columns, unknown: read.unknown, leftOut: read.leftOut });
    } catch {
      // The file moved since it was chosen, or the code to read it did not load: either way, say so
      // (its message names no size).
      done({ name: file.name, problem: 'unreadable', maxSize: '' });
    }
  }

  /**
   * Starts loading the rows' code, and the parser, while the visitor picks a file or presses Add,
   * after the tap's frame is painted; a failure here is not the visitor's yet (reading the file
   * says so if the code still cannot load).
   */
  function loadAhead() {
    afterNextPaint(() => void Promise.all([loadWork(), censusCsv()]).catch(() => undefined));
  }

  function chooseFile() {
    const file = fileInput.current?.files?.[0];
    if (file) void readFile(file);
  }

  // Once hydrated: the choices as the visitor left them (or as a shared link gives them), and a
  // file chosen while the page was loading.
  useEffect(() => {
    readChoices(link.ready(root.current!, fillFromLink()));
    chooseFile();
    setHydrated(true);
    // Only on mount: later changes come from the visitor.
  }, []);

  const yearFigures = (year: number) => {
    const percent = figureEntry(planYears, year, 'affordabilityPercent');
    const poverty = figureEntry(planYears, year, 'povertyLine');
    return { percent, poverty };
  };
  const shown = yearFigures(choices.year);
  // One object a year, so the answers are worked out again only when the year changes.
  const figures = useMemo(() => ({ percent: shown.percent.affordabilityPercent, povertyLine: shown.poverty.povertyLine }), [choices.year]);
  const usd = (n: number) => formatNumber(n, 'usd');
  const figureValues = {
    year: choices.year,
    percent: formatNumber(figures.percent, 'percent'),
    percentYear: shown.percent.year,
    povertyYear: shown.poverty.year,
    percentSource: figureSource(shown.percent, 'affordabilityPercent'),
    povertySource: figureSource(shown.poverty, 'povertyLine'),
    contiguous: usd(figures.povertyLine.contiguous),
    alaska: usd(figures.povertyLine.alaska),
    hawaii: usd(figures.povertyLine.hawaii),
  };
  const fallback = shown.percent.year !== choices.year || shown.poverty.year !== choices.year;

  // Stable, so the census table is not rendered again for a change it does not show.
  const editCell = useCallback((rowId: number, column: number, text: string) => {
    startTransition(() => setRows((all) => all.map((r) => (r.id === rowId ? { id: r.id, cells: r.cells.map((c, i) => (i === column ? text : c)) } : r))));
  }, []);

  /** Adds an empty row once the rows' code has loaded (at once after the first). */
  async function addRow() {
    const row = { id: nextId.current++, cells: CENSUS_COLUMNS.map(() => '') };
    setWork(await loadWork());
    setRows((all) => [...all, row]);
    setAdded(row.id);
  }

  const removeRow = useCallback((rowId: number) => {
    setRows((all) => all.filter((r) => r.id !== rowId));
    root.current!.querySelector<HTMLButtonElement>('.add-row')?.focus();
  }, []);

  function clearRows() {
    setRows([]);
    setNote(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  const missing = note && 'read' in note ? missingColumns(note.columns, choices) : [];
  // Until there are rows, the table's headings and where the answers will be.
  const emptyTable = (
    <div className="table-wrap" role="region" aria-labelledby={`${id}-employees`} tabIndex={0}>
      <table className="census-table">
        <CensusHead id={id} />
      </table>
    </div>
  );
  const emptyAnswers = (
    <div className="answers">
      <h3>{words.answers}</h3>
      <p className="empty">{words.empty}</p>
    </div>
  );

  return (
    <div ref={root} className="affordability-planner-island">
      <fieldset className="choices" onChange={() => readChoices(true)}>
        <legend>{words.settings}</legend>
        <div className="choice">
          <label htmlFor={`${id}-year`}>{words.year}</label>
          <select id={`${id}-year`} name={PLANNER_LINK.year} defaultValue={String(planYear + 1)}>
            {years.map((y) => (
              <option key={y} value={y}>
                {fill(words.yearOption, { year: y })}
              </option>
            ))}
          </select>
        </div>
        <p className="figures">{fill(fallback ? words.figuresFallback : words.figures, figureValues)}</p>
        <Radios legend={words.harbor} hint={words.harborHint} name={PLANNER_LINK.harbor} values={SAFE_HARBORS} labels={words.harbors} />
        <Radios legend={words.basis} name={PLANNER_LINK.basis} values={PREMIUM_BASES} labels={words.bases} />
        <div className="choice">
          <label className="check">
            <input type="checkbox" name={PLANNER_LINK.at21} value="yes" aria-describedby={`${id}-at21`} />
            {words.at21}
          </label>
          <p id={`${id}-at21`} className="hint">
            {fill(words.at21Hint, { states: curveStates.join(', ') })}
          </p>
        </div>
        <div className="choice">
          <label htmlFor={`${id}-allowance`}>{words.allowance}</label>
          <input
            id={`${id}-allowance`}
            name={PLANNER_LINK.allowance}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={String(allowanceDefault)}
            aria-invalid={'problem' in choices.allowance ? true : undefined}
            aria-describedby={`${id}-allowance-error`}
          />
          <p id={`${id}-allowance-error`} className="error" aria-live="polite">
            {'problem' in choices.allowance && fill(words.problems[choices.allowance.problem], { max: usd(allowanceMax) })}
          </p>
        </div>
      </fieldset>

      <div className="census">
        <h3 id={`${id}-employees`}>{words.employees}</h3>
        <div className="file">
          <input ref={fileInput} id={`${id}-file`} className="file-input" type="file" accept=".csv,text/csv" onClick={loadAhead} onChange={chooseFile} />
          <label htmlFor={`${id}-file`} className="button">
            {words.choose}
          </label>
          <a href={templateHref()} download={`${words.templateFile}.csv`}>
            {words.template}
          </a>
        </div>
        <p className="hint">{words.private}</p>
        <div className="file-note" role="status">
          {note &&
            ('reading' in note ? (
              <p>{fill(words.reading, { file: note.name })}</p>
            ) : (
              work && <work.FileNotes note={note} missing={missing} />
            ))}
        </div>
        <div className="row-actions">
          <button type="button" className="button secondary small add-row" disabled={!hydrated || rows.length >= rowsMax} onPointerDown={loadAhead} onClick={() => void addRow()}>
            {words.addRow}
          </button>
          {rows.length > 0 && (
            <button type="button" className="button secondary small" onClick={clearRows}>
              {words.clear}
            </button>
          )}
        </div>
        {(rows.length === 0 || !work) && emptyTable}
      </div>
      {rows.length === 0 || !work ? (
        emptyAnswers
      ) : (
        <work.default
          id={id}
          rows={rows}
          choice={{ planYear: choices.year, harbor: choices.harbor, basis: choices.basis, at21: choices.at21, allowance: choices.allowance }}
          figures={figures}
          onEdit={editCell}
          onRemove={removeRow}
          added={added}
        />
      )}
    </div>
  );
}

/** A choice of one of `values`, each named by `labels`, the first checked to start with; uncontrolled, read by the planner. */
function Radios<V extends string>({ legend, hint, name, values, labels }: { legend: string; hint?: string; name: string; values: readonly V[]; labels: Record<V, string> }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {hint && <p className="hint">{hint}</p>}
      {values.map((value, i) => (
        <label key={value}>
          <input type="radio" name={name} value={value} defaultChecked={i === 0} />
          {labels[value]}
        </label>
      ))}
    </fieldset>
  );
}

/** The columns the answers need that the file chosen lacks, by the choices made. */
function missingColumns(columns: CensusColumn[], choices: Choices): CensusColumn[] {
  const has = (c: CensusColumn) => columns.includes(c);
  const needs: CensusColumn[][] = [['age', 'birthDate'], [PREMIUM_COLUMN[choices.basis]]];
  if (choices.harbor === 'povertyLine' || choices.at21) needs.push(['state']);
  if (choices.harbor === 'rateOfPay') needs.push(['hourlyRate', 'monthlySalary']);
  if (choices.harbor === 'w2') needs.push(['wages']);
  return needs.filter((any) => !any.some(has)).map((any) => any[0]!);
}

/** The template CSV: the columns' headings, as a link the browser saves without a request. */
function templateHref(): string {
  const line = CENSUS_COLUMNS.map((c) => (/[",\n]/.test(words.columns[c]) ? `"${words.columns[c].replaceAll('"', '""')}"` : words.columns[c])).join(',');
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${line}\r\n`)}`;
}
