/**
 * The indication an assertion names (`indicationFor`: the one written beside its date in a list of dates, else one its
 * sentence or its drug's sentences quote), and the indications the decision step compares (`supplementIndicationOf`,
 * `approvedIndicationOf`, `differentIndications`): a date of another indication than the decision's is another
 * application's. Where a sentence states an indication at all (`findIndicationSpan`, right after "for the treatment of"
 * and its variants) is read here too, the one place that asks.
 */
import { determiners } from './lexicon/determiners.js'
import { ordinals } from './lexicon/numbers.js'
import { capitalised } from './lexicon/compile.js'
import { labelScopes, productModifiers } from './lexicon/descriptors.js'
import { addedWords } from './lexicon/approval-objects.js'
import { hedgeWords } from './lexicon/hedges.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { approvingForms } from './lexicon/review.js'
import { type Candidate } from './candidate-record.js'
import { type Document, datesOf } from './document.js'
import { closedWords } from './lexicon/function-words.js'
import { populations, productNouns } from './lexicon/products.js'
import { DECISION_DATE_NAMES } from './lexicon/date-nouns.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { participlesOf } from './lexicon/assignment.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'
import { intents } from './lexicon/products.js'
import { givingForms } from './lexicon/assignment.js'
import { moveParticiples } from './lexicon/moves.js'
import { dateNouns } from './lexicon/date-nouns.js'

// "for the treatment of " in "Ostrelva for the treatment of chronic pruritus"; also "as a potential therapy for ", "as a
// second-line treatment for " (a hyphenated line of therapy), "indicated for ".
const INDICATION = new RegExp(
  String.raw`\b(?:for\s+the\s+(?:proposed\s+|potential\s+)?(?:${intents('treatment', 'prevention', 'management', 'reduction')}|maintenance\s+treatment)\s+of|${labelScopes('indication')}\s+of\s+(?:the\s+)?${intents('treatment', 'prevention')}\s+of|for\s+(?:use\s+in|patients\s+with|treating)|as\s+(?:a|an)\s+(?:potential\s+|new\s+|investigational\s+|add-on\s+)?(?:[\w-]+\s+)?(?:treatment|therapy)\s+${closedWords('for', 'of', 'in')}|indicated\s+(?:in\s+[\w\s]{0,30}?)?for(?:\s+the\s+treatment\s+of)?|in\s+(?:adults?|children|patients)\s+with)\s+`,
  'gi',
)
// " with a PDUFA" in "for the treatment of chronic pruritus (CP) with a PDUFA date of D": where it ends; "(CP)" does not end it.
const INDICATION_END = new RegExp(
  String.raw`(?:,\s|;|\n|\.\s|\.$|\s\((?!["A-Za-z0-9-]{1,12}\))|\s+(?:and\s+has|and\s+the|and\s+will|and\s+(?:${givingForms('assigned', 'set', 'granted', 'issued', 'scheduled', 'established')}|${moveParticiples(['extend'])}|${approvingForms('approved')}|accepted)\b|who\s+(?:are|have)|${closedWords('which', 'that', 'under', 'was', 'is', 'has', 'have', 'had', 'by', 'from')}|with\s+(?:a|an)\s+(?:${dateNouns('prescription', 'pdufa', 'target')}|priority)|to\s+the|on\s+top|in\s+combination|compared))`,
  'i',
)

/** Where the indication is stated, right after "for the treatment of" and its variants (offsets into `text`). */
export function findIndicationSpan(text: string): { start: number; end: number } | null {
  INDICATION.lastIndex = 0
  const m = INDICATION.exec(text)
  if (m === null) return null
  const start = m.index + m[0].length
  const rest = text.slice(start, start + 240)
  const end = INDICATION_END.exec(rest)
  let length = end === null ? rest.length : end.index
  while (length > 0 && /\s/.test(rest[length - 1] ?? '')) length--
  return length >= 3 && length <= 200 ? { start, end: start + length } : null
}

/**
 * In a sentence with several dates ("a PDUFA date of D1 for X for the treatment of A and a PDUFA date of D2 for X for the
 * treatment of B"), the indication written between this date and the next, else between the previous date and this one.
 */
