// The HRA chooser. Each question is a fieldset whose legend is the question; a question
// appears only while the answers before it make it relevant, and the recommendation in the polite
// live region follows every change. Its radios and field are uncontrolled, so the first question
// can be answered before hydration; once hydrated the chooser reads the answer from the page. The
// rules are src/lib/hraChooser.ts. The answer ends in a decision: the product's price, what it costs
// for the employees entered, and the two next steps (start, or speak with an expert). While the
// count is refused, what to fix takes the result's place. The answers are written to the URL once
// the visitor gives one (the count as typed), and a shared link answers the questions when the
// visitor has not started (~/lib/chooserLink).
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import words from 'virtual:ui/chooser';
import { readChooserLink, writeChooserLink } from '~/lib/chooserLink';
import { formatNumber } from '~/lib/format';
import { PAYS_FOR, questionsFor, recommend, type Answers, type PaysFor } from '~/lib/hraChooser';
import { productPath, type ProductCode } from '~/lib/products';
import { fill } from '~/lib/template';
import { firstYearCost, monthlyCost, type Fees } from '~/lib/totalCost';
import { parseCount, type CountProblem } from '~/lib/wholeNumber';
import CountField from './CountField';
import './HraChooser.css';
import { replaceUrlWhenIdle } from './toolLink';

/** A product as the result names it. */
export interface ChooserProduct {
  code: ProductCode;
  name: string;
  short: string;
  price: number;
}

interface Props {
  /** Most employees accepted. */
  employeesMax: number;
  products: ChooserProduct[];
  /** plan.qsehraMaxEmployees: a QSEHRA needs fewer full-time equivalents than this. */
  qsehraMaxEmployees: number;
  /** Salusion's monthly platform fee and setup fee; the price per participant is each product's. */
  fees: Omit<Fees, 'perParticipant'>;
  planYearMonths: number;
  /** Where "Start Your Company's HRA", "Speak with an HRA Expert" and the class-size checker link go. */
  start: string;
  expert: string;
  checker: string;
  /** The affordability planner, linked under every ICHRA answer. */
  planner: string;
  /** The FTE calculator, linked under the employees question. */
  fteCalculator: string;
}

/** A yes/no question as a radio group; a question shown again starts with its earlier answer. */
function YesNo({ legend, name, value, onChange }: { legend: string; name: string; value: boolean | undefined; onChange: (v: boolean) => void }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {([true, false] as const).map((answer) => (
        <label key={String(answer)}>
          <input type="radio" name={name} value={String(answer)} defaultChecked={value === answer} onChange={() => onChange(answer)} />
          {answer ? words.yes : words.no}
        </label>
      ))}
    </fieldset>
  );
}

