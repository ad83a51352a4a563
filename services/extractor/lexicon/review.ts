/**
 * The words of the agency's review and its end, declared once: the nouns of the review's span ("the review period",
 * "the review clock"), the nouns and verbs of its decision ("a ruling", "the FDA will decide"), and the verbs that say a
 * date went by ("the PDUFA date has passed"). The trade press's idioms of a decision told as done are outcome-idioms.ts's;
 * the agency's letters that end a cycle, and what they find, are letters.ts's; the application and the sponsor's side of
 * its review (filing it, seeking approval) are applications.ts's.
 */
import { pickerOf } from './compile.js'

/** "the review period", "the review clock": the span a move lengthens. */
export const REVIEW_SPAN_NOUNS = {
  period: 'span',
  clock: 'span',
  timeline: 'span',
  cycle: 'span',
} as const

/** "an FDA decision", "the agency's ruling", "action on the NDA", "a verdict", "the approval", "a letter". */
export const DECISION_NOUNS = {
  decision: 'decision',
  action: 'decision',
  ruling: 'decision',
  verdict: 'decision',
  // "expects to have an answer by D": the trade press's word for the agency's decision.
  answer: 'decision',
  // "will receive a final response on approval of its NDA by D": the agency's answer on an application (only the answer
  // frame reads it, with the application, the approval or a product as its object: a letter's "complete response" is not
  // picked there).
  response: 'decision',
  // "a key regulatory judgment concerning X is scheduled for D" (the trade press): read only after "regulatory" (a
  // court's judgment is no agency decision).
  judgment: 'decision',
  approval: 'outcome',
  letter: 'outcome',
} as const

/** "the FDA will act / decide / rule on", "meet the date", "complete its review", with their forms. */
export const DECISION_VERBS = {
  act: 'decide',
  acting: 'decide',
  decide: 'decide',
  rule: 'decide',
  meet: 'finish',
  complete: 'finish',
  completing: 'finish',
  finish: 'finish',
  finishing: 'finish',
  conclude: 'finish',
  concluding: 'finish',
  make: 'finish',
  // "expects the FDA will announce / issue its approval decision for X by D": the decision made known by its deadline.
  announce: 'render',
  issue: 'render',
  // "the date by which the FDA expects to respond to the application": its answer to an application is its decision (a
  // rule reads it only with an application as the object).
  respond: 'answer',
} as const

/**
 * "approv", "reject", "declin": the stems of the words of a decision on an application ("approved", "approval",
 * "rejects", "declined"), which a quick test reads before any rule of outcomes does.
 */
export const DECISION_STEMS = {
  approv: 'approval',
  reject: 'refusal',
  declin: 'refusal',
  // Trade press: "greenlighted", "greenlit", "the nod", "the green light", "signed off on", "cleared"; "knocked back".
  greenl: 'approval',
  'green-l': 'approval',
  'the nod': 'approval',
  'its nod': 'approval',
  // "secured the FDA nod", "won the FDA's nod": the agency between the article and the nod.
  'fda nod': 'approval',
  'fda’s nod': 'approval',
  "fda's nod": 'approval',
  // "wins FDA OK for X", "gets FDA okay": the nod's other noun right after the agency.
  'fda ok': 'approval',
  'fda okay': 'approval',
  // "U.S. regulators okayed X", "the agency OK'd X": the trade press's verb after any agency word ("FDA OK'd" was read
  // only through 'fda ok').
  okayed: 'approval',
  "ok'd": 'approval',
  'ok’d': 'approval',
  // "the FDA has given the thumbs-up to X", "gave X the green light", "regulators signed off on X", "FDA clears X".
  thumbs: 'approval',
  'green light': 'approval',
  'signed off': 'approval',
  cleared: 'approval',
  clears: 'approval',
  // "the FDA on Friday allowed the use of X as the first approved therapy".
  'allowed the use': 'approval',
  // "received FDA clearance for its new pill X".
  clearance: 'approval',
  'allows the use': 'approval',
  // "the FDA has shot down X", "turned down the BLA", "rebuffed", "denied approval" (approv above), "knocked back".
  'turned down': 'refusal',
  'turns down': 'refusal',
  'shot down': 'refusal',
  'shoots down': 'refusal',
  rebuff: 'refusal',
  'knocked back': 'refusal',
  // "the agency denied the company's new drug application" ("did not approve" is read through approv above).
  denied: 'refusal',
  denies: 'refusal',
  // "FDA Expands X Label", "X wins expanded indication", "broadened".
  expand: 'approval',
  broaden: 'approval',
} as const

/** "the PDUFA date has passed", "lapsed", "expired", "was missed": the date went by. */
export const LAPSE_VERBS = {
  passed: 'lapse',
  lapsed: 'lapse',
  expired: 'lapse',
  missed: 'miss',
} as const

/**
 * "issues that would prevent / preclude / delay action by D": the stems of the verbs that stand in the way of the
 * agency's action, so that denying them ("has not identified any issues that would prevent action by D") denies nothing
 * of the deadline.
 */
export const HINDERING_STEMS = {
  prevent: 'hinder',
  preclud: 'hinder',
  imped: 'hinder',
  hinder: 'hinder',
  jeopardi: 'hinder',
  delay: 'hinder',
} as const

export const hinderingStems = pickerOf(HINDERING_STEMS)

/**
 * "expected to impact / affect / change / alter the PDUFA date": the verbs by which something bears on a date, which
 * an expectation of them puts the date in doubt.
 */
export const BEARING_VERBS = {
  impact: 'bear',
  affect: 'bear',
  change: 'bear',
  alter: 'bear',
} as const

