// The words of the interactive parts: buttons, labels and messages (content/site/ui.json). A {name}
// in braces is filled in by the part that shows the words, so it stays when the words are changed.
import { z } from 'astro/zod';
import type { VideoProvider } from '../lib/video.ts';
import { affordabilityAnswers, affordabilityPlanner } from './affordabilityWords.ts';
import { visitorWords as words } from './fields.ts';

const contactForm = z.object({
  name: words('Label of the name field. Example: Name'),
  email: words('Label of the email field. Example: Email'),
  message: words('Label of the message field. Example: Message'),
  submit: words('The send button. Example: Send Message'),
  sending: words('The send button while the message is on its way. Example: Sending…'),
  success: words('Shown for a few seconds once the message is sent.'),
  failure: words('Shown when the message could not be sent; what the visitor typed stays in the form.'),
  retry: words('The button that sends again after a failure. Example: Try again'),
  honeypot: words('Label of the hidden anti-spam field, which only robots fill in. Example: Leave this field empty'),
  errors: z
    .object({
      required: z
        .object({
          name: words('Under the name left empty. Example: Enter your name.'),
          email: words('Under the email left empty. Example: Enter your email address.'),
          message: words('Under the message left empty. Example: Enter your message.'),
        })
        .describe('Under a field left empty, naming the field.'),
      tooLong: words('Under a field longer than the form accepts.'),
      invalidEmail: words('Under an email that is not an email address. Example: Please enter an email address like name@example.com.'),
    })
    .describe('Messages under a field the form refuses.'),
  noScript: words('Shown when the form cannot send because JavaScript is off or did not load: what else to do. {email} becomes a link to the contact email in the site words, {calendar} the calendar link\'s words as a link to the booking calendar. Example: … email it to {email}, or {calendar}.'),
  calendarLink: words('The words of the calendar link in the message above. Example: book a call'),
});

const createAccount = z.object({
  company: words('Label of the company field. Example: Company'),
  firstName: words('Label of the first-name field. Example: First Name'),
  lastName: words('Label of the last-name field. Example: Last Name'),
  email: words('Label of the email field. Example: Email'),
  phone: words('Label of the phone field. Example: Phone'),
  submit: words('The button. Example: Create Account'),
});

const upload = z.object({
  button: words('The button before a file is chosen. Example: Upload File'),
  previewCaption: words('Caption of the table that previews the file. Example: First rows of your file'),
  columns: z.array(words('A column heading.')).length(4).describe('The four column headings of the preview table: #, First Name, Last Name, Username.'),
  problems: z
    .object({
      notCsv: words('For a file that is not a CSV.'),
      tooLarge: words('For a file that is too large; {max} becomes the largest size allowed. Example: That file is larger than {max}. Please choose a smaller file.'),
      missingColumns: words('For a file without the First Name, Last Name and Username columns.'),
      empty: words('For a file with no employee rows.'),
      notUtf8: words('For a file saved in another text encoding than UTF-8, whose letters would show garbled.'),
      unreadable: words('For a file the browser could not read, or when the preview’s code did not load (a dropped connection). Example: We could not read that file. Check your connection and choose it again.'),
    })
    .describe('Messages for a file that cannot be previewed.'),
  noScript: words('Shown when JavaScript is off or did not load, so a chosen file cannot be previewed.'),
});

const count = z.object({
  empty: words('For an empty field. Example: Please enter a number.'),
  zero: words('For 0. Example: Please enter a number greater than 0.'),
  negative: words('For a negative number.'),
  decimal: words('For a number with decimals. Example: Please enter a whole number, without decimals.'),
  tooLarge: words('For a number over the largest allowed, which fills in {max}. Example: Please enter {max} or fewer.'),
  notNumber: words('For anything that is not a number. Example: Please enter digits only, for example 25.'),
});

