// The referral payout estimator. The server renders it with its starting values, so the default
// estimate reads without JavaScript, and its fields and radios are uncontrolled: the browser owns
// them, so a visitor can type and pick before hydration. Once hydrated it reads what they hold (and
// a shared link's pay-… parameters, for inputs still at their starting values) and estimates from
// that. Every change the visitor makes is written to the URL (./toolLink). A refused count shows its
// message beside its field, and the estimator shows what to fix in place of its estimate, with its
// parameters out of the URL, until it is fixed. The rule is ~/lib/payout.ts.
import { useEffect, useId, useRef, useState } from 'react';
import words from 'virtual:ui/payout';
import countWords from 'virtual:ui/count';
import toolWords from 'virtual:ui/tools';
import { formatNumber } from '~/lib/format';
import { estimatePayout } from '~/lib/payout';
import { PAYOUT_PARAMS, payoutParams, readPayoutLink } from '~/lib/payoutLink';
import type { ProductCode } from '~/lib/products';
import { fill } from '~/lib/template';
import { parseCount, type CountProblem } from '~/lib/wholeNumber';
import CountField from './CountField';
import FixList from './FixList';
import ProductChoice from './ProductChoice';
import './PayoutEstimator.css';
import { untouched, useToolLink } from './toolLink';

interface Props {
  /** The products the referred companies may have, with their labels (which include the product code). */
  choices: { code: ProductCode; label: string }[];
  /** referralPayouts of numbers.yaml. */
  payouts: Record<ProductCode, number>;
  /** The qualification rule, filled in, shown beside the estimate. */
  rule: string;
  companiesDefault: number;
  companiesMax: number;
  participantsDefault: number;
  participantsMax: number;
}

/** A count as the estimate uses it: the last valid value, and why the typed text is refused. */
interface Count {
  value: number;
  problem: CountProblem | null;
}

const usd = (n: number) => formatNumber(n, 'usd');

/** Takes typed text: a valid count replaces the value; a refused one keeps it and gives its problem. */
function typed(count: Count, text: string, max: number): Count {
  const result = parseCount(text, max);
  return 'value' in result ? { value: result.value, problem: null } : { ...count, problem: result.problem };
}

/** The two counts, the product choice, and the estimate with its rule. */
export default function PayoutEstimator({
  choices,
  payouts,
  rule,
  companiesDefault,
  companiesMax,
  participantsDefault,
  participantsMax,
}: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [companies, setCompanies] = useState<Count>({ value: companiesDefault, problem: null });
  const [participants, setParticipants] = useState<Count>({ value: participantsDefault, problem: null });
  const [product, setProduct] = useState(choices[0]!.code);
  // What the visitor last gave, kept as they give it: the address is written from here, so a Copy
  // link right after a key or a tap holds it before React has rendered it.
  const latest = useRef({ companies, participants, product });
  const link = useToolLink(PAYOUT_PARAMS);

  /** Takes a change: it becomes the estimate, and the address unless told otherwise. */
  function change(next: Partial<typeof latest.current>, { address = true } = {}) {
    const now = { ...latest.current, ...next };
    latest.current = now;
    setCompanies(now.companies);
    setParticipants(now.participants);
    setProduct(now.product);
    const refused = now.companies.problem !== null || now.participants.problem !== null;
    if (address) link.write(refused ? undefined : payoutParams({ companies: now.companies.value, participants: now.participants.value, product: now.product }));
  }

  // Once hydrated: what the inputs hold now, the visitor's changes before hydration included.
  useEffect(() => {
    const el = root.current!;
    const field = (name: string) => el.querySelector<HTMLInputElement>(`[id="${id}-${name}"]`)!;
    const radios = [...el.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    const changedBefore = [field('companies'), field('participants'), ...radios].some((input) => !untouched(input));
    // A shared link fills in what the visitor has not changed; the server could not see its query.
    const linked = readPayoutLink(new URLSearchParams(location.search));
    if (linked.companies !== undefined && untouched(field('companies'))) field('companies').value = linked.companies;
    if (linked.participants !== undefined && untouched(field('participants'))) field('participants').value = linked.participants;
    if (linked.product && radios.every(untouched)) for (const radio of radios) radio.checked = radio.value === linked.product;
    const now = {
      companies: typed(companies, field('companies').value, companiesMax),
      participants: typed(participants, field('participants').value, participantsMax),
      product: (radios.find((r) => r.checked)?.value as ProductCode | undefined) ?? product,
    };
    change(now, { address: link.ready(el, changedBefore) });
    // Only on mount: later changes come from the visitor.
  }, []);

  const refused = companies.problem !== null || participants.problem !== null;

  const estimate = estimatePayout({ companies: companies.value, participantsPerCompany: participants.value, product }, payouts);

  return (
    <div ref={root} className="payout-estimator-island">
      <div className="inputs">
        <CountField
          id={`${id}-companies`}
          label={words.companies}
          defaultText={String(companiesDefault)}
          problem={companies.problem}
          max={companiesMax}
          onText={(text) => change({ companies: typed(latest.current.companies, text, companiesMax) })}
        />
        <CountField
          id={`${id}-participants`}
          label={words.participants}
          defaultText={String(participantsDefault)}
          problem={participants.problem}
          max={participantsMax}
          onText={(text) => change({ participants: typed(latest.current.participants, text, participantsMax) })}
        />
        <ProductChoice
          name={`${id}-product`}
          legend={words.product}
          choices={choices}
          onChoose={(code) => change({ product: code })}
        />
      </div>
      {refused ? (
        <FixList
          heading={toolWords.fix}
          items={[
            ...(companies.problem
              ? [{ id: `${id}-companies`, label: words.companies, message: fill(countWords[companies.problem], { max: formatNumber(companiesMax, 'count') }) }]
              : []),
            ...(participants.problem
              ? [
                  {
                    id: `${id}-participants`,
                    label: words.participants,
                    message: fill(countWords[participants.problem], { max: formatNumber(participantsMax, 'count') }),
                  },
                ]
              : []),
          ]}
        />
      ) : (
        <div className="result">
          <div className="estimate" aria-live="polite">
            <p className="total">{fill(words.total, { amount: usd(estimate.total) })}</p>
            <p className="sum">
              {fill(words.sum, {
                companies: formatNumber(companies.value, 'count'),
                participants: formatNumber(participants.value, 'count'),
                payout: usd(estimate.perParticipant),
              })}
            </p>
          </div>
          <p className="rule">{rule}</p>
        </div>
      )}
    </div>
  );
}
