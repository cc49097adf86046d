// The words of the header and footer that appear on every page, and what /.well-known/security.txt says (content/site/site.json).
import { z } from 'astro/zod';
import { parseIsoDate } from '../lib/calendarDate.ts';
import { PRODUCT_CODES } from '../lib/products.ts';

const text = z.string();

const link = z.object({
  label: z.string().min(1).describe('The link\'s text. Example: Pricing'),
  href: z.string().startsWith('/', 'href must be a site path starting with /').describe('The page it opens, starting with /. Example: /pricing'),
});

const header = z.object({
  navLabel: text.describe('The name screen readers give the main navigation. Example: Main'),
  menuLabel: text.describe('The menu button on small screens. Example: Menu'),
  productsLabel: text.describe('The products menu button; its links are the products, in their order. Example: Products'),
  links: z.array(link).min(1).describe('The links after the products menu, before the Learning Center.'),
  learningCenter: text.describe('The Learning Center link, which opens in a new tab. Example: Learning Center'),
  contact: link.describe('The contact link after the Learning Center.'),
  signIn: text.describe('The Sign In link, which goes to the Salusion application. Example: Sign In'),
  newTab: text.describe('Words screen readers hear after a link that opens a new tab. Example: (opens in a new tab)'),
});

/** One of the site's tools, named by the question it answers. */
const tool = z.object({
  question: text.describe('The question the tool answers, which is also its link\'s text in the footer, on the tools page and on product pages. Example: Which HRA fits?'),
  gives: text.describe('One line on what the tool gives, under its question on the tools page. Example: Answer four questions and get the HRA for your company, its price and your next step.'),
  href: z
    .string()
    .regex(/^\/[^#\s]*(#[\w-]+)?$/, 'href must be a site path starting with /, with #the-tool after it when the tool is partway down its page')
    .describe('The tool\'s page, and after # the tool on it when it is not at the top. Example: /speak-with-an-hra-expert#hra-chooser'),
  products: z
    .array(z.enum(PRODUCT_CODES, { error: `a product must be one of ${PRODUCT_CODES.join(', ')}` }))
    .describe('The products whose pages link the tool near their top (none for a tool about no product, such as referral payouts). Example: ichra, qsehra'),
});

const footer = z.object({
  tagline: text.describe('The short line under the logo.'),
  start: link.describe('The button under the tagline. Example: Start Your Company\'s HRA, to /create-account'),
  toolsHeading: text.describe('The heading above the tools, which are listed under Tools. Example: Tools'),
  allTools: link.describe('The last link under the tools: the page that lists every tool with what it gives. Example: All tools, to /tools'),
  resourcesHeading: text.describe('The heading above the calculator and guide links. Example: Resources'),
  calculators: z
    .array(
      z.object({
        label: text.describe('The link\'s text. Example: Cost of insurance calculator'),
        path: z.string().startsWith('/').describe('The calculator\'s path in the Salusion application, starting with /. Example: /calculator/cost-of-insurance'),
      }),
    )
    .length(3)
    .describe('The three calculators of the Salusion application.'),
  guides: z.array(link).describe('The guides listed under the calculators.'),
  companyHeading: text.describe('The heading above the company links, which are the header\'s links and then those below. Example: Company'),
  company: z.array(link).describe('Company links after the header\'s own.'),
  legalHeading: text.describe('The heading above the legal links. Example: Legal'),
  legal: z.array(link).min(2).describe('Links to the privacy policy and the terms.'),
  copyright: text.describe('The copyright line; {year} becomes the current year. Example: © {year} Salusion. All rights reserved.'),
});

export const site = z
  .object({
    skipLink: text.describe('The "skip to content" link that keyboard users meet first. Example: Skip to main content'),
    homeLabel: text.describe('What screen readers say for the logo, which links to the home page. Example: Salusion home'),
    header: header.describe('The header at the top of every page.'),
    footer: footer.describe('The footer at the bottom of every page.'),
    tools: z
      .array(tool)
      .min(1)
      .describe('The site\'s tools, in the order they are listed: the footer\'s Tools group, the tools page and the product pages (each its own) link them, each by the question it answers.'),
    contactEmail: z
      .object({
        address: z
          .string()
          .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'address must be an email address like hello@example.com')
          .describe('The mailbox visitors can write to. Example: hello@salusion.com'),
        placeholder: z
          .literal(true)
          .optional()
          .describe('Ticked while the address is a stand-in, not the real mailbox; the launch check lists it until you untick it.'),
      })
      .describe('Where visitors can write when the contact form cannot send (JavaScript off or not loaded).'),
    legalContact: z
      .object({
        heading: text.describe('The heading of the box at the end of the privacy policy and the terms. Example: How to reach us'),
        intro: text.describe('The sentence above the two addresses: what to write about.'),
        email: z
          .object({
            address: z
              .string()
              .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'address must be an email address like privacy@example.com')
              .describe('The mailbox for privacy requests and legal notices. Example: privacy@salusion.com'),
            placeholder: z
              .literal(true)
              .optional()
              .describe('Ticked while the address is a stand-in, not the real mailbox; the launch check lists it until you untick it.'),
          })
          .describe('The email address for privacy requests and written notices.'),
        postal: z
          .object({
            address: z.string().min(10).describe('The postal address for privacy requests and written notices, on one line. Example: Salusion, Attn: Legal, 1 Main Street, New York, NY 10001'),
            placeholder: z
              .literal(true)
              .optional()
              .describe('Ticked while the address is a stand-in; the launch check lists it until you untick it.'),
          })
          .describe('The postal address for privacy requests and written notices.'),
      })
      .describe('The addresses at the end of the privacy policy and the terms, where visitors send privacy requests and written notices.'),
    security: z
      .object({
        contact: z
          .object({
            address: z
              .string()
              .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'address must be an email address like security@example.com')
              .describe('The mailbox that takes reports of security problems in the site or the services. Example: security@salusion.com'),
            placeholder: z
              .literal(true)
              .optional()
              .describe('Ticked while the address is a stand-in; the launch check lists it until you untick it.'),
          })
          .describe('Where security researchers write, as /.well-known/security.txt gives it (its Contact line).'),
        policy: z
          .object({
            url: z
              .string()
              .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'url must be a full web address starting with https://, e.g. https://www.salusion.com/security-policy')
              .describe('The page of Salusion\'s policy for reports of security problems: what to test, what not to, and how reports are handled. Example: https://www.salusion.com/security-policy'),
            placeholder: z
              .literal(true)
              .optional()
              .describe('Ticked while the page does not exist yet; the launch check lists it until you untick it.'),
          })
          .describe('The security policy security.txt points to (its Policy line).'),
        expires: z
          .string()
          .refine((text) => parseIsoDate(text) !== null, 'write a date as YYYY-MM-DD, e.g. 2027-11-30')
          .describe('The day security.txt stops being valid (its Expires line): less than a year away, so someone checks the file again; the launch check asks for a new date when it is 30 days away or more than a year. Example: 2027-11-30'),
        preferredLanguages: z
          .string()
          .regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*(,\s*[a-z]{2,3}(-[A-Za-z0-9]+)*)*$/, 'write language tags separated by commas, e.g. en, es')
          .describe('The languages reports may be written in, as language tags (its Preferred-Languages line). Example: en'),
      })
      .describe('What /.well-known/security.txt says (RFC 9116): where to report a security problem, the policy, and until when the file holds.'),
    labels: z
      .object({
        updated: text.describe('Before a legal page\'s revision date. Example: Last revised'),
        version: text.describe('Before a legal page\'s version. Example: Version'),
        download: text.describe('Before a guide\'s PDF title on its download link. Example: Download the PDF:'),
        guideNote: text.describe('Under a guide\'s heading and its PDF\'s title: that the guide is not legal or tax advice. Example: This guide explains the rules in general terms; it is not legal or tax advice.'),
        rulesNote: text.describe('At the foot of every other page that states a tax rule or figure (a product page, the employer page): that it is not legal or tax advice. Example: This page explains tax rules in general terms; it is not legal or tax advice.'),
      })
      .describe('Small words pages add around their text.'),
  })
  .describe('The words of the header and footer, on every page.');