const tools = z.object({
  noScript: words('Shown above each tool when JavaScript is off or did not load, so its result cannot follow the visitor\'s changes.'),
  method: words('Before the line that says how a tool worked out its result. Example: How we calculated this:'),
  guidance: words('The note under every tool\'s result. Example: This is guidance, not legal or tax advice.'),
  proof: words('Beside every tool\'s result, the proof that others rely on Salusion; {employers} and {employees} are the counts from Numbers → Claims. Example: {employers} employers trust Salusion, with {employees} employees in the HRAs we administer.'),
  copyLink: words('The button that copies the page\'s address, which holds the tool\'s inputs. Example: Copy link'),
  print: words('The button that prints the tool. Example: Print'),
  printed: words('The last line of a printed tool, so the sheet says when it was made and how to open it again; {date} and {link} (the tool with its inputs) are filled in. Example: Printed {date} from {link}'),
  copying: words('Shown at once when Copy link is pressed, until the browser has copied it. Example: Copying the link…'),
  copied: words('Announced once the link is copied. Example: Link copied.'),
  copyFailed: words('Shown when the browser does not let the page copy: how to copy the address instead.'),
  fix: words('Shown in place of a tool\'s result while one of its entries is refused, above a link to each entry to fix. Example: Fix what is marked above to see the result:'),
  fixFirst: words('Shown instead of copying when Copy link is pressed while an entry is refused. Example: Fix what is marked above first: until then the link would not hold what you see.'),
});

const calculator = z.object({
  participants: words('Label of the number field. Example: Participants'),
  product: words('Heading of the product choice on /pricing. Example: Product'),
  caption: words('The table\'s caption; {product} is filled in, and {participants:participant|participants} becomes the count with the word that fits it. Example: Cost for {participants:participant|participants}: {product}'),
  administrator: words('Column heading of the administrators. Example: Administrator'),
  monthly: words('Column heading of the monthly cost. Example: Monthly cost'),
  firstYear: words('Column heading of the first-year cost. Example: First-year cost'),
  saves: words('The saving above the table; {brand}, {amount} and {competitor} are filled in. Example: {brand} saves {amount} in the first year against {competitor}.'),
  costsMore: words('The same when Salusion would cost more. Example: {brand} costs {amount} more in the first year than {competitor}.'),
  chartTitle: words('What screen readers hear for the bar chart.'),
  chartHeading: words('The heading shown above the bar chart. Example: First-year cost by administrator'),
  pricesChecked: words('Under the table, when competitors are compared; {date} is the month their prices were checked, from Numbers. Example: Competitors’ prices checked {date}.'),
  fix: words('Shown in place of the result while the participants field holds a number it refuses. Example: Correct the number of participants above to see the costs.'),
  method: words('How the cost is worked out, under the result; {prices}, {brand}, {platformFee}, {setupFee} and {months} are filled in from Numbers.'),
});

const classSize = z.object({
  employees: words('Label of the employees field. Example: Number of employees'),
  employeesHint: words('The hint under the employees field.'),
  groupPlan: words('Label of the checkbox. Example: A group plan is offered to another class'),
  groupPlanHint: words('One line under the checkbox that says what it means and when to untick it.'),
  classes: words('Heading around the classes. Example: Your ICHRA classes'),
  classLegend: words('Heading of each class; {number} is its place. Example: Class {number}'),
  className: words('Label of a class\'s name field. Example: Class name'),
  classSize: words('Label of a class\'s size field. Example: Class size'),
  defaultClasses: z
    .array(words('A class name.'))
    .min(1)
    .describe('Names of the classes the checker starts with, one for each size in Numbers → Tools → Checker class sizes.'),
  newClass: words('Name given to an added class; {number} is its place. Example: Class {number}'),
  addClass: words('The button that adds a class. Example: Add a class'),
  classesMax: words('Beside the add button once the checker holds as many classes as it checks at once; {max} is that number (Numbers → Tools). Example: You can check up to {max} classes at a time.'),
  removeClass: words('The button that removes a class; {number} is its place. Example: Remove class {number}'),
  minimum: words('The result when a minimum applies; {size} is filled in. Example: Minimum class size: {size}'),
  noMinimum: words('The result when no minimum applies. Example: No minimum class size applies'),
  meets: words('Verdict for a class that meets the minimum; {name} and {size} are filled in. Example: {name} ({size}): meets the minimum.'),
  below: words('Verdict for a class below the minimum. Example: {name} ({size}): below the minimum.'),
  rules: z
    .object({
      none: words('When no group plan is offered to another class.'),
      small: words('For small employers; {limit} and {size} are filled in.'),
      mid: words('For mid-size employers; {low}, {high}, {percent} and {size} are filled in.'),
      large: words('For large employers; {limit} and {size} are filled in.'),
    })
    .describe('The rule that decided the minimum, shown after the verdicts.'),
  overTotal: words('Shown when the classes add up to more than the employees; {total:person|people} and {employees:employee|employees} become the counts with the words that fit them.'),
  method: words('How the minimum is worked out, under the result; {low}, {high}, {small}, {percent} and {large} are filled in from Numbers.'),
});

