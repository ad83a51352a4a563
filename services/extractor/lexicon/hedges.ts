/**
 * The words that hedge what a clause says of a date, declared once beside the modals (modals.ts): the speaker expects,
 * plans, estimates or supposes it rather than reports the agency's ("expects a PDUFA date of D", "a potential approval",
 * "approximately", "subject to"). Each is a stem and the endings of its forms, as the rules read them.
 */
import { anyOf, inflected, pickerOf } from './compile.js'

const REGULAR = ['', 's', 'ed', 'ing']
const SILENT_E = ['e', 'es', 'ed', 'ing']

export interface HedgeWord {
  stem: string
  /** The endings after the stem ('' for the bare stem); none: the word as written. */
  endings?: readonly string[]
  /**
   * `belief`: the speaker expects or believes; `plan`: intends; `estimate`: computes or rounds the date; `possibility`:
   * may come about; `condition`: holds only if; `target`: aims at ("targets", "targeting").
   */
  sense: 'belief' | 'plan' | 'estimate' | 'possibility' | 'condition' | 'target'
}

export const HEDGE_WORDS = {
  expect: { stem: 'expect', endings: REGULAR, sense: 'belief' },
  anticipate: { stem: 'anticipat', endings: SILENT_E, sense: 'belief' },
  believe: { stem: 'believ', endings: SILENT_E, sense: 'belief' },
  hope: { stem: 'hope', endings: ['', 's', 'd'], sense: 'belief' },
  likely: { stem: 'likely', sense: 'belief' },
  calculate: { stem: 'calculat', endings: SILENT_E, sense: 'estimate' },
  estimate: { stem: 'estimat', endings: SILENT_E, sense: 'estimate' },
  project: { stem: 'project', endings: REGULAR, sense: 'estimate' },
  tentative: { stem: 'tentative', endings: ['', 'ly'], sense: 'estimate' },
  guidance: { stem: 'guidance', sense: 'estimate' },
  approximately: { stem: 'approximately', sense: 'estimate' },
  around: { stem: 'around', sense: 'estimate' },
  plan: { stem: 'plan', endings: ['', 's', 'ned'], sense: 'plan' },
  intend: { stem: 'intend', endings: ['', 's', 'ed'], sense: 'plan' },
  potential: { stem: 'potential', endings: ['', 'ly'], sense: 'possibility' },
  possible: { stem: 'possible', sense: 'possibility' },
  possibly: { stem: 'possibly', sense: 'possibility' },
  if: { stem: 'if', sense: 'condition' },
  assume: { stem: 'assum', endings: SILENT_E, sense: 'condition' },
  'subject to': { stem: 'subject to', sense: 'condition' },
  targets: { stem: 'targets', sense: 'target' },
  targeting: { stem: 'targeting', sense: 'target' },
  // "is aiming for a PDUFA date of D": the aim of "targeting" in other words (the agency's names the target, cues.ts).
  aiming: { stem: 'aiming', sense: 'target' },
} as const satisfies Record<string, HedgeWord>

export type HedgeWordName = keyof typeof HEDGE_WORDS

/** Hedge words by name, each as its name is written ("possible"; not its other forms). */
export const hedgeWords = pickerOf(HEDGE_WORDS)

/**
 * Sources whose word on a date is an estimate, not the agency's or the sponsor's ("according to analysts at Leerink",
 * "analysts said", "according to consensus estimates"): a date they give is reckoned, not disclosed.
 */
export const ESTIMATING_SOURCES = {
  analyst: 'analyst',
  analysts: 'analyst',
  estimates: 'estimate',
  consensus: 'estimate',
  forecasts: 'estimate',
} as const

export const estimatingSources = pickerOf(ESTIMATING_SOURCES)

/**
 * The written forms of the verbs of intending and expecting a rule reads one by one ("plans to submit", "Norvale
 * intends", "is planning"), each with its verb: the hedge words of a plan and a belief, and "aim".
 */
export const INTENTION_FORMS = {
  plan: 'plan',
  plans: 'plan',
  planned: 'plan',
  planning: 'plan',
  intend: 'intend',
  intends: 'intend',
  intended: 'intend',
  intending: 'intend',
  expect: 'expect',
  expects: 'expect',
  expected: 'expect',
  anticipate: 'anticipate',
  anticipates: 'anticipate',
  anticipated: 'anticipate',
  believes: 'believe',
  aim: 'aim',
  aims: 'aim',
} as const satisfies Record<string, HedgeWordName | 'aim'>

export const intentionForms = pickerOf(INTENTION_FORMS)

/** Exactly the named hedge words, each in all its forms: `expect(?:s|ed|ing)?`. */
export function hedgeWordForms(...names: readonly HedgeWordName[]): string {
  return `(?:${names
    .map((name) => {
      const word: HedgeWord = HEDGE_WORDS[name]
      return inflected(word.stem, word.endings)
    })
    .join('|')})`
}

/** Every hedge word in all its forms, as one alternation (without the modals: a rule adds those it reads). */
export const HEDGE_WORD_FORMS = `(?:${(Object.values(HEDGE_WORDS) as HedgeWord[])
  .map((word) => inflected(word.stem, word.endings))
  .join('|')})`

/**
 * The words that make what follows a condition, not a fact ("if the FDA accepts", "assuming a standard review",
 * "provided that", "unless"), or a time that may not come ("upon acceptance", "once accepted"), or a question
 * ("whether the FDA will act by D").
 */
export const CONDITION_WORDS = {
  if: 'condition',
  assuming: 'condition',
  'provided that': 'condition',
  unless: 'condition',
  should: 'condition',
  provided: 'condition',
  providing: 'condition',
  'in the event': 'condition',
  'subject to': 'condition',
  'contingent on': 'condition',
  'contingent upon': 'condition',
  upon: 'time',
  once: 'time',
  whether: 'question',
} as const

export type ConditionWord = keyof typeof CONDITION_WORDS

/** Exactly the named condition words, as one alternation (each rule reads its own few). */
export function conditionWords(...words: readonly ConditionWord[]): string {
  return anyOf(words)
}

/**
 * "If the NDA is accepted", "once filed", "unless the FDA accepts the filing": the words that make a date hang on the
 * application being accepted or filed. One list for the target phrases (target-phrases.ts) and the decision frames
 * (decision-frames.ts), which read the same condition.
 */
export const FILING_CONDITION_WORDS = conditionWords(
  'if',
  'assuming',
  'provided that',
  'upon',
  'once',
  'unless',
)

/**
 * The words after which "if" asks a question rather than sets a condition ("unclear if", "to see if", "as if"): no
 * condition opens there (approval-conditions.ts).
 */
export const WHETHER_IF_LEADS = {
  unclear: 'question',
  uncertain: 'question',
  know: 'question',
  known: 'question',
  see: 'question',
  ask: 'question',
  asked: 'question',
  determine: 'question',
  as: 'comparison',
} as const
export const whetherIfLeads = pickerOf(WHETHER_IF_LEADS)

/**
 * "based upon having received", "conditioned on receipt of", "contingent upon obtaining": the participles that make what
 * follows a condition of a term (a tranche, a vesting), not an event told.
 */
export const CONDITIONAL_BASES = {
  based: 'basis',
  conditioned: 'condition',
  contingent: 'condition',
  dependent: 'condition',
} as const
export const conditionalBases = pickerOf(CONDITIONAL_BASES)
