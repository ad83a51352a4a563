/**
 * The measures of a gap between a trigger and its date: what an object embeds (parentheses, appositions, relative
 * clauses, the indication) removed so that a clause's reach is read on its own words, and whether a comma changes topic.
 */
import { DEFINITE_DETERMINERS } from './lexicon/determiners.js'
import { AMOUNT } from './cues.js'
import { type DateMention } from './dates.js'
import { PARTICIPIAL_ASIDE_ALL } from './clause-shapes.js'
import { toldPast } from './lexicon/telling.js'
import { closedWords } from './lexicon/function-words.js'
import { hedgeWords } from './lexicon/hedges.js'
import { THERAPY_SETTING_WORDS } from './lexicon/descriptors.js'
import { intents } from './lexicon/products.js'
import { populations } from './lexicon/products.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { MOVED_OBJECT_VERBS } from './lexicon/moves.js'
import { laterAdverbs } from './lexicon/qualifiers.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'
import { INDUSTRY_WORDS, legalForms } from './lexicon/company-forms.js'
import { capitalised } from './lexicon/compile.js'

/** Commas outside parentheses: a long gap with a comma has changed topic. */
function hasBareComma(text: string): boolean {
  return /,(?![^(]*\))/.test(text)
}

const AMOUNT_WITH_COMMA = new RegExp(`${AMOUNT}\\s*,`, 'gi')

/** ", its investigational therapy for X,": an apposition (a noun phrase, no verb) inside the gap. */
const APPOSITION = new RegExp(
  String.raw`,\s+(?:${DEFINITE_DETERMINERS}|an?)\s+(?![^,;]*\b(?:${toldPast(['say', 'announce'])}|says|${closedWords('is', 'was', 'were', 'are', 'has', 'have', 'had', 'will', 'would', 'which', 'that', 'who')})\b)[^,;]{1,60},`,
  'gi',
)

/** ", LM-007,": the product's development code in apposition to its name. */
const CODE_APPOSITION = /,\s+[A-Z]{1,6}-?\d[\w-]*\s*,/g

/** ", has been" after a phrase's complement: the comma before the phrase's own predicate. */
const COMMA_BEFORE_PREDICATE = new RegExp(
  String.raw`,(?=\s+${closedWords('has', 'have', 'had', 'was', 'were', 'is', 'are', 'will')}\b[^,]*$)`,
)

/** A bare comma that is not one of an aside ("by three months, to D", "for X, its therapy for Y, to D"). */
export function hasTopicComma(text: string): boolean {
  return hasBareComma(
    text
      .replace(AMOUNT_WITH_COMMA, ' ')
      .replace(APPOSITION, ' ')
      .replace(CODE_APPOSITION, ' ')
      .replace(RESTRICTIVE_TAIL, ' ')
      .replace(NAME_LIST, ' ')
      // "the PDUFA date for X (Y), has been modified to D": a comma before the phrase's own predicate.
      .replace(COMMA_BEFORE_PREDICATE, ' ')
      .replace(RELATIVE_MOVE, ' '),
  )
}

/**
 * "OBX-1, OBX-2 and OBX-3": the commas of a list of names are no change of topic; nor are they when each name carried
 * its indication in parentheses ("X (migraine), Y (gout) and Z (psoriasis)": the clause core has removed the
 * parentheses, leaving a space before each comma).
 */
const NAME_LIST = /\b[A-Z][\w-]*(?:\s?,\s+[A-Z][\w-]*)+\s?,?\s+and\s+[A-Z][\w-]*/g

/** ", which is D", ", set for D", ", currently scheduled for D": the comma opens the phrase's own predicate, not a new topic. */
const RESTRICTIVE_TAIL = new RegExp(
  String.raw`,\s+(?:which\s+(?:${closedWords('is', 'was', 'remains')}|will\s+be|continues\s+to\s+be|is\s+still|has\s+been\s+set\s+(?:for|as))(?:\s+now)?|(?:now\s+|currently\s+)?(?:set|scheduled)\s+(?:for|as)|currently)\s*$`,
  'i',
)

/**
 * ", which the FDA has since moved to D": a relative clause whose verb of moving takes the phrase as its object ("which"),
 * its new date after "to". The comma opens what the agency did to the phrase's date, not a new topic.
 */
export const RELATIVE_MOVE_OPENING = String.raw`,\s+which\s+(?:the\s+)?(?:u\.s\.\s+)?${usAgencyNouns('fda', 'agency', 'regulator')}\s+(?:(?:has|had)\s+)?(?:${laterAdverbs('since', 'now', 'subsequently', 'later', 'then')}\s+)?${MOVED_OBJECT_VERBS}`
const RELATIVE_MOVE = new RegExp(
  String.raw`${RELATIVE_MOVE_OPENING}\s+(?:(?:by\s+)?(?:\w+\s+){1,2}months?\s+)?to\s*$`,
  'i',
)

/**
 * An aside closed by a comma right before the phrase's predicate: "the PDUFA date for X, as previously disclosed, is D",
 * ", set by the FDA upon acceptance, is D", ", according to the company, is D", "a PDUFA goal date, the date by which the FDA
 * aims to act, of D". Subject, aside, verb: whatever the aside
 * holds, the verb after it is the phrase's.
 */
export const CLOSED_ASIDE = new RegExp(
  String.raw`,\s+(?!${closedWords('and', 'or', 'but', 'while', 'whereas')}\b)[^,;]{1,90},(?=\s*(?:${closedWords('is', 'was', 'remains', 'of')}|will\s+be|has\s+been\s+(?:set|scheduled)\s+(?:for|as))\s*$)`,
  'gi',
)

