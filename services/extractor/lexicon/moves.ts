/**
 * The verbs that say a date moved ("the FDA extended the PDUFA date"), or that a move touched it ("did not affect the
 * PDUFA date"), declared once. Every rule that reads a move compiles its pattern from this table (see the
 * `*_SOURCE` exports), so a verb added here is known to all of them.
 */
import { anyOf, pickerOf } from './compile.js'
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './calendar.js'

export interface MoveVerb {
  /** What every form starts with: 'extend', 'postpon', 'chang'. */
  stem: string
  /** The endings of its inflected forms after the stem ('' for the bare stem): extend, extends, extended, extending. */
  endings: readonly string[]
  /**
   * `lengthens`: the verb can only put a date later (a new date before the old one is a misreading); `moves`: either
   * way; `touches`: only says the date was affected, which a denial ("did not affect") leaves standing.
   */
  sense: 'lengthens' | 'moves' | 'touches'
  /** Particles after it ("pushed back", "moved out"); `required` when the bare verb says no move ("pushed"). */
  particles?: { words: readonly string[]; required: boolean; toDay?: boolean }
  /** The past participle: "has been extended to D", "the date was reset". */
  participle: string
  /** The noun of the move, when it has its own: "an extension", "a postponement". */
  noun?: string
}

const REGULAR = ['', 's', 'ed', 'ing']
const SILENT_E = ['e', 'es', 'ed', 'ing']

export const MOVE_VERBS = {
  extend: {
    stem: 'extend',
    endings: REGULAR,
    sense: 'lengthens',
    participle: 'extended',
    noun: 'extension',
  },
  delay: {
    stem: 'delay',
    endings: REGULAR,
    sense: 'lengthens',
    participle: 'delayed',
    noun: 'delay',
  },
  postpone: {
    stem: 'postpon',
    endings: SILENT_E,
    sense: 'lengthens',
    participle: 'postponed',
    noun: 'postponement',
  },
  // "has deferred its decision on X to D", "the timeline was deferred from D0" (wire reposts): said of a date only put later.
  defer: {
    stem: 'defer',
    endings: ['', 's', 'red', 'ring'],
    sense: 'lengthens',
    participle: 'deferred',
    noun: 'deferral',
  },
  // "the decision has slipped to D", "slipped by three months": said of a date only ever put later.
  slip: {
    stem: 'slip',
    endings: ['', 's', 'ped', 'ping'],
    sense: 'lengthens',
    participle: 'slipped',
  },
  lengthen: {
    stem: 'lengthen',
    endings: REGULAR,
    sense: 'lengthens',
    participle: 'lengthened',
  },
  push: {
    stem: 'push',
    endings: ['', 'es', 'ed', 'ing'],
    sense: 'lengthens',
    // "PDUFA for X pushed to May 5, 2027": before "to" and a day the bare verb moves the date too ("pushed to file" does not).
    particles: { words: ['back', 'out'], required: true, toDay: true },
    participle: 'pushed',
  },
  // "the FDA put off the deadline on possible approval of X to D", "put back the date": only with its particle.
  put: {
    stem: 'put',
    endings: ['', 's', 'ting'],
    sense: 'lengthens',
    particles: { words: ['off', 'back'], required: true },
    participle: 'put',
  },
  move: {
    stem: 'mov',
    endings: SILENT_E,
    sense: 'moves',
    particles: { words: ['back', 'out'], required: false },
    participle: 'moved',
  },
  change: { stem: 'chang', endings: SILENT_E, sense: 'moves', participle: 'changed' },
  modify: {
    stem: 'modif',
    endings: ['y', 'ies', 'ied', 'ying'],
    sense: 'moves',
    participle: 'modified',
  },
  shift: { stem: 'shift', endings: REGULAR, sense: 'moves', participle: 'shifted' },
  revise: { stem: 'revis', endings: SILENT_E, sense: 'moves', participle: 'revised' },
  reset: { stem: 'reset', endings: ['', 's', 'ting'], sense: 'moves', participle: 'reset' },
  replace: { stem: 'replac', endings: SILENT_E, sense: 'moves', participle: 'replaced' },
  alter: { stem: 'alter', endings: REGULAR, sense: 'touches', participle: 'altered' },
  affect: { stem: 'affect', endings: REGULAR, sense: 'touches', participle: 'affected' },
  impact: { stem: 'impact', endings: REGULAR, sense: 'touches', participle: 'impacted' },
} as const satisfies Record<string, MoveVerb>