export const bearingVerbs = pickerOf(BEARING_VERBS)

/** "hand down / deliver / announce / give its decision": the verbs by which the agency makes its decision known. */
export const RENDERING_VERBS = {
  deliver: 'render',
  announce: 'render',
  give: 'render',
  render: 'render',
  // "The FDA will advise / communicate the result of the review on D": the agency making the end of its review known
  // (a foreign sponsor's release, r42).
  advise: 'render',
  communicate: 'render',
  // The participles of a decision made known: "the decision is due to be announced / made / issued on D".
  announced: 'rendered',
  made: 'rendered',
  issued: 'rendered',
  delivered: 'rendered',
  rendered: 'rendered',
} as const

/**
 * "the decision will now come by D", "a ruling is expected to arrive on D": the verbs of a decision arriving by its
 * deadline (the trade press's way of telling when it is due).
 */
/**
 * "the result / outcome of the review": what the agency's review ends in, named instead of its decision (only as the
 * object of a verb of making it known, after the agency as subject: a trial's result or a meeting's outcome is none; the
 * plural "results" is left out, the word of a trial's readout, which the other-event guards read).
 */
export const REVIEW_OUTCOME_NOUNS = {
  result: 'outcome',
  outcome: 'outcome',
} as const

export const reviewOutcomeNouns = pickerOf(REVIEW_OUTCOME_NOUNS)

export const ARRIVAL_VERBS = {
  come: 'arrive',
  arrive: 'arrive',
} as const

export const arrivalVerbs = pickerOf(ARRIVAL_VERBS)

/** "the review clock ends / is ending / closes / runs out on D": the verbs of a review span reaching its end. */
export const CLOSING_VERBS = {
  ends: 'close',
  ending: 'close',
  closes: 'close',
} as const

/** "X faces / awaits an FDA decision on D": the verbs of a product's pending decision. */
export const AWAITING_VERBS = {
  faces: 'pending',
  awaits: 'pending',
  awaiting: 'pending',
} as const

export const renderingVerbs = pickerOf(RENDERING_VERBS)

/** "more time to review / assess / evaluate the application": the verbs of the agency examining what it was given. */
export const REVIEWING_VERBS = {
  review: 'examine',
  assess: 'examine',
  evaluate: 'examine',
} as const

export const reviewingVerbs = pickerOf(REVIEWING_VERBS)

/**
 * What the agency grants an application that is no decision on it: a review's pace, a designation, a status ("granted
 * priority review for traditional approval of X": the approval is what the review is for, not what was granted).
 */
export const REVIEW_GRANTS = {
  review: 'pace',
  designation: 'status',
  status: 'status',
} as const

export const reviewGrants = pickerOf(REVIEW_GRANTS)
export const closingVerbs = pickerOf(CLOSING_VERBS)
export const awaitingVerbs = pickerOf(AWAITING_VERBS)
export const reviewSpanNouns = pickerOf(REVIEW_SPAN_NOUNS)
export const decisionNouns = pickerOf(DECISION_NOUNS)
export const decisionVerbs = pickerOf(DECISION_VERBS)
export const decisionStems = pickerOf(DECISION_STEMS)
export const lapseVerbs = pickerOf(LAPSE_VERBS)

/** "the PDUFA date has been removed / vacated / rescinded / voided": the date itself made void. */
export const VOIDING_VERBS = {
  removed: 'past',
  vacated: 'past',
  rescinded: 'past',
  withdrawn: 'past',
  voided: 'past',
  cancels: 'present',
} as const

/** "the goal date is no longer applicable / valid / relevant", "no longer applies": what a void date no longer is. */
export const STANDING_WORDS = {
  applicable: 'adjective',
  valid: 'adjective',
  relevant: 'adjective',
  applies: 'verb',
} as const

/** The written forms of the verb of the agency's approval: "approved X", "the FDA approves X", "to approve X". */
export const APPROVING_FORMS = {
  approve: 'base',
  approves: 'present',
  approved: 'past',
} as const

/**
 * The verbs by which a letter raises what stands in the way of approval: "issues cited in the CRL", "the letter
 * requested a new study", "deficiencies identified". "noted" is a telling verb (telling.ts).
 */
export const RAISING_VERBS = {
  raised: 'past',
  cited: 'past',
  identified: 'past',
  described: 'past',
  outlined: 'past',
  listed: 'past',
  requested: 'past',
  questioned: 'past',
} as const

export const approvingForms = pickerOf(APPROVING_FORMS)
export const raisingVerbs = pickerOf(RAISING_VERBS)

export const voidingVerbs = pickerOf(VOIDING_VERBS)
export const standingWords = pickerOf(STANDING_WORDS)

/** "under FDA review", "the priority review", "a standard review", "under regulatory review": what kind of review. */
export const REVIEW_KINDS = {
  fda: 'agency',
  regulatory: 'agency',
  priority: 'pace',
  standard: 'pace',
} as const

export const reviewKinds = pickerOf(REVIEW_KINDS)

/** "the review will go / run beyond the date": the verbs of a review running past its date (beside "extends", "continues"). */
export const OVERRUN_VERBS = {
  go: 'base',
  goes: 'present',
  run: 'base',
  runs: 'present',
} as const

export const overrunVerbs = pickerOf(OVERRUN_VERBS)

/** "The review process is being extended to D": the processes that are the agency's review of an application. */
export const REVIEW_PROCESSES = {
  review: 'agency',
  approval: 'agency',
  regulatory: 'agency',
} as const

export const reviewProcesses = pickerOf(REVIEW_PROCESSES)
