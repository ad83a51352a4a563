/**
 * The verbs by which a text tells something ("as previously announced", "Halden reported that ...", "said Whitfield",
 * "was notified"), declared once with their forms and what each says of the telling:
 * - `publishes`: made public (announce, disclose, report): "as previously disclosed" restates a date;
 * - `states`: put on record (communicate, state, note);
 * - `affirms`: indicate, confirm;
 * - `quotes`: the verbs of a quotation (say, add, comment, explain): "said Whitfield";
 * - `informs`: told to a hearer (notify, inform, tell, advise): "was notified that".
 * A rule takes the senses it reads, or names the verbs when its list is narrower than a sense.
 */
import { anyOf, pickerOf } from './compile.js'

export interface TellingVerb {
  /** The simple past, which is also the participle: "announced", "said", "told". */
  past: string
  /** The third person present: "announces", "says". */
  present: string
  sense: 'publishes' | 'states' | 'affirms' | 'quotes' | 'informs'
}

export const TELLING_VERBS = {
  announce: { past: 'announced', present: 'announces', sense: 'publishes' },
  disclose: { past: 'disclosed', present: 'discloses', sense: 'publishes' },
  report: { past: 'reported', present: 'reports', sense: 'publishes' },
  // "after it was revealed that the FDA had sent the firm a CRL": the trade press's word for news made public.
  reveal: { past: 'revealed', present: 'reveals', sense: 'publishes' },
  communicate: { past: 'communicated', present: 'communicates', sense: 'states' },
  state: { past: 'stated', present: 'states', sense: 'states' },
  note: { past: 'noted', present: 'notes', sense: 'states' },
  indicate: { past: 'indicated', present: 'indicates', sense: 'affirms' },
  confirm: { past: 'confirmed', present: 'confirms', sense: 'affirms' },
  say: { past: 'said', present: 'says', sense: 'quotes' },
  add: { past: 'added', present: 'adds', sense: 'quotes' },
  comment: { past: 'commented', present: 'comments', sense: 'quotes' },
  explain: { past: 'explained', present: 'explains', sense: 'quotes' },
  notify: { past: 'notified', present: 'notifies', sense: 'informs' },
  inform: { past: 'informed', present: 'informs', sense: 'informs' },
  tell: { past: 'told', present: 'tells', sense: 'informs' },
  advise: { past: 'advised', present: 'advises', sense: 'informs' },
} as const satisfies Record<string, TellingVerb>

export type TellingVerbName = keyof typeof TELLING_VERBS

/** The telling verbs of the given senses, in declaration order. */
export function tellingVerbsOf(...senses: readonly TellingVerb['sense'][]): TellingVerbName[] {
  return (Object.keys(TELLING_VERBS) as TellingVerbName[]).filter((verb) =>
    senses.includes(TELLING_VERBS[verb].sense),
  )
}

/** The past forms of the named verbs as one alternation: "announced|disclosed|reported". */
export function toldPast(verbs: readonly TellingVerbName[]): string {
  return anyOf(verbs.map((verb) => TELLING_VERBS[verb].past))
}

/** The base forms of the named verbs as one alternation: "indicate|communicate" ("issues a letter to indicate that ..."). */
export function toldBase(verbs: readonly TellingVerbName[]): string {
  return anyOf(verbs)
}

/**
 * The "-ing" forms of the named verbs: "announcing|reporting|confirming" ("issued a press release announcing ..."). Read
 * off the base form: a final "e" is dropped ("announce" → "announcing"), any other base takes "ing" as it stands.
 */
export function toldGerund(verbs: readonly TellingVerbName[]): string {
  return anyOf(verbs.map((verb) => (verb.endsWith('e') ? verb.slice(0, -1) : verb) + 'ing'))
}

/** The past and present forms of the named verbs: "said|says|added|adds". */
export function toldPastOrPresent(verbs: readonly TellingVerbName[]): string {
  return anyOf(verbs.flatMap((verb) => [TELLING_VERBS[verb].past, TELLING_VERBS[verb].present]))
}

/**
 * "has not received correspondence / notification / word from the FDA": the nouns of what a telling delivers; "the news
 * that", "reports that": the news told, whose clause reports what it says.
 */
export const MESSAGE_NOUNS = {
  correspondence: 'message',
  notification: 'message',
  communication: 'message',
  word: 'message',
  response: 'answer',
  // "its answer to the complete response letter", "the company's reply to the CRL": an applicant's answer to a letter.
  answer: 'answer',
  reply: 'answer',
  news: 'news',
  // "issued a press release / a statement announcing ...": the document a company issues to tell its news.
  release: 'document',
  statement: 'document',
  announcement: 'news',
  report: 'news',
  reports: 'news',
} as const

export const messageNouns = pickerOf(MESSAGE_NOUNS)

/** "announced", "disclosed", "reported": a text that tells news again ("as previously disclosed"). */
export const PUBLISHED = toldPast(tellingVerbsOf('publishes'))

/**
 * The present participles of telling that may open a non-finite clause after a comma, its object a goal date (", confirming
 * the PDUFA date on D"): the clause's time is the main clause's, so a day after them is the object's, not the telling's.
 */
export const TELLING_PARTICIPLES = {
  confirming: 'affirms',
  announcing: 'publishes',
  disclosing: 'publishes',
  communicating: 'publishes',
  providing: 'gives',
} as const
export const tellingParticiples = pickerOf(TELLING_PARTICIPLES)

/** The greetings a forum post or a letter opens on ("Hi Jim, ...", "Dear investors, ..."): the words after one name its addressee. */
export const GREETINGS = {
  hi: true,
  hello: true,
  hey: true,
  dear: true,
  greetings: true,
} as const
export const greetings = pickerOf(GREETINGS)
