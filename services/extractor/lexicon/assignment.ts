/**
 * The verbs by which the agency gives an application its date ("the FDA set / assigned / scheduled / established a PDUFA
 * date"), declared once with their participles. `core` marks the four every rule of assignment reads; "granted",
 * "provided" and "given" are read where a rule says so.
 */
import { anyOf, pickerOf } from './compile.js'

export const ASSIGNING_VERBS = {
  set: { participle: 'set', core: true },
  assign: { participle: 'assigned', core: true },
  schedule: { participle: 'scheduled', core: true },
  establish: { participle: 'established', core: true },
  grant: { participle: 'granted', core: false },
  provide: { participle: 'provided', core: false },
  give: { participle: 'given', core: false },
  supply: { participle: 'supplied', core: false },
  issue: { participle: 'issued', core: false },
} as const

export type AssigningVerb = keyof typeof ASSIGNING_VERBS

/** The named verbs of assignment in their base form: "will provide / issue / set a new date". */
export const assigningVerbs = pickerOf(ASSIGNING_VERBS)

const CORE = (Object.keys(ASSIGNING_VERBS) as AssigningVerb[]).filter(
  (verb) => ASSIGNING_VERBS[verb].core,
)

/** The participles of the core verbs of assignment and of any others named: "had been set", "was assigned". */
export function assignedParticiples(...others: readonly AssigningVerb[]): string {
  return anyOf([...CORE, ...others].map((verb) => ASSIGNING_VERBS[verb].participle))
}

/** The participles of exactly the named verbs (a rule that reads fewer than the core four). */
export function participlesOf(...verbs: readonly AssigningVerb[]): string {
  return anyOf(verbs.map((verb) => ASSIGNING_VERBS[verb].participle))
}

/**
 * The written forms of the verbs by which the agency gives an application something (a date, a designation, an
 * approval, a letter): "set", "assigns", "gave", "handed", "awarded", "issued", "sent". Each form names its verb; a rule
 * names the forms it reads ("granted tovorafenib Priority Review", "the FDA issued a complete response").
 */
export const GIVING_FORMS = {
  set: 'set',
  sets: 'set',
  // "a priority review, setting a decision date of D": the participle of the designation's effect.
  setting: 'set',
  assigned: 'assign',
  assigns: 'assign',
  established: 'establish',
  establishes: 'establish',
  establishing: 'establish',
  scheduled: 'schedule',
  granted: 'grant',
  grants: 'grant',
  given: 'give',
  gave: 'give',
  gives: 'give',
  provided: 'provide',
  handed: 'hand',
  hands: 'hand',
  awarded: 'award',
  issued: 'issue',
  sent: 'send',
  delivered: 'deliver',
} as const

export const givingForms = pickerOf(GIVING_FORMS)
