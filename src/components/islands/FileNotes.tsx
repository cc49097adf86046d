// What the affordability planner says about a file once it has tried to read it: why it could not
// (the upload preview's messages), or how many employees it read, the rows past the most it reads,
// the columns the answers need that the file lacks, and the columns it leaves aside. Loaded with the
// rows' code (CensusWork), which a file's reading waits for anyway.
import answerWords from 'virtual:ui/affordabilityAnswers';
import plannerWords from 'virtual:ui/affordabilityPlanner';
import uploadWords from 'virtual:ui/upload';
import { rowsMax } from 'virtual:numbers/affordabilityChoices';
import type { CensusColumn } from '~/lib/censusCells';
import type { CsvProblem } from '~/lib/csvPreview';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';

/** A file read, or why it could not be (`maxSize`: the largest accepted, as the message names it). */
export type ReadNote = { name: string; problem: CsvProblem; maxSize: string } | { name: string; read: number; columns: CensusColumn[]; unknown: string[]; leftOut: number };

/** The lines about `note`; `missing` are the columns the answers need that the file lacks. */
export default function FileNotes({ note, missing }: { note: ReadNote; missing: CensusColumn[] }) {
  const count = (n: number) => formatNumber(n, 'count');
  if ('problem' in note) return <p className="error">{fill(uploadWords.problems[note.problem], { max: note.maxSize })}</p>;
  return (
    <>
      <p>{fill(answerWords.read, { rows: count(note.read), file: note.name })}</p>
      {note.leftOut > 0 && <p className="error">{fill(answerWords.tooManyRows, { max: count(rowsMax), left: count(note.leftOut) })}</p>}
      {missing.length > 0 && <p className="error">{fill(answerWords.missingColumns, { columns: missing.map((c) => plannerWords.columns[c]).join(', ') })}</p>}
      {note.unknown.length > 0 && <p>{fill(answerWords.unknownColumns, { columns: note.unknown.join(', ') })}</p>}
    </>
  );
}