function ownIndication(doc: Document, candidate: Candidate): string | null {
  const span = candidate.dateSpan
  if (span === undefined) return null
  const days = datesOf(doc, candidate.sentence).filter((d) => d.precision === 'day')
  if (days.length < 2) return null
  const sentence = doc.sentences[candidate.sentence]!
  const text = doc.sentenceTexts[candidate.sentence] ?? ''
  const next = days.find((d) => d.start >= span.end)?.start ?? text.length
  const previous = [...days].reverse().find((d) => d.end <= span.start)?.end ?? 0
  const original = (from: number, to: number) =>
    doc.text.slice(sentence.start + from, sentence.start + to).replace(/\s+/g, ' ')
  // "... a PDUFA date of D1; the PDUFA date for the B indication is D2": the words after D1 open the next date's own
  // clause (a clause break, then a date noun), so its indication is D2's; D1's is read before it.
  const opensNextDate = next < text.length && NEXT_DATE_CLAUSE.test(text.slice(span.end, next))
  for (const [from, to] of [
    ...(opensNextDate ? [] : [[span.end, next] as const]),
    [previous, span.start] as const,
  ]) {
    const found = findIndicationSpan(text.slice(from, to))
    if (found !== null) return original(from + found.start, from + found.end)
  }
  // Shorter forms a list of dates takes: "D1 (atopic dermatitis) and D2 (prurigo nodularis)", "the goal date in melanoma
  // is D1, and in thyroid cancer it is D2".
  const after = opensNextDate ? null : DATE_THEN_INDICATION.exec(text.slice(span.end, next))
  const disease = after?.[1] ?? after?.[2]
  // "D3 (tavolimab)": a drug's name in the parentheses is the item's drug, not its indication.
  const isDrugName = (words: string) =>
    doc.lexicon.entityNames.some((names) =>
      names.some((n) => n.toLowerCase() === words.toLowerCase()),
    )
  if (after !== null && disease !== undefined && !isDrugName(disease)) {
    const start = span.end + after.index + after[0].lastIndexOf(disease)
    return original(start, start + disease.length)
  }
  const lead = text.slice(previous, span.start)
  const before = INDICATION_THEN_DATE.exec(lead) ?? INDICATION_THEN_ASSIGNED_DATE.exec(lead)
  if (before !== null) {
    const start = previous + before.index + before[0].indexOf(before[1]!)
    return original(start, start + before[1]!.length)
  }
  return null
}

/**
 * A disease right after a date of a list: in parentheses (lower-case words, not an application), or after "for" or "in"
 * as lower-case words up to an acronym ("D1 for first-line NSCLC and D2 for adjuvant NSCLC", "D1 in atopic dermatitis
 * and D2 in prurigo nodularis"; a mixed-case name after "for" is a product, not an indication).
 */
