/// <reference types="astro/client" />
// What the browser editor's document shows about the data a building block reads: a number's value
// and name, a video's title, a resource card's title. Read from the content files as they were when
// the editor opened, so a value changed in another form shows here after the editor reloads.
import { load } from 'js-yaml';
import numbersFile from '../../content/data/numbers.yaml?raw';
import productsFile from '../../content/data/products.yaml?raw';
import resourcesFile from '../../content/data/resources.yaml?raw';
import videosFile from '../../content/data/videos.yaml?raw';
import uiFile from '../../content/site/ui.json?raw';
import { formatNumber, numberAt, type NumberFormat } from '../lib/format.ts';
import { yearlyFigureText, yearsSpokenOf, type FigureEntry, type FigureWords } from '../lib/yearlyFigure.ts';
import type { ProductCode } from '../lib/products.ts';
import { labelOf } from './fieldRules.ts';

interface Named {
  id: string;
  title?: string;
  short?: string;
  name?: string;
  groupPlan?: true;
}

const numbers = (load(numbersFile) as { numbers: Record<string, unknown> }).numbers;
/** The words around a yearly figure (its source, a year not in yet), as the editor opened them. */
const figureWords = (JSON.parse(uiFile) as { ui: { figures: FigureWords } }).ui.figures;
const listOf = (source: string, key: string) => (load(source) as Record<string, Named[]>)[key] ?? [];
/** The products as the editor opened them, for the blocks that group them by price. */
export const products = listOf(productsFile, 'products') as (Named & { id: ProductCode; short: string })[];
/** Each product's price as the editor opened them. */
export const prices = numbers['prices'] as Record<ProductCode, number>;
const resources = listOf(resourcesFile, 'resources');
const videos = listOf(videosFile, 'videos');

/** A product's abbreviation ("ICHRA"), or the code itself when the product is unknown. */
export const productShort = (code: string) => products.find((product) => product.id === code)?.short ?? code;

/** "ICHRA price" for prices.ichra, "Competitor A setup fee" for competitors.0.setupFee, "Notice days before" for plan.noticeDaysBefore. */
export function numberName(key: string): string {
  const [group, name = '', field = ''] = key.split('.');
  if (group === 'prices') return `${productShort(name)} price`;
  if (group === 'referralPayouts') return name === 'highest' ? 'highest referral payout' : `${productShort(name)} referral payout`;
  if (group === 'fees') return `${labelOf(name)} fee`;
  if (group === 'competitors') {
    const competitor = (numbers['competitors'] as { name?: string }[] | undefined)?.[Number(name)]?.name ?? `Competitor ${name}`;
    return `${competitor} ${labelOf(field).toLowerCase()}`;
  }
  return labelOf(key.split('.').at(-1) ?? key);
}

/** The number `key` written as the page writes it (a price with its $ sign); undefined when Numbers has no such key. */
export function numberValue(key: string, as?: NumberFormat): string | undefined {
  try {
    return formatNumber(numberAt(numbers, key), as);
  } catch {
    return undefined;
  }
}

/** The yearly figure `figure` as a page states it today, each plan year with its own and its source ("$2,200 for plan years beginning in 2026 (Rev. Proc. 2025-19), …"); undefined when it cannot be written. */
export function yearlyFigureValue(figure: string, item: string, as: NumberFormat = 'count'): string | undefined {
  const entries = numbers['planYears'] as FigureEntry[];
  try {
    return yearlyFigureText(entries, figure, yearsSpokenOf(entries, figure, new Date()), item, as, figureWords);
  } catch {
    return undefined;
  }
}

/** A video's title by its id in Videos. */
export const videoTitle = (id: string) => videos.find((video) => video.id === id)?.title;

/** A resource card's title by its id in Resource cards. */
export const resourceTitle = (id: string) => resources.find((card) => card.id === id)?.title;
