// The employee-file upload preview (DECISIONS 13). The file is read in the browser and never
// uploaded. A real file input sits behind the "Upload File" label so keyboard and screen-reader
// users get the native picker; problems are announced through an alert.
import { useId, useState, type ChangeEvent } from 'react';
import { fileProblem, type CsvProblem } from '~/lib/csvPreview';
import type { UiWords } from '~/schemas';
import './EmployeeUpload.css';

/** The file picker, its problem alert and the preview table. */
export default function EmployeeUpload({ words }: { words: UiWords['upload'] }) {
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setRows] = useState<string[][] | null>(null);
  const [problem, setProblem] = useState<CsvProblem | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setRows(null);
    const early = fileProblem(file);
    if (early) {
      setProblem(early);
      return;
    }
    const { previewRows } = await import('~/lib/csvRows');
    const result = previewRows(await file.text());
    if ('problem' in result) setProblem(result.problem);
    else {
      setProblem(null);
      setRows(result.rows);
    }
  }

  return (
    <div className="employee-upload-island">
      <input id={id} className="file" type="file" accept=".csv,text/csv" onChange={choose} />
      <label htmlFor={id} className="button">
        {fileName ?? words.button}
      </label>
      <div role="alert" className="problem">
        {problem ? words.problems[problem] : ''}
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