const chooser = z.object({
  groupPlan: words('The first question. Example: Do you offer a group health plan?'),
  yes: words('The answer Yes.'),
  no: words('The answer No.'),
  paysFor: words('The question after Yes. Example: What should the HRA pay for?'),
  paysForOptions: z
    .object({
      groupCosts: words('The answer that leads to a GCHRA.'),
      excepted: words('The answer that leads to an EBHRA.'),
      individual: words('The answer that leads to an ICHRA for some classes.'),
    })
    .describe('The three answers to that question.'),
  employees: words('The question after No, answered with a number. Example: How many full-time equivalent employees do you have?'),
  differentAllowances: words('The question for smaller employers. Example: Do you want different allowances for different groups of employees?'),
  prompt: words('Shown until the answers lead to a product.'),
  recommend: words('The result\'s heading; {product} is the product\'s name. Example: We recommend: {product}'),
  reasons: z
    .object({
      groupCosts: words('Why a GCHRA, for a group plan\'s own costs.'),
      excepted: words('Why an EBHRA, for excepted benefits.'),
      individual: words('Why an ICHRA for some classes beside the group plan.'),
      largeEmployer: words('Why an ICHRA for a larger employer; {limit} is the QSEHRA employee limit from Numbers.'),
      differentAllowances: words('Why an ICHRA for different allowances.'),
      sameAllowance: words('Why a QSEHRA; {limit} is the QSEHRA employee limit from Numbers.'),
    })
    .describe('A one-line reason under the result, for each way to a product.'),
  price: words('The price line; {price} is filled in. Example: {price} per participant per month'),
  also: words('Under the reason, when a second product fits the answers too (an EBHRA beside a GCHRA); {product} and {price} are filled in. Example: Also fits: {product}, {price} per participant per month.'),
  cost: words('What the product costs under the price, saying whose count it uses: Salusion charges per enrolled participant, and the count is the employees entered; {monthly} and {firstYear} are filled in from the price and fees in Numbers, and {employees:employee enrolls|employees enroll} becomes the count with the words that fit it. Example: We charge per enrolled participant. If {employees:employee enrolls|employees enroll}: {monthly} a month, {firstYear} for the first year.'),
  learn: words('Link to the product\'s page; {product} is its abbreviation. Example: Learn about {product}'),
  start: words('The main button, to the sign-up. Example: Start Your Company\'s HRA'),
  expert: words('The second button, to a call with an expert. Example: Speak with an HRA Expert'),
  fix: words('Shown in place of the result while the employees field holds a number it refuses.'),
  checker: words('Link to the class-size checker. Example: Check your class sizes'),
  planner: words('Link to the ICHRA affordability planner, under an ICHRA answer. Example: Plan an affordable allowance'),
  fteCalculator: words('Link under the employees question to the FTE calculator. Example: Not sure? Work it out with the FTE calculator.'),
  competitors: words('Above the competitors\' costs under the cost line, once a count is entered, for the ICHRA and QSEHRA (the two products their prices are compared for); {employees:one|other} becomes the count with the word that fits, {date} the month their prices were checked (from Numbers). Example: Other administrators for the same {employees:participant|participants} (their prices checked {date}):'),
  competitor: words('One competitor\'s cost for that count, worked out as the cost calculator does; {competitor}, {monthly} and {firstYear} are filled in. Example: {competitor}: {monthly} a month, {firstYear} for the first year'),
  compare: words('Link to the pricing page\'s cost calculator with the count and the product filled in; {employees:one|other} becomes the count with the word that fits. Example: Compare every cost for {employees:participant|participants} on the pricing page'),
  placeOfWork: words('Under an ICHRA\'s reason: classes (and so allowances) may follow where employees work, with the rule it rests on (plan.sources.ichraClassPlaces in Numbers).'),
  method: words('How the chooser decides, under the result; {limit} is the QSEHRA employee limit from Numbers.'),
});

