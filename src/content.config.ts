// Every collection the site reads, with a schema an editor can follow. Text lives under content/.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Fields every page shares: search-engine title and description (the astro.build SEO rules). */
const seo = z.object({
  /** Browser tab and search result title, 5–120 characters. Example: "Pricing". */
  title: z.string().min(5, 'title must be at least 5 characters').max(120, 'title must be at most 120 characters'),
  /** Search result summary, 15–160 characters. Example: "Simple HRA pricing with no platform fee." */
  description: z
    .string()
    .min(15, 'description must be at least 15 characters')
    .max(160, 'description must be at most 160 characters'),
});

/** One MDX file per route; the file path under content/pages is the URL path (home.mdx is /). */
const pages = defineCollection({
  loader: glob({ base: './content/pages', pattern: '**/*.{md,mdx}' }),
  schema: seo.extend({
    /** The page's main heading, shown once at the top. Example: "Simple, Affordable EBHRA Administration". */
    heading: z.string().min(1, 'heading must not be empty'),
  }),
});

const link = z.object({
  /** Visible link text. Example: "Pricing". */
  label: z.string().min(1),
  /** Site path starting with /, e.g. "/pricing". */
  href: z.string().startsWith('/', 'href must be a site path starting with /'),
});

/** Words of the header and footer that appear on every page (content/site/site.json). */
const site = defineCollection({
  loader: file('./content/site/site.json'),
  schema: z.object({
    /** Text of the "skip to content" link keyboard users meet first. */
    skipLink: z.string(),
    /** Label of the logo link to the home page, for screen readers. Example: "Salusion home". */
    homeLabel: z.string(),
    header: z.object({
      /** Name of the navigation landmark. Example: "Main". */
      navLabel: z.string(),
      /** Label of the menu button on small screens. Example: "Menu". */
      menuLabel: z.string(),
      /** Label of the products dropdown button. Example: "Products". */
      productsLabel: z.string(),
      /** The four product links, in menu order. */
      products: z.array(link).length(4, 'header.products must list exactly the four products'),
      /** Links after the dropdown, before the Learning Center. */
      links: z.array(link).min(1),
      /** Learning Center link text; it opens in a new tab. */
      learningCenter: z.string(),
      /** Contact link after the Learning Center. */
      contact: link,
      /** Sign In link text; it goes to the application host. */
      signIn: z.string(),
      /** Extra words read to screen readers after a link that opens a new tab. */
      newTab: z.string(),
    }),
    footer: z.object({
      /** Short line under the logo. */
      tagline: z.string(),
      /** Heading above the calculator links. */
      resourcesHeading: z.string(),
      /** Calculators on the application host; `path` is the path there, e.g. "/calculator/cost-of-insurance". */
      calculators: z.array(z.object({ label: z.string(), path: z.string().startsWith('/') })).length(3),
      /** Heading above the legal links. */
      legalHeading: z.string(),
      /** Links to the privacy policy and terms. */
      legal: z.array(link).min(2),
      /** Copyright line; "{year}" is replaced by the current year. */
      copyright: z.string(),
    }),
  }),
});

export const collections = { pages, site };
