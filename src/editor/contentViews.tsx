// How the building blocks look inside the browser editor's document, so an editor sees what each
// one shows without opening it: a number as its value and name (the ICHRA price, then "(ICHRA
// price)"), a Section or Question with its title above its text, and every other block as one line
// saying what it renders. A block whose settings break their rules (a Section inserted and never
// given its title) says what it needs, and keeps the page from being saved until it has it; a block
// selected whole is not replaced by what is typed over it, and says so (typingGuard.ts).
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ComponentSchema } from '@keystatic/core';
import { formatNumber, type NumberFormat } from '../lib/format.ts';
import { groupPrices, priceCards, priceList } from '../lib/priceGroup.ts';
import { PRODUCT_CODES } from '../lib/products.ts';
import { listItems } from '../schemas/components.ts';
import { FieldMessage } from './borrowed.ts';
import { useReportBlock } from './blockProblems.tsx';
import { BLOCK_VIEW, TYPING_REFUSED, useTypingRefused } from './typingGuard.ts';
import { numberName, numberValue, prices, productShort, products, resourceTitle, videoTitle, yearlyFigureValue } from './contentData.ts';
import { labelOf } from './fieldRules.ts';
import { problemSentence, problemsOf } from './listProblems.ts';

type Props = Record<string, unknown>;

const quoted = (text: unknown) => `“${String(text)}”`;
const under = (heading: unknown) => (heading ? ` under ${quoted(heading)}` : '');

/** One line per building block that shows something other than the text written in it. */
const SUMMARIES: Record<string, (props: Props) => string> = {
  N: ({ k, as }) => {
    const value = numberValue(String(k), (as || undefined) as NumberFormat | undefined);
    return value === undefined ? `Unknown number ${quoted(k)}: click to choose one in Numbers` : `${value} (${numberName(String(k))})`;
  },
  YearlyFigure: ({ k, as, item }) =>
    `${yearlyFigureValue(String(k), String(item || '{figure} in {year}'), (as || undefined) as NumberFormat | undefined) ?? `Unknown yearly figure ${quoted(k)}`} (${labelOf(String(k)).toLowerCase()} by plan year)`,
  VideoLength: ({ name }) => `Running time of the video ${quoted(videoTitle(String(name)) ?? name)}`,
  Video: ({ name }) => `Video ${quoted(videoTitle(String(name)) ?? `${String(name)} (not in Videos)`)}, played from its poster`,
  Capabilities: ({ accordion, product }) =>
    `The five capabilities as ${accordion ? 'accordion items' : 'cards'}${product ? `, in the ${productShort(String(product))} wording` : ''}`,
  ResourceCards: ({ heading, ids }) => {
    const titles = listItems(String(ids ?? '')).map((id) => resourceTitle(id) ?? `${id} (not in Resource cards)`);
    return `${titles.length} resource cards${under(heading)}: ${titles.join(' · ')}`;
  },
  ComparisonTable: ({ caption, product }) => `${productShort(String(product))} fees beside the two competitors’, in the table ${quoted(caption)}`,
  Scheduler: ({ heading, calendarOnly }) => `Booking calendar${calendarOnly ? ' (calendar only)' : ', with the event’s details'}${under(heading)}`,
  ContactForm: ({ heading }) => `Contact form${under(heading)}`,
  Block: ({ name }) => `The text of the block ${quoted(name)}, as Blocks shown on several pages has it`,
  Counts: ({ setupFee, platformFee, stacked }) =>
    `Employer and employee counts${setupFee || platformFee ? ', setup and platform fees' : ''}, from Numbers${stacked ? ', in a column' : ''}`,
  Beside: () => 'This section, with its last block beside it on wide screens',
  CompareTable: ({ caption, columns }) => `Table ${quoted(caption)}, its columns ${listItems(String(columns ?? '')).join(' · ')}, one row per Compare row`,
  CustomerReviews: ({ heading }) => `Testimonials slider${under(heading)}`,
  Testimonials: ({ topic, heading }) => `Up to two testimonials with the topic ${quoted(topic)}, as cards${under(heading)}`,
  WithTestimonials: ({ topic, heading }) => `This section, with up to two testimonials with the topic ${quoted(topic)} beside it${under(heading)}`,
  ProductCards: () => 'The four product cards with their prices from Numbers',
  Payouts: ({ caption }) => `Referral payout per product, in the table ${quoted(caption)}`,
  CostCalculator: ({ heading, product }) => `Total-cost calculator${product ? ` for ${productShort(String(product))}` : ''}${under(heading)}`,
  ClassSizeChecker: ({ heading }) => `Class-size checker${under(heading)}`,
  FteCalculator: ({ heading }) => `Full-time equivalent calculator${under(heading)}, carrying its count to the HRA chooser`,
  PlanCalendar: ({ heading, product }) => `Plan-year calendar${product ? `, showing ${productShort(String(product))} first` : ''}${under(heading)}`,
  QsehraPlanner: ({ heading }) => `QSEHRA allowance planner${under(heading)}`,
  AffordabilityPlanner: ({ heading }) => `ICHRA affordability planner${under(heading)}`,
  PayoutEstimator: ({ heading }) => `Referral payout estimator${under(heading)}`,
  HraChooser: ({ heading }) => `HRA chooser${under(heading)}`,
  ToolLinks: ({ heading, product, links }) =>
    `${links ? 'Links to' : 'Cards of'} ${product ? `the ${productShort(String(product))} tools` : 'every tool'} of Header and footer → Tools${under(heading)}`,
  EmployeeUpload: ({ heading }) => `Employee file upload${under(heading)}`,
  CreateAccountForm: () => 'Company sign-up form',
  LegalContact: () => 'Addresses for privacy requests and written notices',
  RotatingHeadline: ({ lead, phrases }) => `${String(lead)} ${listItems(String(phrases ?? '')).join(' / ')} (rotating)`,
  Hero: ({ illustration }) => `Opening band with the page’s heading, beside the ${String(illustration)} picture`,
  PriceCallout: ({ product, unit }) => `${numberValue(`prices.${String(product)}`, 'usd') ?? '?'} ${String(unit)} (${productShort(String(product))} price)`,
  PriceCards: ({ unit }) => `Price cards, one per price from Numbers: ${priceCards(products, prices).map(({ title, price }) => `${title} ${formatNumber(price, 'usd')}`).join(' · ')} ${String(unit ?? '')}`,
  PriceList: ({ item }) => `${priceList(groupPrices(prices, PRODUCT_CODES), productShort, String(item || '{price} for {products}'))} (prices from Numbers)`,
};

