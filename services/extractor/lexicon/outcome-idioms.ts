/**
 * The words by which the trade press and a headline tell the agency's decision as done, declared once: the idioms and
 * verbs of its approval ("the FDA greenlighted X", "got the nod", "expanded X's label"), of its refusal ("turned down
 * the BLA"), the adverbs that stand between the agency and its verb, the idioms of assent that allow a step rather than
 * a product, and what a headline's product wins. The review's own words (its span, its decision's nouns and verbs) are
 * review.ts's.
 */
import { anyOf, pickerOf } from './compile.js'

/**
 * The trade press's verbs of the agency's approval, after the agency: "the FDA greenlighted X", "regulators signed off
 * on X", "the agency gave the green light to X", "FDA clears X". An approval when their object is a product: what the
 * agency clears is as often a trial, an IND or a device (approval-guards.ts, CLEARED_NO_PRODUCT).
 */
export const APPROVING_IDIOMS = {
  greenlit: 'approval',
  greenlighted: 'approval',
  // Hyphenated: "the U.S. regulators green-lighted X", "FDA green-lights X".
  'green-lighted': 'approval',
  'green-lit': 'approval',
  'green-lights': 'approval',
  'gave the nod to': 'approval',
  'gave the green light to': 'approval',
  // A headline's present, with or without its article: "FDA Gives Green Light to X".
  'gives the green light to': 'approval',
  'gives green light to': 'approval',
  'gives the nod to': 'approval',
  'gives nod to': 'approval',
  // The agency's own nod: "the FDA gave its nod to X", "FDA gives its nod to X".
  'gave its nod to': 'approval',
  'gives its nod to': 'approval',
  // The agency's leave for a product's use: "the FDA on Friday allowed the use of X as the first approved therapy for Y"
  // (what it allows may be a trial's or an emergency's use: approval-guards.ts reads those).
  'allowed the use of': 'approval',
  'allows the use of': 'approval',
  'signed off on': 'approval',
  'signs off on': 'approval',
  cleared: 'clearance',
  clears: 'clearance',
  // The leave told of the product's marketing or sale: "the Food and Drug Administration cleared the marketing of X",
  // "the FDA cleared the sale of X" (the object after "of" is the product; a device's is read as any cleared device is).
  'cleared the marketing of': 'clearance',
  'clears the marketing of': 'clearance',
  'cleared the sale of': 'clearance',
  'clears the sale of': 'clearance',
  // The trade press's "OK" as a verb: "the FDA OK'd X on Friday", "regulators okayed X", a headline's "FDA OKs X".
  "ok'd": 'approval',
  'ok’d': 'approval',
  okayed: 'approval',
  oks: 'approval',
} as const

/**
 * A past verb of perception before the agency and the bare verb of its decision: "Alexion, which saw the FDA green-light X
 * as the first approved therapy", "watched regulators approve X": the decision told as seen, done (never "expects to see
 * the FDA approve X": the past form only). With the base forms the agency's verb takes there (`DECIDING_BASE_FORMS`).
 */
export const PERCEPTION_VERBS = {
  saw: 'past',
  watched: 'past',
} as const
export const perceptionVerbs = pickerOf(PERCEPTION_VERBS)
/** The base forms of the agency's approving verbs, after a verb of perception ("saw the FDA approve / green-light X"). */
export const DECIDING_BASE_FORMS = {
  approve: 'approval',
  'green-light': 'approval',
  greenlight: 'approval',
} as const
export const decidingBaseForms = pickerOf(DECIDING_BASE_FORMS)

/** "got the nod from the FDA", "received the green light from U.S. regulators": the agency's approval as a thing had. */
export const APPROVAL_NODS = {
  'the nod': 'approval',
  'the green light': 'approval',
  /** After the agency that gives it: "secured the FDA nod", "won the FDA's nod". */
  nod: 'approval',
  /** The trade press's "wins FDA OK for X", "gets FDA okay": the nod's other noun, after the agency. */
  ok: 'approval',
  okay: 'approval',
} as const

/**
 * The trade press's noun of the agency's approval of a drug, had by its sponsor: "received FDA clearance for its new pill
 * X" (approval-patterns.ts reads it only before a drug's noun: a device's 510(k) clearance is the noun's usual sense).
 */
export const CLEARANCE_NOUNS = {
  clearance: 'approval',
} as const
export const clearanceNouns = pickerOf(CLEARANCE_NOUNS)

