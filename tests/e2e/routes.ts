// Every route of SPEC §2's route table with the heading the spec gives it (or, where the spec
// names none, the heading its content file sets). The e2e suites iterate over this list.

/** Path and its expected main heading. */
export const ROUTES: ReadonlyArray<readonly [path: string, heading: string]> = [
  ['/', 'Lower the Cost of Healthcare'],
  ['/contact-us', 'Connect with Salusion'],
  ['/create-account', 'Get started'],
  ['/pricing', 'Simple, Transparent HRA Pricing'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Use'],
  ['/broker-program', 'Team up with Salusion'],
  ['/referral-program', 'Salusion Referral Program'],
  ['/speak-with-an-hra-expert', 'Speak with an HRA Expert'],
  ['/product/ichra', 'Simple, Affordable ICHRA Administration'],
  ['/product/qsehra', 'Simple, Affordable QSEHRA Administration'],
  ['/product/gchra', 'Simple, Affordable GCHRA Administration'],
  ['/product/ebhra', 'Simple, Affordable EBHRA Administration'],
  ['/product/ichra/adp', 'Salusion Simplifies ICHRAs'],
  ['/product/qsehra/adp', 'Salusion Simplifies QSEHRAs'],
  ['/product/ichra/compare-pricing', 'Compare ICHRA Pricing'],
  ['/product/qsehra/compare-pricing', 'Compare QSEHRA Pricing'],
  ['/product/ichra/consultation', 'Book a Free ICHRA Consultation'],
  ['/product/qsehra/consultation', 'Book a Free QSEHRA Consultation'],
  ['/product/ichra/employer-calculator', 'ACA-Compliant ICHRA'],
  ['/product/ichra/find-brokers', 'Find Broker'],
  ['/product/ichra/large-business', 'ICHRAs for Large Employers'],
  ['/product/ichra/reimbursement-options', 'ICHRA Reimbursement Options'],
  ['/product/ichra/rules-and-regulations', 'ICHRA Rules & Regulations'],
  ['/product/qsehra/rules-and-regulations', 'QSEHRA Rules & Regulations'],
  ['/product/ichra/video-guide', 'ICHRA Video Guide'],
  ['/product/qsehra/video-guide', 'QSEHRA Video Guide'],
  ['/product/ichra-vs-qsehra', 'ICHRA vs. QSEHRA'],
];

/** Just the paths. */
export const PATHS = ROUTES.map(([path]) => path);
