// The product radios the tools share (the cost calculator, the payout estimator): one fieldset whose
// legend asks the question, the first product checked by default. The radios are uncontrolled, so
// a pick before hydration stays (and autocomplete="off", so the browser restores none after Back: the
// tool's address does, ./toolLink), and the tool is told of each change as a transition: the tap's
// frame paints the checked radio at once, and the tool's result follows in the next.
import { startTransition } from 'react';
import type { ProductCode } from '~/lib/products';
import './ProductChoice.css';

interface Props {
  /** The radios' shared name, unique on the page. */
  name: string;
  legend: string;
  /** The products with their labels, which include the product code. */
  choices: { code: ProductCode; label: string }[];
  onChoose: (code: ProductCode) => void;
}

/** The fieldset of product radios. */
export default function ProductChoice({ name, legend, choices, onChoose }: Props) {
  return (
    <fieldset className="product-choice">
      <legend>{legend}</legend>
      {choices.map((c, i) => (
        <label key={c.code}>
          <input type="radio" name={name} value={c.code} defaultChecked={i === 0} autoComplete="off" onChange={() => startTransition(() => onChoose(c.code))} />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}
