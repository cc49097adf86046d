// The employee-file upload preview. The file is read in the browser and never
// uploaded. A real file input sits behind the "Upload File" label, so the native picker opens on the
// first click, before hydration too, and keyboard and screen-reader users get it as well. A file
// chosen before hydration is read once hydrated; problems are announced through an alert.
import { useEffect, useId, useRef, useState } from 'react';
import words from 'virtual:ui/upload';
import { decodeCsv, fileProblem, maxUploadSize, PREVIEW_COLUMNS, type CsvProblem } from '~/lib/csvPreview';
import { fill } from '~/lib/template';
import '~/styles/tables.css';
import './EmployeeUpload.css';

/** The parser's code, loaded on demand: Papa Parse is most of the island's weight. */
const csvRows = () => import('~/lib/csvRows');

/** What the preview shows for `file`: its rows, or the problem to fix. */
async function read(file: File): Promise<{ rows: string[][] } | { problem: CsvProblem }> {
  const early = fileProblem(file);
  if (early) return { problem: early };
  // A file moved or locked since it was chosen cannot be read, and the parser's code may not load
  // (the connection dropped): either way the visitor is told, not left with a name and no table.
  try {
    const text = decodeCsv(await file.arrayBuffer());
    if (text === undefined) return { problem: 'notUtf8' };
    const { previewRows } = await csvRows();
    return previewRows(text);
  } catch {
    return { problem: 'unreadable' };
  }
}

/** The file picker, its problem alert and the preview table. */
export default function EmployeeUpload() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef<File | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setRows] = useState<string[][] | null>(null);
  const [problem, setProblem] = useState<CsvProblem | null>(null);

  async function preview(file: File) {
    latest.current = file;
    setFileName(file.name);
    setRows(null);
    const shown = await read(file);
    // A file chosen while this one was being read replaces it, however late this answer comes.
    if (latest.current !== file) return;
    setProblem('problem' in shown ? shown.problem : null);
    setRows('rows' in shown ? shown.rows : null);
  }

  /**
   * The parser loads while the visitor picks a file, and parses one line so that its first real
   * parse is not also its first run. It starts after the tap's frame is painted, so that starting
   * the load (the bundler's preload helper) is not part of the tap's answer.
   */
  function loadParser() {
    // Failing to load here is not the visitor's problem yet: the chosen file's preview tries again and says so.
    const load = () => csvRows().then(({ previewRows }) => previewRows(PREVIEW_COLUMNS.join(',')), () => undefined);
    requestAnimationFrame(() => setTimeout(load));
  }

  function choose() {
    const file = input.current?.files?.[0];
    if (file) void preview(file);
  }

  // Once hydrated: a file the visitor chose while the page was still loading.
  useEffect(choose, []);

  return (
    <div className="employee-upload-island">
      <input ref={input} id={id} className="file" type="file" accept=".csv,text/csv" onClick={loadParser} onChange={choose} />
      <label htmlFor={id} className="button">
        {fileName ?? words.button}
      </label>
      <div role="alert" className="problem">
        {problem ? fill(words.problems[problem], { max: maxUploadSize() }) : ''}
      </div>
      {rows && (
        <div className="table-wrap">
          <table>
            <caption>{words.previewCaption}</caption>
            <thead>
              <tr>
                {words.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  {row.map((cell, j) => (
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