const fte = z.object({
  mode: words('Heading of the choice between twelve months and one month. Example: Months you count'),
  modeYear: words('The choice to give each month of last calendar year, which decides ALE status.'),
  modeMonth: words('The choice to give one month, for an estimate only.'),
  monthsCaption: words('Caption of the table of months.'),
  monthsHint: words('Hint above the table: how to type or paste the months.'),
  month: words('Heading of the months column. Example: Month'),
  oneMonth: words('How the list of what to fix names the one month. Example: The month'),
  fullTime: words('Label of the full-time employees fields (and column). Example: Full-time employees'),
  fullTimeHint: words('Hint on who counts as full-time; {week} and {month} are the full-time hours from Numbers.'),
  each: words('Label of the fields (and column) of each part-time employee\'s monthly hours.'),
  eachHint: words('Hint after it: how to write the hours.'),
  groups: words('Heading of the groups of part-time employees beside the one month\'s list, each group a count of people and the monthly hours of each. Example: Part-timers with the same hours'),
  groupsHint: words('Hint under that heading: what a group is, and that it counts as its people listed one by one.'),
  group: words('Heading of one group; {number} is its place, from 1. Example: Group {number}'),
  people: words('Label of a group\'s count of people. Example: People'),
  hoursEach: words('Label of the monthly hours each person of a group works. Example: Monthly hours of each'),
  addGroup: words('Button that adds an empty group. Example: Add a group'),
  removeGroup: words('Button that removes a group; {number} is its place, from 1. Example: Remove group {number}'),
  pasted: words('Announced after rows are pasted; {count:one|other} is filled in. Example: Filled in {count:month|months} from what you pasted.'),
  entryProblem: words('Message for a refused number among the hours; {number} is its place, {typed} what was typed, {message} why. Example: Entry {number} ({typed}): {message}'),
  fixLabel: words('How the list of what to fix names a field; {month} and {field} are filled in. Example: {month}, {field}'),
  seasonalQuestion: words('The seasonal-worker question; {threshold} is from Numbers.'),
  seasonalHint: words('Hint under it; {threshold} and {months} are from Numbers.'),
  yes: words('The answer Yes.'),
  no: words('The answer No.'),
  fullTimeAmongPartTime: words('Shown for one month when hours listed as part-time make someone full-time; {people:one|other} and {hours} are filled in.'),
  fullTimeInMonths: words('The same for the twelve months; {months} (their names) and {hours} are filled in.'),
  result: words('The result for twelve months; {average} and {rounded} are filled in.'),
  monthly: words('Each month\'s total under it; {months} is filled in. Example: Month by month: {months}.'),
  estimate: words('The result for one month, which is an estimate; {total} is filled in.'),
  breakdown: words('How one month adds up; {fullTime:one|other}, {equivalents}, {hours:one|other}, {hours} and {cap} are filled in.'),
  ale: words('Verdict for an applicable large employer; {threshold} is from Numbers.'),
  notAle: words('Verdict for an employer below the ALE threshold; {threshold} is from Numbers.'),
  seasonalApplies: words('Verdict when the seasonal-worker exception applies; {threshold}, {count:one|other} and {months} are filled in.'),
  seasonalAsk: words('Shown when the seasonal-worker question could decide; {threshold}, {count:one|other} and {months} are filled in.'),
  seasonalNot: words('Shown when the visitor answered Yes but the exception cannot apply; {threshold}, {count:one|other} and {limit} are filled in.'),
  estimateAle: words('Verdict for one month at or over the threshold, said to be an estimate; {threshold} is from Numbers.'),
  estimateNotAle: words('Verdict for one month below it, said to be an estimate; {threshold} is from Numbers.'),
  qsehra: words('When a QSEHRA is possible.'),
  noQsehra: words('When a QSEHRA is not possible.'),
  chooser: words('Link that carries the whole count to the HRA chooser; {count:one|other} is filled in.'),
  method: words('The line after "How we calculated this:"; {cap}, {threshold} and {seasonalMonths} are from Numbers.'),
});