/** Building blocks whose title heads the text written inside them. */
const TITLED = new Set(['Section', 'Question', 'CompareRow']);

const summaryStyle = { display: 'block', fontWeight: 600, overflowWrap: 'anywhere' } as const;

/** The one-line summary of `name` with `value`, or undefined for a block that has none. */
export function summaryOf(name: string, value: Props): string | undefined {
  return SUMMARIES[name]?.(value);
}

/** The settings of a building block, as its Edit window asks for them. */
export type BlockSettings = Record<string, ComponentSchema>;

/** Where `element` is in the document, for a message: after the paragraph, heading or block above it. */
function placeOf(element: Element | null): string {
  const root = element?.closest('[contenteditable="true"]');
  if (!element || !root) return '';
  const TEXT = 'p, li, h1, h2, h3, h4, h5, h6';
  // Lines of text and blocks, not the numbers inside a line.
  const above = [...root.querySelectorAll(`${TEXT}, [data-summary]`)].filter(
    (candidate) =>
      !candidate.parentElement?.closest(TEXT) &&
      !element.contains(candidate) &&
      !candidate.contains(element) &&
      candidate.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const text = above.at(-1)?.textContent?.trim().replace(/\s+/g, ' ');
  return text ? `after “${text.length > 60 ? `${text.slice(0, 59)}…` : text}”` : 'at the top of the text';
}

/**
 * What the block `label` with `settings` and `value` needs, reported while it is in the document,
 * and the line that says so inside it.
 */
function useNeeds(label: string, settings: BlockSettings, value: Props, element: RefObject<Element | null>): ReactNode {
  const problems = problemsOf({ kind: 'object', fields: settings } as ComponentSchema, value);
  const [where, setWhere] = useState('');
  // Where it is changes as the text above it does (the same place sets nothing); it is looked up
  // only while the block needs something.
  useEffect(() => {
    if (problems.length > 0) setWhere(placeOf(element.current));
  });
  useReportBlock(problems.length > 0 ? { block: label, where, problems } : undefined);
  if (problems.length === 0) return null;
  return (
    <span contentEditable={false} style={{ display: 'block' }}>
      <FieldMessage>{`${problems.map(problemSentence).join('; ')}. Click Edit to fill it in.`}</FieldMessage>
    </span>
  );
}

/** What marks each block's view in the document, for the typing guard. */
const MARKED = { [BLOCK_VIEW]: '' };

/** Why typing over the block in `element` did nothing, while its selection is still on it. */
function useRefusal(element: RefObject<Element | null>): ReactNode {
  return useTypingRefused(element) ? (
    <span contentEditable={false} style={{ display: 'block' }}>
      <FieldMessage>{TYPING_REFUSED}</FieldMessage>
    </span>
  ) : null;
}

/** A number or a video length inside a line of text: its value and what it is. */
export function inlineView(name: string, label: string, settings: BlockSettings) {
  return function InlineView({ value }: { value: Props }) {
    const line = useRef<HTMLSpanElement>(null);
    const needs = useNeeds(label, settings, value, line);
    const refusal = useRefusal(line);
    return (
      <span ref={line} style={{ whiteSpace: 'nowrap' }} data-summary={name} {...MARKED}>
        {summaryOf(name, value)}
        {needs}
        {refusal}
      </span>
    );
  };
}

/**
 * Whether a block appearing in the document was just inserted by the editor at work: every setting
 * is still empty, and the document has the focus (as a page opens, it has not, so a block with no
 * settings at all, such as a Band, is not taken for a new one).
 */
function justInserted(value: Props, element: Element | null): boolean {
  const empty = Object.values(value).every((setting) => setting === '' || setting === null || setting === undefined || setting === false);
  return empty && Boolean(element?.closest('[contenteditable="true"]')?.contains(document.activeElement));
}

/**
 * A block with no text inside: the line saying what it shows. Once inserted, the editor leaves its
 * selection on the block after it, where the next key typed would replace that block, even from a
 * button inside the document; so a block just inserted takes the focus out of the document, and
 * the editor clicks where to go on, or Edit to give the new block its settings.
 */
export function blockView(name: string, label: string, settings: BlockSettings) {
  return function BlockView({ value }: { value: Props }) {
    const line = useRef<HTMLSpanElement>(null);
    const needs = useNeeds(label, settings, value, line);
    const refusal = useRefusal(line);
    useEffect(() => {
      if (justInserted(value, line.current) && document.activeElement instanceof HTMLElement) document.activeElement.blur();
      // Only when the block first appears.
    }, []);
    return (
      <span ref={line} style={summaryStyle} data-summary={name} {...MARKED}>
        {summaryOf(name, value) ?? ''}
        {needs}
        {refusal}
      </span>
    );
  };
}

/**
 * A block with text inside: its title or summary, then the text. A block just inserted (every
 * setting still empty) takes the caret into its text, so what the editor types next goes there;
 * otherwise the editor leaves the caret after it, where typing would replace a block that follows,
 * such as resource cards further down.
 */
export function wrapperView(name: string, label: string, settings: BlockSettings) {
  return function WrapperView({ value, children }: { value: Props; children: ReactNode }) {
    const body = useRef<HTMLDivElement>(null);
    const view = useRef<HTMLDivElement>(null);
    const needs = useNeeds(label, settings, value, view);
    useEffect(() => {
      if (!justInserted(value, body.current)) return;
      // Right after a keystroke the editor may put its own selection back for a moment, so the caret
      // is placed again a little later if it is no longer inside; once inside, it is left alone.
      const place = () => {
        const inside = body.current;
        const text = inside?.querySelector('p, h1, h2, h3, h4, h5, h6, li');
        const selection = getSelection();
        if (!text || !selection || !inside?.closest('[contenteditable="true"]')?.contains(document.activeElement)) return;
        if (!inside.contains(selection.anchorNode)) selection.collapse(text, 0);
      };
      place();
      const timers = [60, 150, 300].map((ms) => setTimeout(place, ms));
      return () => timers.forEach(clearTimeout);
      // Only when the block first appears: later, the caret is the editor's to place.
    }, []);
    const refusal = useRefusal(view);
    const heading = TITLED.has(name) ? (value['title'] ? String(value['title']) : 'No title yet') : summaryOf(name, value);
    return (
      <div ref={view} {...MARKED}>
        {heading || needs ? (
          <span contentEditable={false} style={{ ...summaryStyle, marginBlockEnd: '0.5em', fontSize: TITLED.has(name) ? '1.1em' : undefined }} data-summary={name}>
            {heading}
            {needs}
          </span>
        ) : null}
        {refusal}
        <div ref={body}>{children}</div>
      </div>
    );
  };
}
