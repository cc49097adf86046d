// Schema.org JSON-LD for search engines, built from the same data the pages show.

type Json = Record<string, unknown>;

/** The days a consultation can be booked, as schema.org names them. */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** A product as the structured data needs it. */
export interface OfferedProduct {
  id: string;
  name: string;
  summary: string;
  href: string;
  /** USD per participant per month. */
  price: number;
}

/** The company behind the site. */
export function organization(brand: string, origin: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand,
    url: origin,
    logo: new URL('/favicon.svg', origin).href,
  };
}

/** One Product with its monthly per-participant Offer, price written with two decimals. */
export function productOffers(brand: string, origin: string, products: OfferedProduct[]): Json[] {
  return products.map((p) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${brand} ${p.name}`,
    description: p.summary,
    url: new URL(p.href, origin).href,
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      price: p.price.toFixed(2),
      priceCurrency: 'USD',
      url: new URL(p.href, origin).href,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: p.price.toFixed(2),
        priceCurrency: 'USD',
        unitText: 'participant/month',
      },
    },
  }));
}

/** The referral program, paying "up to" its highest payout. */
export function referralProgram(brand: string, url: string, maxPayout: number): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `${brand} Referral Program`,
    url,
    provider: { '@type': 'Organization', name: brand },
    description: `Earn up to $${maxPayout} per referred participant.`,
  };
}

/** The free online consultation offered on the speak-with-an-expert page. */
export function consultationEvent(brand: string, url: string, name: string, description: string, startDate: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    description,
    url,
    // An Event needs a start: the consultations run every weekday, so the next one after the build
    // (the site is rebuilt every day), repeating on each weekday as its schedule says.
    startDate,
    eventSchedule: { '@type': 'Schedule', startDate, repeatFrequency: 'P1D', byDay: WEEKDAYS.map((day) => `https://schema.org/${day}`) },
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: brand, url: new URL('/', url).href },
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url },
  };
}

/** The page's questions and answers as a schema.org FAQPage. */
export function faqPage(items: { question: string; answer: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** Serialises JSON-LD so it can never close its <script> element early. */
export function jsonLdText(data: Json | Json[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