const qsehraPlanner = z.object({
  selfOnly: words('Heading of the self-only fields. Example: Self-only participants'),
  family: words('Heading of the family fields. Example: Family participants'),
  allowance: words('Label of each monthly allowance field. Example: Monthly allowance, in dollars'),
  allowanceMax: words('Hint under each allowance\'s label, before any allowance is over it: the most a monthly allowance may be (the yearly limit over 12 months); {monthlyLimit} and {year} (the year of the limits) are filled in. Example: At most {monthlyLimit} a month for plans starting in {year}'),
  participants: words('Label of each head-count field. Example: Number of employees'),
  start: words('Label of the start month. Example: Plan start month'),
  startHint: words('Hint under the start month.'),
  limitsYear: words('Names the year of the limits used, when they are the start year\'s own; {year} is filled in, and {source}, the document they come from (Numbers → planYears → sources). Example: Checked against the QSEHRA limits for {year} ({source}), the year your plan starts.'),
  limitsFallback: words('Names the year of the limits used when the start year\'s are not in Numbers yet, and says so (never that the IRS has not published them); {startYear}, {year} and {source} (the document of {year}\'s limits) are filled in.'),
  coverage: z
    .object({
      selfOnly: words('Self-only coverage, at the start of its verdict. Example: Self-only'),
      family: words('Family coverage, at the start of its verdict. Example: Family'),
    })
    .describe('The two kinds of coverage as the verdicts name them.'),
  within: words('Verdict for an allowance within the limit; {coverage}, {monthly}, {firstYear}, {months:one|other} and {limit} are filled in.'),
  over: words('Verdict for an allowance over the limit, for a plan that starts in January; {coverage}, {monthly}, {monthlyLimit} and {yearLimit} are filled in.'),
  overShort: words('The same for a short first plan year; {coverage}, {monthly}, {monthlyLimit}, {limit} (for the first plan year), {months:one|other} and {yearLimit} are filled in.'),
  capped: words('After that verdict, when the budget counts the allowance at the limit instead; the same values are filled in.'),
  caption: words('The budget table\'s caption; {participants:one|other} is filled in.'),
  item: words('Heading of the table\'s first column. Example: Cost'),
  firstYear: words('Column heading for the first plan year; {months:one|other} is filled in.'),
  fullYear: words('Column heading for a full year. Example: Each full year after'),
  allowances: words('Row of the allowances. Example: Allowances, if all are used'),
  fee: words('Row of Salusion\'s fee. Example: Salusion\'s fee'),
  total: words('Row of the total. Example: Total'),
  noParticipants: words('Shown instead of the budget when both head counts are 0.'),
  method: words('The line after "How we calculated this:"; {yearMonths}, {price}, {platform} and {setup} are from Numbers.'),
});

