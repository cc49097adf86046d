// Chooses each page's JSON-LD: the Organization on the home page, offers on the pages that sell,
// the referral program and the consultation event on theirs.
import { siteConfig } from '~/lib/siteConfig';
import { consultationEvent, organization, productOffers, referralProgram } from '~/lib/structuredData';
import { getNumbers } from './numbers';
import { getProducts } from './products';

/** The JSON-LD blocks for a page by its content id and words. */
export async function structuredDataFor(id: string, url: string, title: string, description: string) {
  const { brand, siteOrigin } = siteConfig;
  const { prices, referralPayouts } = await getNumbers();
  const products = (await getProducts()).map((p) => ({ ...p, price: prices[p.id] }));
  switch (id) {
    case 'home':
      return [organization(brand, siteOrigin), ...productOffers(brand, siteOrigin, products)];
    case 'pricing':
      return productOffers(brand, siteOrigin, products);
    case 'referral-program':
      return [referralProgram(brand, url, Math.max(...Object.values(referralPayouts)))];
    case 'speak-with-an-hra-expert':
      return [consultationEvent(brand, url, title, description)];
    default:
      return [];
  }
}
