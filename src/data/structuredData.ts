// Chooses each page's JSON-LD from its front matter, never its file name: a product page carries
// its product's offer, and `structuredData` adds the organization, all four offers, the referral
// program, the free consultation or the FAQ written in the page's body.
import type { PageData } from '~/schemas';
import { faqItems } from '~/build/faq';
import { buildSource } from '~/build/guideSections';
import { nextWeekday } from '~/lib/calendarDate';
import { numberAt } from '~/lib/format';
import { buildDay } from '~/lib/planYear';
import { productPath } from '~/lib/products';
import { siteConfig } from '~/lib/siteConfig';
import { consultationEvent, faqPage, organization, productOffers, referralProgram, type OfferedProduct } from '~/lib/structuredData';
import { getNumbers } from './numbers';
import { getProducts } from './products';
import { getUi } from './ui';

/** The JSON-LD blocks for a page with front matter `page`, MDX `body`, at canonical `url`. */
export async function structuredDataFor(page: PageData, body: string, url: string) {
  const { brand, siteOrigin } = siteConfig;
  const numbers = await getNumbers();
  const { prices } = numbers;
  const offered: OfferedProduct[] = (await getProducts()).map((p) => ({ ...p, href: productPath(p.id), price: prices[p.id] }));
  const blocks = page.type === 'product' ? productOffers(brand, siteOrigin, offered.filter((p) => p.id === page.product)) : [];
  for (const kind of page.structuredData ?? []) {
    if (kind === 'organization') blocks.push(organization(brand, siteOrigin));
    else if (kind === 'offers') blocks.push(...productOffers(brand, siteOrigin, offered));
    else if (kind === 'faq') blocks.push(faqPage(faqItems(body, buildSource(numbers, (await getUi()).figures))));
    else if (kind === 'referralProgram') blocks.push(referralProgram(brand, url, Number(numberAt(numbers, 'referralPayouts.highest'))));
    else blocks.push(consultationEvent(brand, url, page.title, page.description, nextWeekday(buildDay())));
  }
  return blocks;
}