/**
 * What a headline's product wins or gets: "X Wins FDA Nod", "X Gets Green Light", "X Receives Complete Response Letter",
 * "X Gets FDA Decision Date" (read in title case).
 */
export const HEADLINE_DECISIONS = {
  nod: 'approval',
  'green light': 'approval',
  approval: 'approval',
  'complete response letter': 'refusal',
  'decision date': 'date',
  'target action date': 'date',
  'goal date': 'date',
} as const
export const headlineDecisions = pickerOf(HEADLINE_DECISIONS)

/**
 * The verbs by which the agency refuses an application, told as done: "the FDA rejected X", "has turned down the BLA",
 * "shot down X", "rebuffed", "denied approval for X", "declined to approve". Each the verb of a complete response letter
 * when the agency is its subject (or the letter is: "the CRL turned down the BLA").
 */
export const REFUSING_VERBS = {
  rejected: 'past',
  rejects: 'present',
  'turned down': 'past',
  'turns down': 'present',
  'shot down': 'past',
  'shoots down': 'present',
  rebuffed: 'past',
  rebuffs: 'present',
  'denied approval': 'past',
  'denies approval': 'present',
  'declined to approve': 'past',
  'refused to approve': 'past',
  // "X was knocked back by the FDA".
  'knocked back': 'past',
  'knocks back': 'present',
  // The agency's refusal told by its negated decision: "the FDA did not approve the additional indication for X as
  // requested in the sNDA" (its simple past only: "has not approved" / "is not approved" tell a state, no letter).
  'did not approve': 'past',
  // The agency's refusal told as its decision: "regulators decided against approving X", "the FDA had decided against
  // approving the company's application" (s21-decisions; never "may decide against", a modal before the agency's verb
  // is no verb of this table's frame).
  'decided against approving': 'past',
  'decided not to approve': 'past',
  // "the agency denied the company's new drug application": read only before an application (crl-patterns.ts), as the
  // verb denies a petition, a request or a claim as often.
  denied: 'past',
  denies: 'present',
  // Participles: "a letter from the FDA rejecting its New Drug Application for X" (crl-patterns.ts; only before an
  // application).
  rejecting: 'participle',
  denying: 'participle',
  'turning down': 'participle',
  'declining to approve': 'participle',
  'refusing to approve': 'participle',
} as const

/**
 * The adverbs that may stand between the agency and the verb of its decision: "the FDA recently granted", "has
 * officially given", "the agency today approved" (a weekday or date there is masked, read apart).
 */
export const DECISION_ADVERBS = {
  today: 'time',
  yesterday: 'time',
  recently: 'time',
  finally: 'time',
  formally: 'manner',
  officially: 'manner',
  also: 'addition',
  // A second cycle's decision told as news: "regulators have again rejected its application", "the FDA again declined".
  again: 'repetition',
  // "the FDA has now approved X"; "the agency has only cleared X for use in a subset of patients": the decision told
  // with its scope narrowed.
  now: 'time',
  only: 'restriction',
} as const

/**
 * Idioms of assent the trade press tells an approval by ("the FDA gave the thumbs-up to X", "gave the green light to
 * X"); followed by a verb ("the green light to begin a trial", "to submit the BLA") they allow a step, not a product.
 */
export const ASSENT_IDIOMS = {
  'thumbs-up': 'assent',
  'thumbs up': 'assent',
  'green light': 'assent',
  'green-light': 'assent',
} as const

/** The steps an agency lets a sponsor take ("the green light to begin / proceed with / submit"): no product's approval. */
export const PROCEEDING_VERBS = {
  begin: 'start',
  start: 'start',
  initiate: 'start',
  launch: 'start',
  proceed: 'go on',
  resume: 'go on',
  move: 'go on',
  advance: 'go on',
  conduct: 'run',
  run: 'run',
  enroll: 'run',
  test: 'run',
  submit: 'file',
  file: 'file',
  resubmit: 'file',
  seek: 'file',
  pursue: 'file',
} as const

/** "the FDA expands / broadened X's label", "expanded the approval of X": an approval of a supplement told by its scope. */
export const EXPANDING_VERBS = {
  expands: 'present',
  expanded: 'past',
  broadens: 'present',
  broadened: 'past',
  widens: 'present',
  widened: 'past',
  /**
   * "FDA extends approval of X to children aged 5 to 11": read only before "approval of" (the verb is a move's
   * elsewhere: "extends the review", "extended X's approval deadline").
   */
  extends: 'present',
  extended: 'past',
  /** "granted final approval to expand the label for X": the scope an approval is for. */
  expand: 'infinitive',
  broaden: 'infinitive',
  widen: 'infinitive',
} as const