/**
 * "the PDUFA goal date for X, an oral, once-daily, selective inhibitor in development for ..., is D": a description of the
 * product in apposition (an indefinite article opens it; its own adjectives may be listed with commas), closed right
 * before the phrase's predicate.
 */
const DESCRIPTIVE_APPOSITIVE = new RegExp(
  String.raw`,\s+${closedWords('a', 'an')}\s+[^;:()]{1,200}?,(?=\s*(?:${closedWords('is', 'was', 'remains')}|will\s+be|has\s+been\s+(?:set|scheduled)\s+(?:for|as))\s*$)`,
  'i',
)

/** A phrase-to-date gap short enough once its embedded material is removed (18 words, 110 characters). */
export function coreFits(gap: string): boolean {
  const core = clauseCore(gap)
  return core.length <= 110 && core.trim().split(/\s+/).filter(Boolean).length <= 18
}

/**
 * What an object embeds, removed: "(NDA)", ", an oral inhibitor,", ", who failed prior therapy,", "for the treatment of adults with X"
 * (the indication ends before the move's amount: "for treatment of gout by three months, from D0 to" keeps "by three
 * months", and the comma closing an apposition before the indication, "its drug, KB-101, for treatment of gout").
 */
const EMBEDDED = [
  /\([^()]*\)/g,
  new RegExp(String.raw`,\s+${closedWords('who', 'which', 'that', 'whose')}\b[^,;]*,`, 'gi'),
  new RegExp(
    String.raw`\s+${closedWords('for', 'in', 'as')}\s+(?:the\s+|an?\s+)?(?:(?:proposed|${hedgeWords('potential', 'possible')}|${THERAPY_SETTING_WORDS})\s+)*${intents('treatment', 'therapy', 'prevention', 'management')}\s+(?:of|for)\s+[^,;\n]*?(?=,|\s+${closedWords('by', 'to', 'until', 'through')}\s+(?:\w+\s+){0,3}$|\s+from\s+x+(?:\s+x+){0,3}\s+to\s+$|\s+${AMOUNT}|$)`,
    'gi',
  ),
  new RegExp(
    String.raw`\s+(?:in|for)\s+(?:${populations('adult', 'pediatric', 'paediatric', 'elderly')}\s+)?(?:adults?|${populations('adolescents', 'children', 'patients', 'people')})\s+(?:${closedWords('with', 'who')}|aged)\s+[^,;\n]*?(?=,|\s+${closedWords('by', 'to', 'until', 'through')}\s+$|$)`,
    'gi',
  ),
  // "to treat classic galactosemia": the indication as an infinitive.
  new RegExp(
    String.raw`\s+to\s+treat\s+[^,;\n]*?(?=,|\s+${closedWords('by', 'to', 'until', 'through')}\s+(?:\w+\s+){0,3}$|$)`,
    'gi',
  ),
  // "the Prescription Drug User Fee Act target date for the Biologics License Application": names spelt out weigh no more
  // than their acronyms.
  new RegExp(
    String.raw`\b(?:prescription\s+drug\s+user\s+fee\s+act|(?:supplemental\s+)?(?:new\s+drug|${BIOLOGICS_LICENSE})\s+application)\b`,
    'gi',
  ),
  // "the New Drug Application or NDA": the acronym given as an alias.
  /\s+or\s+["“]?(?:s?NDA|s?BLA|FDA)["”]?(?=[\s,])/g, // "for Kestrel Pharmaceuticals Inc's X": the owner named with its legal form weighs no more than "its".
  new RegExp(
    String.raw`\b(?:[A-Z][\w&-]*\s+){1,3}${legalForms('Inc', 'Corp', 'Ltd', 'plc', 'LLC')}\.?['’]s\b`,
    'g',
  ),
  // "for Amylyx Pharmaceuticals' NDA", "Kestrel Therapeutics's": so does the owner named with its industry word.
  new RegExp(
    String.raw`\b(?:[A-Z][\w&-]*\s+){1,3}(?:${INDUSTRY_WORDS.map(capitalised).join('|')})(?:['’]s\b|['’](?=\s))`,
    'g',
  ),
]

/** ", to " at the end of a move's clause: the comma that closes embedded material before "to D". */
const COMMA_BEFORE_TO = new RegExp(
  String.raw`\s*,+\s*(${closedWords('to', 'until', 'through')}\s+)$`,
  'i',
)

/** The clause of a move with its embedded material removed, so that its reach is measured on its own words. */
export function clauseCore(span: string): string {
  let core = span.replace(DESCRIPTIVE_APPOSITIVE, ' ').replace(CLOSED_ASIDE, ' ')
  for (const pattern of EMBEDDED) core = core.replace(pattern, ' ')
  // The comma that closes embedded material right before "to D" is not a change of topic.
  return (
    core
      .replace(APPOSITION, ' ')
      .replace(PARTICIPIAL_ASIDE_ALL, ' ')
      // Two commas left touching framed what was removed: "X tablets, for the treatment of ..., is D".
      .replace(/,\s*,/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(COMMA_BEFORE_TO, ' $1')
  )
}

/** The sentence with every date blanked out, so that "May 31" never reads as the modal "may". */
export function maskDates(sentence: string, dates: readonly DateMention[]): string {
  let masked = sentence
  for (const d of dates)
    masked = masked.slice(0, d.start) + 'x'.repeat(d.end - d.start) + masked.slice(d.end)
  return masked
}