const calendar = z.object({
  product: words('Heading of the HRA choice. Example: HRA type'),
  kind: words('Heading of the choice between a new plan and a renewal. Example: New plan or renewal'),
  kinds: z
    .object({
      first: words('A new plan, whose first plan year starts on the date. Example: New plan'),
      renewal: words('A plan already running, whose next plan year starts on the date. Example: Renewal of a running plan'),
    })
    .describe('The two choices: a renewal gets each plan year’s amendment window and notice, and none of what the law says of a first plan year.'),
  start: words('Label of the date field. Example: Plan start date'),
  startHint: words('The hint under the date field.'),
  problems: z
    .object({
      empty: words('For an empty date field. Example: Please enter the plan’s start date.'),
      invalid: words('For a date that is not complete or does not exist, as in a link. Example: Please enter a full date: month, day and year.'),
      early: words('For a date before the earliest accepted, which fills in {min}. Example: Please enter a date on or after {min}.'),
      late: words('For a date after the latest accepted, which fills in {max}. Example: Please enter a date on or before {max}.'),
    })
    .describe('Messages beside a start date the calendar refuses; the dates it accepts are set in Numbers → Tools.'),
  caption: words('Heading of the list of dates; {product} and {start} are filled in. Example: Key dates for your {product}, starting {start}'),
  captionRenewal: words('The same for a renewal. Example: Key dates for your {product}, renewing {start}'),
  years: z
    .object({
      first: words('Heading of the first plan year when it starts on January 1; {start} and {end} are filled in. Example: First plan year: {start} to {end}'),
      firstShort: words('The same for a first plan year that starts later. Example: First plan year (short): {start} to {end}'),
      later: words('Heading of each later plan year; {year} is filled in. Example: Plan year {year}'),
      renewal: words('Heading of a renewed plan year that starts on January 1; {start} and {end} are filled in. Example: Renewed plan year: {start} to {end}'),
      renewalShort: words('The same for a renewed plan year that starts later. Example: Renewed plan year (short): {start} to {end}'),
    })
    .describe('The heading above each plan year’s dates.'),
  titles: z
    .object({
      firstNoticeDue: words('The first plan year’s notice deadline. Example: Notice for the first plan year due'),
      amendmentOpens: words('When a later plan year opens for changes; {year} is that plan year. Example: The {year} plan year opens for amendment'),
      noticeDue: words('A later plan year’s notice deadline; {year} is that plan year. Example: Notices for the {year} plan year due'),
      planYearEnds: words('A plan year’s last day; {year} is filled in. Example: The {year} plan year ends'),
      runoutEnds: words('The year-end runout’s last day; {year} is filled in. Example: Last day to submit expenses for the {year} plan year'),
      w2Due: words('The W-2 deadline of a QSEHRA. Example: Form W-2 with the QSEHRA benefit (box 12, code FF) due'),
      furnishingDue: words('The day Form 1095-C is due to employees, for an ICHRA. Example: Form 1095-C due to employees'),
      electronicFiling: words('The electronic filing deadline of Forms 1094-C and 1095-C. Example: Forms 1094-C and 1095-C due to the IRS, filed electronically'),
      pcoriDue: words('The PCORI fee’s due date. Example: PCORI fee due with Form 720'),
    })
    .describe('What each date is, in the list and as the calendar event’s title.'),
  rules: z
    .object({
      firstNoticeDue: words('Why that date; {days} and {start} (the plan’s first day) are filled in.'),
      amendmentOpens: words('Why that date; {days}, {year} and {start} (that plan year’s first day) are filled in.'),
      noticeDue: words('Why that date; {days}, {year} and {start} are filled in.'),
      firstYearShort: words('Why the first plan year ends then, for a plan that starts after January 1; {start} is filled in.'),
      firstYearFull: words('Why the first plan year ends then, for a plan that starts on January 1; {start} is filled in.'),
      laterYear: words('Why a later plan year (or a renewed one from January 1) ends then; {start} is filled in.'),
      renewalShort: words('Why a renewed plan year that starts after January 1 ends on December 31; {start} is filled in.'),
      runoutEnds: words('Why that date; {days} and {end} (the plan year’s last day) are filled in.'),
      w2Due: words('Why that date, for a QSEHRA; {year} (the calendar year reported) and {due} (from Numbers) are filled in.'),
      furnishingDue: words('Why that date, for an ICHRA, and the notice an employer may post instead; {year}, {due} and {extension} (from Numbers), {kept} (the last day the notice stays up) and {onRequest} (the days to answer a request) are filled in.'),
      electronicFiling: words('Why that date, and who may file on paper; {year}, {due}, {returns} and {paper} (from Numbers) are filled in.'),
      pcoriDue: words('Why that date; {year} (the plan year), {form720} and {cutoff} (the PCORI cutoff from Numbers) are filled in.'),
    })
    .describe('The rule beside each date, in the list and in the calendar event.'),
  late: z
    .object({
      heading: words('Shown above the dates when the first plan year’s notice day has passed; {date} is filled in.'),
      ichra: words('What the law allows instead, for an ICHRA; {newEmployerDays}, {established} (the earliest day a company counts as new) and {start} are filled in.'),
      qsehra: words('What the law allows instead, for a QSEHRA; {perEmployee} and {yearlyMaximum} (the penalty, from Numbers) are filled in.'),
      startLater: words('The start that leaves the full notice period; {later} and {days} are filled in.'),
      renewalHeading: words('Shown above the dates of a renewal when its notice day has passed; {date} and {start} are filled in.'),
      ichraRenewal: words('What the law allows instead, for an ICHRA’s renewal (the QSEHRA’s words above serve both); {start} is filled in.'),
      useLater: words('The button under them that sets the start date to the one that leaves the full notice period; {later} is that date. Example: Show the dates for a {later} start'),
      consult: words('The link beside it to the HRA’s consultation page, to book a call. Example: Talk it over with an HRA expert'),
    })
    .describe('When the notice for the plan year that starts on the date is already late.'),
  passed: words('Beside a date before today. Example: This day has passed.'),
  beforeStart: words('Beside a date of a later plan year that falls before the plan starts. Example: Before your plan starts.'),
  weekend: words('Beside an IRS deadline the rule puts on a weekend, which is shown on the next business day; {weekday} and {named} (the day the rule names) are filled in.'),
  download: words('The button that downloads the dates as a calendar file. Example: Add to my calendar (.ics)'),
  downloadHint: words('The line beside the button. Example: One all-day event per date, for Google Calendar, Outlook or Apple Calendar.'),
  downloadAhead: words('Beside the button once a date has passed: the file carries only the dates still ahead; {passed:one|other} becomes how many it leaves out, with the words that fit. Example: The file holds only the dates still ahead: {passed:date before today is|dates before today are} left out.'),
  fileAhead: words('The calendar file’s description, which calendar apps show with its name; {today} is the day the file was made. Example: Dates from {today} on; those that had passed when the file was made are left out.'),
  downloadFailed: words('Shown when the calendar file could not be made, for example after a dropped connection.'),
  fileName: words('The downloaded file’s name, without .ics; {product} and {start} are filled in. Example: {product}-plan-calendar-{start}'),
  eventTitle: words('Each calendar event’s title; {product} and {title} (the date’s title above) are filled in. Example: {product}: {title}'),
  calendarName: words('The calendar’s name in the visitor’s calendar app; {brand} is filled in. Example: {brand} plan dates'),
  method: words('The “how we worked this out” line under the result; {amendment}, {notice} and {runout} come from Numbers. The rule beside each date says the rest.'),
});

