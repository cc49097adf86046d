// The components an editor can use in any MDX file under content/pages, by these names. The type
// ties this list to the props schemas in ./props.ts: a component missing from either fails the
// type check. content/README.md documents each one.
import Actions from './Actions.astro';
import Band from './Band.astro';
import Block from './Block.astro';
import Button from './Button.astro';
import Capabilities from './Capabilities.astro';
import ClassSizeChecker from './ClassSizeChecker.astro';
import ComparisonTable from './ComparisonTable.astro';
import ContactBlock from './ContactBlock.astro';
import ContactForm from './ContactForm.astro';
import CostCalculator from './CostCalculator.astro';
import Counts from './Counts.astro';
import CreateAccountForm from './CreateAccountForm.astro';
import CustomerReviews from './CustomerReviews.astro';
import EmployeeUpload from './EmployeeUpload.astro';
import FteCalculator from './FteCalculator.astro';
import Grid from './Grid.astro';
import Hero from './Hero.astro';
import HraChooser from './HraChooser.astro';
import N from './N.astro';
import PayoutEstimator from './PayoutEstimator.astro';
import Payouts from './Payouts.astro';
import PlanCalendar from './PlanCalendar.astro';
import PriceCallout from './PriceCallout.astro';
import PriceCards from './PriceCards.astro';
import PriceList from './PriceList.astro';
import type { ContentComponent } from '~/schemas/components';
import ProductCards from './ProductCards.astro';
import QsehraPlanner from './QsehraPlanner.astro';
import Question from './Question.astro';
import ResourceCards from './ResourceCards.astro';
import RotatingHeadline from './RotatingHeadline.astro';
import Scheduler from './Scheduler.astro';
import Section from './Section.astro';
import Steps from './Steps.astro';
import Testimonials from './Testimonials.astro';
import Video from './Video.astro';
import VideoLength from './VideoLength.astro';
import WithTestimonials from './WithTestimonials.astro';

export const mdxComponents: Record<ContentComponent, unknown> = {
  Actions,
  Band,
  Block,
  Button,
  Capabilities,
  ClassSizeChecker,
  ComparisonTable,
  ContactBlock,
  ContactForm,
  CostCalculator,
  Counts,
  CreateAccountForm,
  CustomerReviews,
  EmployeeUpload,
  FteCalculator,
  Grid,
  Hero,
  HraChooser,
  N,
  PayoutEstimator,
  Payouts,
  PlanCalendar,
  PriceCallout,
  PriceCards,
  PriceList,
  ProductCards,
  QsehraPlanner,
  Question,
  ResourceCards,
  RotatingHeadline,
  Scheduler,
  Section,
  Steps,
  Testimonials,
  Video,
  VideoLength,
  WithTestimonials,
};