export const expandingVerbs = pickerOf(EXPANDING_VERBS)

/**
 * The frames by which a results release presents the period's news, the news their complement: "the quarter was
 * highlighted by / marked by the FDA approval of X", "a key highlight was the U.S. approval of X", "highlights of the
 * quarter included ...". An approval named by its noun in such a frame is told as done, not merely named
 * (named-approval-patterns.ts, HIGHLIGHTED_APPROVAL); by its sense: a participle before "by", or the noun before its copula.
 */
export const HIGHLIGHT_FRAMES = {
  highlighted: 'by',
  marked: 'by',
  punctuated: 'by',
  highlight: 'noun',
  highlights: 'noun',
} as const
export const highlightFrames = pickerOf(HIGHLIGHT_FRAMES)
/** "highlights of the quarter / of the year": the period a results release reports on. */
export const REPORTING_PERIODS = {
  quarter: 'period',
  year: 'period',
  half: 'period',
  period: 'period',
} as const
export const reportingPeriods = pickerOf(REPORTING_PERIODS)
/** "upcoming highlights include the FDA approval of X": a frame's news still to come, no decision told. */
export const AHEAD_QUALIFIERS = {
  upcoming: 'ahead',
  future: 'ahead',
  coming: 'ahead',
  next: 'ahead',
  expected: 'hedged',
  anticipated: 'hedged',
  planned: 'hedged',
  potential: 'hedged',
} as const
export const aheadQualifiers = pickerOf(AHEAD_QUALIFIERS)

/**
 * The verbs a decision told by its noun takes as news of itself ("Yesterday's approval comes three months early", "...
 * marks the first approval for the disease", "... follows a positive opinion in Europe"): the decision already given.
 */
export const NEWS_OF_A_DECISION = {
  comes: 'arrival',
  came: 'arrival',
  marks: 'meaning',
  marked: 'meaning',
  // "FDA approval of X represents an important achievement" (approval-patterns.ts APPROVAL_AS_ACHIEVEMENT)
  represents: 'meaning',
  represented: 'meaning',
  follows: 'sequence',
  followed: 'sequence',
} as const
export const newsOfADecision = pickerOf(NEWS_OF_A_DECISION)

/**
 * The verbs of a standing status before "approved" ("X remains FDA approved for use in adults", "continues to be
 * approved", "stays approved"): the product's standing approval described, no decision told (a filing retelling the
 * label that still holds after a letter on a supplement).
 */
export const STANDING_VERBS = {
  remains: 'status',
  remain: 'status',
  remained: 'status',
  stays: 'status',
  stay: 'status',
  'continues to be': 'status',
  'continue to be': 'status',
} as const
export const standingVerbs = pickerOf(STANDING_VERBS)

/**
 * The verbs by which a panel or an adviser asks for a decision, in every form, whose object clause names the product in
 * the subjunctive ("voted 10-3 against recommending that Zelvora be approved", "urged that X not be approved"): that
 * product is the one the panel reviewed (approval-slots.ts), whatever the vote (2.78.0).
 */
export const RECOMMENDING_VERBS = {
  recommend: 'advice',
  recommends: 'advice',
  recommended: 'advice',
  recommending: 'advice',
  urge: 'advice',
  urges: 'advice',
  urged: 'advice',
  urging: 'advice',
  advise: 'advice',
  advised: 'advice',
  advising: 'advice',
  voted: 'vote',
  votes: 'vote',
  vote: 'vote',
} as const
export const recommendingVerbs = pickerOf(RECOMMENDING_VERBS)

export const refusingVerbs = pickerOf(REFUSING_VERBS)
export const decisionAdverbs = pickerOf(DECISION_ADVERBS)
export const assentIdioms = pickerOf(ASSENT_IDIOMS)
export const proceedingVerbs = pickerOf(PROCEEDING_VERBS)
export const approvingIdioms = pickerOf(APPROVING_IDIOMS)
export const approvalNods = pickerOf(APPROVAL_NODS)
/** The nods' nouns without their article, for a frame that reads its own ("up for a potential FDA nod on D"). */
export const APPROVAL_NOD_NOUNS = anyOf(
  Object.keys(APPROVAL_NODS).map((nod) => nod.replace(/^the /, '')),
)