const payout = z.object({
  companies: words('Label of the companies field. Example: Companies you refer'),
  participants: words('Label of the participants field. Example: Participants per company'),
  product: words('Heading of the product choice. Example: Their product'),
  total: words('The result; {amount} is filled in. Example: Estimated payout: {amount}'),
  sum: words('How the result adds up; {companies:company|companies}, {participants:participant|participants} and {payout} are filled in. Example: {companies:company|companies} × {participants:participant|participants} × {payout} per participant'),
  rule: words('When a referred participant counts, beside the result; {months} is filled in from Numbers.'),
  method: words('How the payout is worked out, under the result; {payouts} is filled in from Numbers.'),
});

/** The sub-heading and text of a price card holding products of one kind, `kind` saying which. */
const priceCardKind = (kind: string, heading: string) =>
  z
    .object({
      heading: words(`The sub-heading under the price. Example: ${heading}`),
      text: words('The sentence under it: who these products are for.'),
    })
    .describe(`On a card with products ${kind}.`);

export const ui = z
  .object({
    contactForm: contactForm.describe('The contact form on /contact-us and /speak-with-an-hra-expert.'),
    slider: z
      .object({
        previous: words('The button to the previous testimonials, for screen readers. Example: Previous testimonials'),
        next: words('The button to the next testimonials, for screen readers. Example: Next testimonials'),
        readMore: words('The button that shows the whole of a long quote. Example: Read More'),
        readLess: words('The button that shortens it again. Example: Read Less'),
        disclosure: words('Before a reviewer\'s material connection to Salusion, under their quote. Example: Disclosure:'),
      })
      .describe('The testimonials slider on the home page.'),
    testimonials: z
      .object({
        disclosure: words('Before a reviewer\'s paid relationship to Salusion, under their quote. Example: Disclosure:'),
      })
      .describe('The testimonials on product pages and the pricing page.'),
    video: z
      .object({
        play: words('Before a video\'s title on its play link. Example: Play video:'),
        watchOn: z
          .object({
            youtube: words('The link to a YouTube video on YouTube, shown when the player cannot load here. Example: Watch on YouTube'),
            vimeo: words('The link to a Vimeo video on Vimeo, shown when the player cannot load here. Example: Watch on Vimeo'),
          } satisfies Record<VideoProvider, unknown>)
          .describe('The link to the video on its own site, one per video provider.'),
      })
      .describe('The videos\' posters: the play link, and the link shown when the player cannot load.'),
    headline: z
      .object({
        pause: words('The button that stops the rotating headline. Example: Pause'),
        play: words('The button that starts it again. Example: Play'),
      })
      .describe('The rotating headline on /pricing.'),
    priceCards: z
      .object({
        withoutGroupPlan: priceCardKind('offered instead of a group health plan (ICHRA, QSEHRA)', 'Plans without group coverage'),
        withGroupPlan: priceCardKind('offered beside a group health plan (GCHRA, EBHRA)', 'Plans with group coverage'),
        included: z
          .object({
            heading: words('The last sub-heading of every card. Example: Everything included'),
            text: words('The sentence under it: what every product includes.'),
          })
          .describe('What every card says last.'),
      })
      .describe('The price cards on /pricing: products that cost the same share a card, which names them by kind (as Group plan in Products sets it), then what is included.'),
    scheduler: z
      .object({
        loading: words('Shown where the calendar appears until it has loaded: it loads once the visitor scrolls, taps, moves the pointer or presses a key, or at once from the button below.'),
        show: words('The button in the calendar\'s box that loads it at once. Example: Show the calendar'),
        noScript: words('Shown where the calendar would appear when JavaScript is off.'),
        frameTitle: words('What screen readers call the calendar. Example: Choose a time for your call with Salusion'),
        newTab: words('The link under the calendar that opens it in a new tab, and works without scripts. Example: Open the calendar in a new tab'),
      })
      .describe('The booking calendar.'),
    createAccount: createAccount.describe('The company sign-up form on /create-account.'),
    upload: upload.describe('The employee file upload on /product/ichra/employer-calculator.'),
    count: count.describe('Messages beside a number the tools refuse (participants, employees, a class size).'),
    tools: tools.describe('Words every tool shares, and the footer under each tool\'s result.'),
    calculator: calculator.describe('The total-cost calculator on /pricing and the compare-pricing pages.'),
    classSize: classSize.describe('The ICHRA class-size checker on /product/ichra/employer-calculator.'),
    chooser: chooser.describe('The HRA chooser on the home page.'),
    fte: fte.describe('The FTE and ALE calculator on /product/ichra/large-business and /product/qsehra.'),
    qsehraPlanner: qsehraPlanner.describe('The QSEHRA allowance planner on /product/qsehra and its compare-pricing page.'),
    calendar: calendar.describe('The plan-year deadline calendar on the rules pages.'),
    payout: payout.describe('The referral payout estimator on /referral-program and /broker-program.'),
    affordabilityPlanner: affordabilityPlanner.describe('The ICHRA affordability planner on /product/ichra/affordability-planner: its choices and the census.'),
    affordabilityAnswers: affordabilityAnswers.describe('The ICHRA affordability planner\'s answers, and the notes under it.'),
    figures: z
      .object({
        source: words('After each plan year\'s yearly figure (the YearlyFigure block), the document it comes from; {source} is the figure\'s source in Numbers (planYears → sources). Example: ({source})'),
        notInYet: words('After a yearly figure (the YearlyFigure block) when a plan year the page speaks of has no figure in Numbers yet, so the page names an earlier year\'s; {year} is that plan year (or years: 2027 and 2028). Example: (our figures for {year} are not in yet)'),
      })
      .describe('Words pages add around the yearly figures the IRS sets (affordability, QSEHRA limits, EBHRA maximum).'),
  })
  .describe('The words of the interactive parts: buttons, labels, questions and messages. Keep each {name} in braces: the site fills it in.');

/** The words of the interactive parts, as islands receive them. */
export type UiWords = z.infer<typeof ui>;