/** The questions that apply and the recommendation they lead to. */
export default function HraChooser({ employeesMax, products, qsehraMaxEmployees, fees, planYearMonths, start, expert, checker, planner, fteCalculator }: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [answers, setAnswers] = useState<Answers>({});
  // The field's last text, which it shows again if its question is hidden and shown again.
  const [employeesText, setEmployeesText] = useState('');
  const [problem, setProblem] = useState<CountProblem | null>(null);
  // The control has already changed on its own; the questions and result that follow render as a
  // transition, so the tap's frame paints the checked radio without waiting for them.
  // Whether the visitor has answered: only then is the URL written.
  const changed = useRef(false);
  const answer = (change: Answers) => {
    changed.current = true;
    startTransition(() => setAnswers((a) => ({ ...a, ...change })));
  };

  // A refused count takes back the count before it, so no result stands on a number no longer typed.
  function typeEmployees(text: string) {
    setEmployeesText(text);
    const result = parseCount(text, employeesMax);
    setProblem('problem' in result ? result.problem : null);
    if ('value' in result) return answer({ employees: result.value });
    changed.current = true;
    startTransition(() => setAnswers(({ employees: _, ...others }) => others));
  }

  // Once hydrated: the first question as the visitor may already have answered it, or else the
  // answers of a shared link (the server could not see its query).
  useEffect(() => {
    const checked = root.current!.querySelector<HTMLInputElement>(`input[name="${id}-group"]:checked`);
    if (checked) return answer({ groupPlan: checked.value === 'true' });
    const link = readChooserLink(new URLSearchParams(location.search));
    if (link.answers.groupPlan === undefined) return;
    for (const radio of root.current!.querySelectorAll<HTMLInputElement>(`input[name="${id}-group"]`)) radio.checked = radio.value === String(link.answers.groupPlan);
    const employees = link.employeesText === '' ? undefined : parseCount(link.employeesText, employeesMax);
    setEmployeesText(link.employeesText);
    setProblem(employees && 'problem' in employees ? employees.problem : null);
    setAnswers({ ...link.answers, ...(employees && 'value' in employees && { employees: employees.value }) });
  }, []);

  // Writing the URL waits until the browser is idle, so the answer to a tap is painted first.
  useEffect(() => {
    if (!changed.current) return;
    return replaceUrlWhenIdle((url) => writeChooserLink(url, answers, employeesText, qsehraMaxEmployees));
  }, [answers, employeesText]);

  const asked = questionsFor(answers, qsehraMaxEmployees);
  const result = recommend(answers, qsehraMaxEmployees);
  const product = result && products.find((p) => p.code === result.product);
  const legendId = `${id}-employees-legend`;
  const employees = answers.employees;
  const fix = problem !== null && asked.includes('employees');
  const productFees = product && { ...fees, perParticipant: product.price };

  return (
    <div ref={root} className="hra-chooser-island">
      <YesNo legend={words.groupPlan} name={`${id}-group`} value={answers.groupPlan} onChange={(groupPlan) => answer({ groupPlan })} />
      {asked.includes('paysFor') && (
        <fieldset>
          <legend>{words.paysFor}</legend>
          {PAYS_FOR.map((option: PaysFor) => (
            <label key={option}>
              <input type="radio" name={`${id}-pays`} defaultChecked={answers.paysFor === option} onChange={() => answer({ paysFor: option })} />
              {words.paysForOptions[option]}
            </label>
          ))}
        </fieldset>
      )}
      {asked.includes('employees') && (
        <fieldset>
          <legend id={legendId}>{words.employees}</legend>
          <CountField
            id={`${id}-employees`}
            labelledBy={legendId}
            defaultText={employeesText}
            problem={problem}
            max={employeesMax}
            onText={typeEmployees}
          />
          <a className="fte-link" href={fteCalculator}>
            {words.fteCalculator}
          </a>
        </fieldset>
      )}
      {asked.includes('differentAllowances') && (
        <YesNo legend={words.differentAllowances} name={`${id}-allowances`} value={answers.differentAllowances} onChange={(differentAllowances) => answer({ differentAllowances })} />
      )}
      <div className="result" aria-live="polite">
        {fix ? (
          <p className="fix">{words.fix}</p>
        ) : result && product && productFees ? (
          <>
            <p className="recommend">{fill(words.recommend, { product: `${product.name} (${product.short})` })}</p>
            <p>{fill(words.reasons[result.reason], { limit: qsehraMaxEmployees })}</p>
            <p className="price">{fill(words.price, { price: formatNumber(product.price, 'usd') })}</p>
            {employees !== undefined && (
              <p className="cost">
                {fill(words.cost, {
                  monthly: formatNumber(monthlyCost(employees, productFees), 'usd'),
                  firstYear: formatNumber(firstYearCost(employees, productFees, planYearMonths), 'usd'),
                  employees: formatNumber(employees, 'count'),
                })}
              </p>
            )}
            <p className="actions">
              <a className="button" href={start}>
                {words.start}
              </a>
              <a className="button secondary" href={expert}>
                {words.expert}
              </a>
            </p>
            <p className="links">
              <a href={productPath(product.code)}>{fill(words.learn, { product: product.short })}</a>
              {result.reason === 'individual' && <a href={checker}>{words.checker}</a>}
              {product.code === 'ichra' && <a href={planner}>{words.planner}</a>}
            </p>
          </>
        ) : (
          <p>{words.prompt}</p>
        )}
      </div>
    </div>
  );
}