export type MoveVerbName = keyof typeof MOVE_VERBS

/** Particles a move verb takes: later ("back", "out") or earlier ("up", "forward"). */
export const MOVE_PARTICLES = ['back', 'out', 'up', 'forward'] as const

/**
 * Verbs that, with a particle pointing earlier, move a date earlier ("moved up", "pulled forward", "brought ahead",
 * "advanced"), by the stem their forms start with ("mov" and "push" as in MOVE_VERBS).
 */
export const ADVANCING_STEMS = {
  mov: 'move',
  push: 'push',
  pull: 'pull',
  bring: 'bring',
  brought: 'bring',
  advanc: 'advance',
} as const

/** The particles that point a move earlier: "moved up", "brought forward", "pulled ahead". */
export const ADVANCING_PARTICLES = {
  up: 'earlier',
  forward: 'earlier',
  ahead: 'earlier',
} as const

/** The words that say a date was kept: "remains", "is unchanged", "was maintained", "still stands". */
export const KEEPING_WORDS = {
  remain: 'verb',
  remains: 'verb',
  remained: 'verb',
  stands: 'verb',
  unchanged: 'state',
  maintained: 'state',
  unaffected: 'state',
} as const

export const advancingStems = pickerOf(ADVANCING_STEMS)
export const advancingParticles = pickerOf(ADVANCING_PARTICLES)
export const keepingWords = pickerOf(KEEPING_WORDS)

function endingsSource(endings: readonly string[]): string {
  const rest = endings.filter((e) => e !== '')
  if (rest.length === 0) return ''
  const group = `(?:${rest.join('|')})`
  return endings.includes('') ? `${group}?` : group
}

interface FormOptions {
  /** `inflected`: the declared forms only; `open`: the stem and any word ending ("extend\w*" also reads "extension"). */
  forms: 'inflected' | 'open'
  /**
   * `required`: only a verb that needs its particle to mean a move takes it ("pushed back"), the others stand bare;
   * `optional`: any verb's particles may follow; `none`: bare verbs only.
   */
  particles: 'required' | 'optional' | 'none'
  /** Particles to take in place of the verb's own (a rule that reads only one direction). */
  particleWords?: readonly string[]
}

/**
 * "to May 5", "to 5 May", "to the fourth of May": "to" and a day's first word (read, not consumed), or "to" closing a gap
 * a rule reads before its date ("the PDUFA date for X was pushed to ").
 */
// Each letter of a month as a class of its two cases, not a `(?i:...)` group (V8 ran such groups differently once other
// texts had been read: name-patterns.ts APPLICATION_QUALIFIERS).
const TO_A_DAY = String.raw`(?=\s+to\s+(?:the\s+)?(?:${anyOf([...MONTH_NAMES, ...MONTH_ABBREVIATIONS].map((m) => m.toLowerCase())).replace(/[a-z]/g, (c) => `[${c.toUpperCase()}${c}]`)}\b|\d|$))`

/** One verb's forms as regex source, with the particles the rule asks for. */
function verbSource(verb: MoveVerb, options: FormOptions): string {
  const word =
    verb.stem + (options.forms === 'open' ? String.raw`\w*` : endingsSource(verb.endings))
  if (verb.particles === undefined) return word
  const particles = String.raw`\s+` + anyOf(options.particleWords ?? verb.particles.words)
  // A verb that says no move without its particle ("put": "putting its PDUFA date on D") takes it in every form.
  if (verb.particles.required && verb.particles.toDay !== true) return word + particles
  if (options.particles === 'none') return word
  if (options.particles === 'optional') return `${word}(?:${particles})?`
  if (
    verb.particles.required &&
    verb.particles.toDay === true &&
    options.particleWords === undefined
  )
    return `${word}(?:${particles}|${TO_A_DAY})`
  return verb.particles.required ? word + particles : word
}

