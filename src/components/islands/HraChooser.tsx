// The HRA chooser. Each question is a fieldset whose legend is the question; a question
// appears only while the answers before it make it relevant, and the recommendation in the polite
// live region follows every change. Its radios and field are uncontrolled, so the first question
// can be answered before hydration; once hydrated the chooser reads the answer from the page. The
// rules are src/lib/hraChooser.ts. The answer ends in a decision: the product's price (and a second
// product that fits too, with its own), for an ICHRA that classes may follow the place of work, what
// it costs if the employees entered enroll (the fee is per enrolled participant) beside what the
// competitors charge for the same count (the cost calculator's formulas and figures, from
// virtual:numbers/chooser so they stay out of the page's HTML), a link to the pricing page's
// calculator with the count filled in, and the two next steps (start, or speak with an expert). While the
// count is refused, what to fix takes the result's place. The answers are written to the URL once
// the visitor gives one (the count as typed, none while it is refused), and a shared link answers
// the questions when the visitor has not started (~/lib/chooserLink, ./toolLink).
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { brand, competitors, pricesChecked } from 'virtual:numbers/chooser';
import words from 'virtual:ui/chooser';
import { CHOOSER_PARAMS, chooserParams, readChooserLink } from '~/lib/chooserLink';
import { pricingCalculatorLink } from '~/lib/costLink';
import { formatNumber } from '~/lib/format';
import { PAYS_FOR, questionsFor, recommend, type Answers, type PaysFor } from '~/lib/hraChooser';
import { productPath, type ProductCode } from '~/lib/products';
import { fill } from '~/lib/template';
import { costRows, firstYearCost, monthlyCost, type Fees } from '~/lib/totalCost';
import { parseCount, type CountProblem } from '~/lib/wholeNumber';
import CountField from './CountField';
import './HraChooser.css';
import { useToolLink } from './toolLink';

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
          <input type="radio" name={name} value={String(answer)} defaultChecked={value === answer} autoComplete="off" onChange={() => onChange(answer)} />
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
  // What the visitor last gave, kept as they give it: the address is written from here, so a Copy
  // link right after a tap holds the tap before React has rendered it.
  const latest = useRef<{ answers: Answers; employeesText: string }>({ answers: {}, employeesText: '' });
  const link = useToolLink(CHOOSER_PARAMS);
  const writeUrl = () => link.write(chooserParams(latest.current.answers, latest.current.employeesText, qsehraMaxEmployees));
  // The control has already changed on its own; the questions and result that follow render as a
  // transition, so the tap's frame paints the checked radio without waiting for them.
  const answer = (change: Answers) => {
    latest.current.answers = { ...latest.current.answers, ...change };
    writeUrl();
    startTransition(() => setAnswers((a) => ({ ...a, ...change })));
  };

  // A refused count takes back the count before it, so no result stands on a number no longer typed.
  function typeEmployees(text: string) {
    setEmployeesText(text);
    latest.current.employeesText = text;
    const result = parseCount(text, employeesMax);
    setProblem('problem' in result ? result.problem : null);
    if ('value' in result) return answer({ employees: result.value });
    const { employees: _, ...others } = latest.current.answers;
    latest.current.answers = others;
    writeUrl();
    startTransition(() => setAnswers(({ employees: _, ...others }) => others));
  }

  // Once hydrated: the answers of a shared link (the server could not see its query), unless the
  // visitor has already answered the first question otherwise, and then they start from there.
  useEffect(() => {
    const el = root.current!;
    const checked = el.querySelector<HTMLInputElement>(`input[name="${id}-group"]:checked`);
    const linked = readChooserLink(new URLSearchParams(location.search));
    if (checked && checked.value !== String(linked.answers.groupPlan)) {
      answer({ groupPlan: checked.value === 'true' });
    } else if (linked.answers.groupPlan !== undefined) {
      for (const radio of el.querySelectorAll<HTMLInputElement>(`input[name="${id}-group"]`)) radio.checked = radio.value === String(linked.answers.groupPlan);
      const employees = linked.employeesText === '' ? undefined : parseCount(linked.employeesText, employeesMax);
      const answers = { ...linked.answers, ...(employees && 'value' in employees && { employees: employees.value }) };
      latest.current = { answers, employeesText: linked.employeesText };
      setEmployeesText(linked.employeesText);
      setProblem(employees && 'problem' in employees ? employees.problem : null);
      setAnswers(answers);
    }
    if (link.ready(el, checked !== null)) writeUrl();
  }, []);

  const asked = questionsFor(answers, qsehraMaxEmployees);
  const result = recommend(answers, qsehraMaxEmployees);
  const product = result && products.find((p) => p.code === result.product);
  const also = result?.also && products.find((p) => p.code === result.also);
  const legendId = `${id}-employees-legend`;
  const employees = answers.employees;
  const fix = problem !== null && asked.includes('employees');
  const productFees = product && { ...fees, perParticipant: product.price };
  // The competitors' rows for the same count, where the calculator compares them for the product.
  const others = employees !== undefined && product && productFees ? costRows(employees, product.code, { name: brand, ...productFees }, competitors, planYearMonths).slice(1) : [];
  const usd = (n: number) => formatNumber(n, 'usd');

  return (
    <div ref={root} className="hra-chooser-island">
      <YesNo legend={words.groupPlan} name={`${id}-group`} value={answers.groupPlan} onChange={(groupPlan) => answer({ groupPlan })} />
      {asked.includes('paysFor') && (
        <fieldset>
          <legend>{words.paysFor}</legend>
          {PAYS_FOR.map((option: PaysFor) => (
            <label key={option}>
              <input type="radio" name={`${id}-pays`} defaultChecked={answers.paysFor === option} autoComplete="off" onChange={() => answer({ paysFor: option })} />
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
            {product.code === 'ichra' && <p className="place">{words.placeOfWork}</p>}
            <p className="price">{fill(words.price, { price: formatNumber(product.price, 'usd') })}</p>
            {also && (
              <p className="also">
                {fill(words.also, { product: `${also.name} (${also.short})`, price: formatNumber(also.price, 'usd') })}{' '}
                <a href={productPath(also.code)}>{fill(words.learn, { product: also.short })}</a>
              </p>
            )}
            {employees !== undefined && (
              <>
                <p className="cost">
                  {fill(words.cost, {
                    monthly: usd(monthlyCost(employees, productFees)),
                    firstYear: usd(firstYearCost(employees, productFees, planYearMonths)),
                    employees: formatNumber(employees, 'count'),
                  })}
                </p>
                {others.length > 0 && (
                  <>
                    <p className="compared">{fill(words.competitors, { employees: formatNumber(employees, 'count'), date: pricesChecked })}</p>
                    <ul className="competitors">
                      {others.map((row) => (
                        <li key={row.name}>{fill(words.competitor, { competitor: row.name, monthly: usd(row.monthly), firstYear: usd(row.firstYear) })}</li>
                      ))}
                    </ul>
                  </>
                )}
                <p className="compare">
                  <a href={pricingCalculatorLink(employees, product.code)}>{fill(words.compare, { employees: formatNumber(employees, 'count') })}</a>
                </p>
              </>
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
