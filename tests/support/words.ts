// The words of content/ as the browser tests read them, set as the build sets them (numbers written
// out, curly quotes, product names), so a test expects what an editor wrote and a change of wording
// never turns it red. tests/unit/contentCopies.test.ts refuses words copied into the tests instead.
// They are read in scripts/lib/contentWords.ts, which the interaction benchmark shares.
export {
  buttonTo,
  capabilities,
  links,
  page,
  plainSentence,
  products,
  site,
  startingWith,
  tagAttribute,
  testimonials,
  titledBlock,
  titledBlocks,
  ui,
  videoTitles,
  wordsBefore,
  type CapabilityWords,
  type LinkWords,
  type ProductWords,
  type TestimonialWords,
  type TitledBlock,
} from '../../scripts/lib/contentWords';