/** The named verbs as one alternation, in the given order. */
export function moveVerbSource(names: readonly MoveVerbName[], options: FormOptions): string {
  return `(?:${names.map((name) => verbSource(MOVE_VERBS[name], options)).join('|')})`
}

/** The verbs of one sense ("lengthens": can only put a date later), in declaration order. */
export function verbsOfSense(sense: MoveVerb['sense']): MoveVerbName[] {
  return (Object.keys(MOVE_VERBS) as MoveVerbName[]).filter(
    (name) => MOVE_VERBS[name].sense === sense,
  )
}

/** Every verb that puts a date elsewhere: the lengthening ones and those that move it either way. */
export const MOVING_VERBS = [...verbsOfSense('lengthens'), ...verbsOfSense('moves')]

/** An active verb of moving with its object: "the FDA extended the PDUFA goal date for Ostrelva to D". */
export const ACTIVE_MOVE_VERBS = moveVerbSource(MOVING_VERBS, {
  forms: 'inflected',
  particles: 'optional',
})
/**
 * A move told between a phrase and its date: "the PDUFA date for Ostrelva has been extended to D". A lengthening verb
 * in any form ("extension" too); the others in their own forms.
 */
export const MOVE_IN_GAP_VERBS = `(?:${moveVerbSource(verbsOfSense('lengthens'), { forms: 'open', particles: 'required' })}|${moveVerbSource(verbsOfSense('moves'), { forms: 'inflected', particles: 'none' })})`
/** A move whose object is the phrase: "has extended the April 27, 2012 goal date by three months". */
export const MOVED_OBJECT_VERBS = `${moveVerbSource(MOVING_VERBS, { forms: 'inflected', particles: 'none' })}(?:\\s+${anyOf(MOVE_PARTICLES)})?`
/** A move denied, by any verb of moving or touching a date: "did not extend", "has not been revised", "does not affect". */
export const DENIED_MOVE_VERBS = moveVerbSource(Object.keys(MOVE_VERBS) as MoveVerbName[], {
  forms: 'open',
  particles: 'required',
})
/** A verb that can only put a date later: with one, a new date before the old one is a misreading. */
export const LENGTHENING_VERBS = moveVerbSource(verbsOfSense('lengthens'), {
  forms: 'open',
  particles: 'required',
})

/** The named verbs' past participles as one alternation: "moved", "extended", "reset". */
export function moveParticiples(names: readonly MoveVerbName[]): string {
  return anyOf(names.map((name) => MOVE_VERBS[name].participle))
}

/** The nouns of the verbs that lengthen a review: "an extension", "a delay", "a postponement". */
export const LENGTHENING_NOUNS = anyOf(
  verbsOfSense('lengthens').flatMap((name) => {
    const noun: string | undefined = (MOVE_VERBS[name] as MoveVerb).noun
    return noun === undefined ? [] : [noun]
  }),
)

/** "further extend", "further delayed": a later move on top of an earlier one. */
export const FURTHER_MOVE_VERBS = moveVerbSource(['extend', 'delay', 'move', 'postpone', 'push'], {
  forms: 'open',
  particles: 'none',
})

/**
 * The FDA's standard move of a goal date: a major amendment extends the review by three months. A text that says the
 * move was this one tells the replaced date without writing it (the new date, three months back).
 */
export const STANDARD_MOVE_WORDS = [
  'three months',
  'three-month',
  'three month',
  '3 months',
  '3-month',
  '3 month',
  'major amendment',
  'major amendments',
] as const
export const STANDARD_MOVE = String.raw`\b${anyOf(STANDARD_MOVE_WORDS)}\b`
