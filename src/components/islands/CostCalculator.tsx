// The total-cost calculator. The server renders it with its starting values, so the
// default table reads without JavaScript, and its inputs are uncontrolled: the browser owns them,
// so a visitor can type and pick before hydration. Once hydrated it reads what the inputs hold (and
// a shared link's parameters, for inputs still at their starting values) and computes from that.
// The result leads with the saving, then the table (with the month the competitors' prices were
// checked) and the titled chart. Every change is written to the URL (./toolLink), so the link can be
// shared; while the count is refused, the result gives way to what to fix, and the address holds
// none of the calculator's parameters, so neither a copied link nor the page shows a stale cost.
import { useEffect, useId, useRef, useState } from 'react';
import words from 'virtual:ui/calculator';
import { COST_PARAMS, PARTICIPANTS_PARAM } from '~/lib/costLink';
import { formatNumber } from '~/lib/format';
import type { ProductCode } from '~/lib/products';
import { fill } from '~/lib/template';
import { costRows, savings, type Administrator, type Fees } from '~/lib/totalCost';
import { parseCount, type CountProblem } from '~/lib/wholeNumber';
import CostChart from './CostChart';
import CountField from './CountField';
import ProductChoice from './ProductChoice';
import '~/styles/tables.css';
import './CostCalculator.css';
import { untouched, useToolLink } from './toolLink';

/** A product the visitor can pick, with its label (which includes the product code). */
export interface PricedChoice {
  code: ProductCode;
  label: string;
  /** Salusion's fees for it. */
  fees: Fees;
}

interface Props {
  brand: string;
  /** The products to pick from; with only one, the product is fixed and no choice is shown. */
  choices: PricedChoice[];
  competitors: Administrator[];
  planYearMonths: number;
  participantsDefault: number;
  participantsMax: number;
  /** When the competitors' prices were last checked, as numbers.yaml writes it. Example: November 2026 */
  pricesChecked: string;
}

const usd = (n: number) => formatNumber(n, 'usd');

/** The participants field, the product choice, the result table, the savings and the chart. */
export default function CostCalculator({ brand, choices, competitors, planYearMonths, participantsDefault, participantsMax, pricesChecked }: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  // Null while the typed count is refused: there is then no result to show.
  const [participants, setParticipants] = useState<number | null>(participantsDefault);
  const [problem, setProblem] = useState<CountProblem | null>(null);
  const [product, setProduct] = useState(choices[0]!.code);
  const choice = choices.find((c) => c.code === product) ?? choices[0]!;
  const canChoose = choices.length > 1;

  /** Takes typed text: a valid count becomes the result; a refused one puts its message in the result's place. */
  function takeText(typed: string) {
    latest.current.text = typed;
    const result = parseCount(typed, participantsMax);
    setProblem('problem' in result ? result.problem : null);
    setParticipants('value' in result ? result.value : null);
  }

  // The link takes the typed count and the product from here, not from state: a tap right after
  // hydration can come before React has rendered the change just before it.
  const latest = useRef({ text: String(participantsDefault), code: choices[0]!.code });
  const link = useToolLink(canChoose ? COST_PARAMS : [PARTICIPANTS_PARAM]);
  function writeUrl() {
    const { text, code } = latest.current;
    link.write('problem' in parseCount(text, participantsMax) ? undefined : { participants: text.trim(), product: code });
  }

  // Once hydrated: what the inputs hold now, the visitor's changes before hydration included.
  useEffect(() => {
    const field = root.current!.querySelector<HTMLInputElement>('.count-field input')!;
    const radios = [...root.current!.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    const changedBefore = [field, ...radios].some((input) => !untouched(input));
    // A shared link fills in what the visitor has not changed; the server could not see its query.
    const query = new URLSearchParams(location.search);
    const linked = query.get(PARTICIPANTS_PARAM);
    if (linked !== null && untouched(field)) field.value = linked;
    const linkedCode = query.get(COST_PARAMS[1]);
    if (radios.every(untouched) && radios.some((r) => r.value === linkedCode)) {
      for (const radio of radios) radio.checked = radio.value === linkedCode;
    }
    takeText(field.value);
    const code = (radios.find((r) => r.checked)?.value as ProductCode | undefined) ?? product;
    setProduct(code);
    latest.current.code = code;
    if (link.ready(root.current!, changedBefore)) writeUrl();
    // Only on mount: later changes come from the visitor.
  }, []);

  function onParticipants(typed: string) {
    takeText(typed);
    writeUrl();
  }

  function onProduct(code: ProductCode) {
    setProduct(code);
    latest.current.code = code;
    writeUrl();
  }

  const salusion = { name: brand, ...choice.fees };
  const rows = participants === null ? [] : costRows(participants, product, salusion, competitors, planYearMonths);
  const compared = rows.length > 1;

  return (
    <div ref={root} className="cost-calculator-island">
      <div className="inputs">
        <CountField
          id={`${id}-participants`}
          label={words.participants}
          defaultText={String(participantsDefault)}
          problem={problem}
          max={participantsMax}
          onText={onParticipants}
        />
        {canChoose && <ProductChoice name={`${id}-product`} legend={words.product} choices={choices} onChoose={onProduct} />}
      </div>
      <div className="result" aria-live="polite">
        {participants === null ? (
          <p className="fix">{words.fix}</p>
        ) : (
          <>
            {compared && (
              <ul className="savings">
                {savings(rows).map((s) => (
                  <li key={s.name}>{fill(s.amount >= 0 ? words.saves : words.costsMore, { brand, amount: usd(Math.abs(s.amount)), competitor: s.name })}</li>
                ))}
              </ul>
            )}
            <table id={`${id}-table`}>
              <caption>{fill(words.caption, { participants: formatNumber(participants, 'count'), product: choice.label })}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.administrator}</th>
                  <th scope="col">{words.monthly}</th>
                  <th scope="col">{words.firstYear}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.name}>
                    <th scope="row">{r.name}</th>
                    <td>{usd(r.monthly)}</td>
                    <td>{usd(r.firstYear)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {compared && <p className="checked">{fill(words.pricesChecked, { date: pricesChecked })}</p>}
          </>
        )}
      </div>
      {participants !== null && <CostChart rows={rows} heading={words.chartHeading} title={words.chartTitle} tableId={`${id}-table`} />}
    </div>
  );
}