const DATE_THEN_INDICATION =
  /^\s*(?:\(((?!(?:pdufa|s?nda|s?bla|the\s+)\b)[a-z][a-z' -]{2,58}[a-z])\)|(?:for|in)\s+(?!the\b)((?:(?!and\b)[a-z][\w-]*\s+){0,3}(?:[A-Z]{2,6}\b|(?!and\b)[a-z][\w-]*[a-z]))(?=\s+and\b|\s*[,.;]|\s*$))/
/** "in melanoma is", "in thyroid cancer it is", "for the pediatric indication is": the item's indication before its date. */
const INDICATION_THEN_DATE = new RegExp(
  String.raw`\b(?:in|for)\s+((?!the\s+(?:${usAgencyNouns('fda')}|nda|bla)\b)[a-z][A-Za-z' -]{2,50}?)\s+(?:it\s+)?(?:is|was|will\s+be)\s*$`,
)
/** "granted Priority Review for β-thalassemia and assigned a PDUFA date of": the use the date was assigned for. */
const INDICATION_THEN_ASSIGNED_DATE = new RegExp(
  String.raw`\b(?:in|for)\s+((?!the\s+(?:${usAgencyNouns('fda')}|nda|bla|${productNouns('treatment')})\b)[^\s,;()][^,;()]{2,60}?)\s+and\s+(?:was\s+)?(?:${participlesOf('assign', 'set', 'give', 'grant')})\s+(?:an?|the)\s+[^,;]{0,40}?\bdate\s+of\s*$`,
  'i',
)

export function indicationFor(doc: Document, candidate: Candidate): string | null {
  const own = ownIndication(doc, candidate)
  if (own !== null) return own
  for (const index of [candidate.sentence, candidate.drug?.sentence]) {
    const found = quotedIndicationOf(doc, index)
    if (found !== null) return found
  }
  return candidate.drug === null ? null : entityIndication(doc, candidate.drug.entity)
}

/**
 * Per text: each sentence's indication (undefined: not read yet) and each drug's first one over the sentences naming it.
 * Every date read asks; a text repeating one drug in thousands of sentences without an indication made each ask read
 * every one of them again (quadratic).
 */
const indicationMemo = new WeakMap<
  Document,
  { bySentence: Array<string | null | undefined>; byEntity: Map<number, string | null> }
>()

function memoOf(doc: Document) {
  let memo = indicationMemo.get(doc)
  if (memo === undefined) {
    memo = { bySentence: [], byEntity: new Map() }
    indicationMemo.set(doc, memo)
  }
  return memo
}

/**
 * "the CD indication", "for the ulcerative colitis (UC) indication of X", "the pediatric indication": an indication named
 * by the words modifying the noun itself, read of a whole sentence with no lead of INDICATION (quotedIndicationOf: a date's
 * sentence, not the words between two dates of a list, where the noun belongs to the next date's clause). Not the words that only
 * say the indication is new or another ("an additional indication", "the proposed indication", "the first indication").
 */
const INDICATION_OPENERS = determiners('the', 'its', 'their', 'a', 'an')
/** A word of an indication's name: an acronym ("CD"), or a word in lower case after its first letter ("Crohn's"), no verb form. */
const INDICATION_NAME_WORD = String.raw`(?!(?:${determiners('the', 'a', 'an', 'its', 'their', 'our', 'this', 'that')}|${closedWords('of', 'for', 'to', 'in', 'with', 'and', 'or', 'by', 'on', 'from')})\b)(?![A-Za-z]+(?:ed|ing)\b)(?:[A-Z]{2,5}|[A-Za-z][a-z'’-]*)`
const NAMED_INDICATION = new RegExp(
  String.raw`\b(?:${INDICATION_OPENERS}|${capitalised(INDICATION_OPENERS)})\s+(?!(?:${addedWords('additional', 'new', 'alternate')}|${labelScopes('expanded', 'supplemental')}|${ordinals('first', 'second', 'third')}|${dateQualifiers('original', 'previous', 'prior', 'initial', 'current')}|${determiners('other', 'this', 'that', 'each', 'any', 'all')}|${productModifiers('proposed')}|${approvingForms('approved')}|${hedgeWords('potential')})\b)((?:${INDICATION_NAME_WORD}\s+){0,3}?${INDICATION_NAME_WORD}(?:\s+\([A-Za-z0-9-]{1,12}\))?)\s+${labelScopes('indication')}\b`,
  'g',
)

/** The indication a sentence names by the noun's modifiers ("the CD indication"), for a sentence with no INDICATION lead. */
function findNamedIndicationSpan(text: string): { start: number; end: number } | null {
  NAMED_INDICATION.lastIndex = 0
  const named = NAMED_INDICATION.exec(text)
  if (named === null) return null
  // "the PDUFA date for the monotherapy indication is D1, while the combination indication has D2": two indications so
  // named, each its own date's; the sentence as a whole names neither.
  if (NAMED_INDICATION.exec(text) !== null) return null
  const start = named.index + named[0].lastIndexOf(named[1]!)
  return { start, end: start + named[1]!.length }
}

/** The indication a sentence names (null for boilerplate, none, or no such sentence). */
function quotedIndicationOf(doc: Document, index: number | undefined): string | null {
  if (index === undefined || doc.boilerplate[index]) return null
  const sentence = doc.sentences[index]
  if (sentence === undefined) return null
  const memo = memoOf(doc)
  const known = memo.bySentence[index]
  if (known !== undefined) return known
  const folded = doc.folded.slice(sentence.start, sentence.end)
  // "The action date for the CD indication remains D": the indication named by the noun's modifiers, when no lead names one.
  const span = findIndicationSpan(folded) ?? findNamedIndicationSpan(folded)
  const found =
    span === null
      ? null
      : doc.text.slice(sentence.start + span.start, sentence.start + span.end).replace(/\s+/g, ' ')
  memo.bySentence[index] = found
  return found
}

/** The first indication named in a sentence that names the drug, in text order. */
function entityIndication(doc: Document, entity: number): string | null {
  const memo = memoOf(doc)
  const known = memo.byEntity.get(entity)
  if (known !== undefined) return known
  let found: string | null = null
  for (const [i, mentions] of doc.lexicon.mentionsBySentence.entries()) {
    if (!mentions.some((m) => m.entity === entity)) continue
    found = quotedIndicationOf(doc, i)
    if (found !== null) break
  }
  memo.byEntity.set(entity, found)
  return found
}
/** A clause break then a decision-date noun: the words after a date that lead to the next date of a list. */
const NEXT_DATE_CLAUSE = new RegExp(
  String.raw`^\s*(?:;|,?\s+(?:${closedWords('and', 'while', 'whereas', 'with')})\b)[^;]{0,120}?\b(?:${DECISION_DATE_NAMES})\b[^;]{0,60}?\bdates?\b`,
  'i',
)

/**
 * "the supplemental BLA in ulcerative colitis", "an sNDA for pediatric patients", "a decision on the ulcerative colitis
 * sBLA": a supplement's indication (the first group, or the second).
 */
const SUPPLEMENT_IN = new RegExp(
  String.raw`\b${closedWords('on', 'for', 'of', 'in')}\s+(?:the\s+|an?\s+)?((?:[a-z][\w'’-]*\s+){1,4}?)s(?:nda|bla)s?\b|\b(?:supplemental\s+(?:new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application|nda|bla)|s(?:nda|bla))\s+(?:\([^)]*\)\s+)?(?:in|for)\s+(?!the\s+treatment\b)([a-z][^,.;()]{2,60}?)(?=\s*(?:[,.;(]|$|\s+${closedWords('with', 'is', 'has', 'was', 'remains', 'under')}\b))`,
  'i',
)
/** "the FDA approved Zelvora for Crohn's disease": the indication of an approval. */
const APPROVED_FOR =
  /\bapprov\w*\s+(?:of\s+)?[A-Za-z][\w-]*(?:\s*\([^)]*\))?\s+(?:for|in)\s+(?!the\s+treatment\b)([^,.;()]{3,80}?)(?=\s*(?:[,.;(]|$|\s+(?:on|and\s+the)\b))/i

/** The indication a sentence names (findIndicationSpan, else `pattern`), lower case, or null. */
function indicationOfSentence(doc: Document, index: number, pattern: RegExp): string | null {
  const sentence = doc.sentences[index]
  if (sentence === undefined) return null
  const text = doc.folded.slice(sentence.start, sentence.end)
  const span = findIndicationSpan(text)
  const match = span === null ? pattern.exec(text) : null
  const found =
    span === null ? (match?.[1] ?? match?.[2] ?? null) : text.slice(span.start, span.end)
  return found === null ? null : found.toLowerCase().replace(/\s+/g, ' ')
}

/** The indication of a supplement a sentence names ("the sBLA in ulcerative colitis"), lower case, or null. */
export function supplementIndicationOf(doc: Document, index: number): string | null {
  return indicationOfSentence(doc, index, SUPPLEMENT_IN)
}

/** The indication of an approval a sentence tells ("approved Zelvora for Crohn's disease"), lower case, or null. */
export function approvedIndicationOf(doc: Document, index: number): string | null {
  return indicationOfSentence(doc, index, APPROVED_FOR)
}

/** Words any indication may share: populations, "disease", determiners. */
const INDICATION_FILLER = new Set(
  'the a an of with in for and or adults adult patients pediatric children people disease diseases disorder syndrome forms form chronic acute moderate severe moderate-to-severe treatment'.split(
    ' ',
  ),
)
/** Two indications, both named, with no content word in common ("crohn's disease" and "ulcerative colitis"), or of two populations. */
export function differentIndications(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false
  // "adults with lupus" and "pediatric lupus": one disease, two populations, two applications.
  const young = (t: string) => YOUNG.test(t)
  const adult = (t: string) => /\badults?\b/.test(t)
  if ((young(a) && adult(b) && !young(b)) || (young(b) && adult(a) && !young(a))) return true
  const words = (t: string) =>
    new Set(t.split(/[\s/-]+/).filter((w) => w.length > 1 && !INDICATION_FILLER.has(w)))
  const first = words(a)
  const second = words(b)
  return first.size > 0 && second.size > 0 && ![...first].some((w) => second.has(w))
}

/** "pediatric", "children", "adolescents": a young population. */
const YOUNG = new RegExp(
  String.raw`\b(?:${populations('pediatric', 'paediatric', 'children', 'child')}|adolescents?|infants?|neonates?)\b`,
)
