// Endorsements disclose a material connection (the FTC's endorsement guides): a testimonial whose
// reviewer earns from Salusion (a broker, a referrer) carries `connection` in testimonials.yaml,
// and the slider shows it under the quote, in the server HTML, before any script runs. Reads dist/.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Testimonial } from '~/schemas';
import { builtPage, textOf } from '../support/builtSite';

const testimonials = (parse(readFileSync('content/testimonials/testimonials.yaml', 'utf8')) as { testimonials: Testimonial[] }).testimonials;
const disclosureLabel = (JSON.parse(readFileSync('content/site/ui.json', 'utf8')) as { ui: { slider: { disclosure: string } } }).ui.slider.disclosure;
const reviews = builtPage('/').querySelectorAll('testimonial-slider figure.review');
const reviewOf = (name: string) => reviews.filter((r) => textOf(r.querySelector('figcaption strong')) === name);

describe('material connections', () => {
  it.each(testimonials.map((t) => [t.name, t] as const))('%s: the slider shows a disclosure exactly when one is set', (name, testimonial) => {
    const shown = reviewOf(name);
    expect(shown.length).toBeGreaterThan(0);
    for (const review of shown) {
      const disclosure = review.querySelector('.disclosure');
      if (testimonial.connection) expect(textOf(disclosure)).toBe(`${disclosureLabel} ${testimonial.connection}`);
      else expect(disclosure).toBeNull();
    }
  });

  it('the disclosure sits outside the clamped quote, so it is always read in full', () => {
    const disclosed = reviews.filter((review) => review.querySelector('.disclosure'));
    expect(disclosed.length).toBe(reviews.filter((review) => testimonials.some((t) => t.connection && textOf(review.querySelector('figcaption strong')) === t.name)).length);
    for (const review of disclosed) expect(review.querySelector('blockquote .disclosure')).toBeNull();
  });
});
