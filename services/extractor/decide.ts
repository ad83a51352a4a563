/**
 * The decision step of the extractor: grades each candidate (confidence.ts), attaches application number and indication,
 * passes it through the grounding gate (grounding.ts), marks targets that the text itself supersedes, and keeps one
 * assertion per fact.
 */
import type { Assertion, AssertionKind } from '../../schemas/avro/types.js'
import { gradeRegexExtraction, type ExtractionEvidence } from './confidence.js'
import {
  filerRole,
  findIndicationSpan,
  lapsedTargetSentences,
  withdrawalSentences,
} from './context.js'
import { applyGroundingGate } from './grounding.js'
import { type Candidate, entityOf } from './candidates.js'
import { STANDARD_MOVE_PATTERN } from './earlier-priors.js'
import { type Document, type GroundedDocument, datesOf } from './document.js'
import { daysBetween } from './calendar-days.js'
import { holdEarlierApplicationApprovals } from './outcome-discipline.js'
import { FURTHER_MOVE_VERBS } from './lexicon/moves.js'
import { closedWords } from './lexicon/function-words.js'
import { populations, productNouns } from './lexicon/products.js'
import { DECISION_DATE_NAMES } from './lexicon/date-nouns.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { participlesOf } from './lexicon/assignment.js'
import { reviewKinds } from './lexicon/review.js'

/** "further extended", "further delayed": a later move on top of an earlier one. */
const FURTHER_MOVE = new RegExp(String.raw`\bfurther\s+${FURTHER_MOVE_VERBS}`, 'i')

const DATE_KINDS: ReadonlySet<AssertionKind> = new Set([
  'date_set',
  'resubmission_date_set',
  'date_extended',
])
/** The more specific kind wins when two readings of one date meet. */
const KIND_SPECIFICITY: Readonly<Record<AssertionKind, number>> = {
  date_set: 0,
  resubmission_date_set: 1,
  date_extended: 2,
  crl: 3,
  approval: 3,
}
const CONFIDENCE_RANK = { high: 2, medium: 1, low: 0 } as const

function applicationNumberFor(doc: Document, candidate: Candidate): string | null {
  const usable = doc.applications.filter((a) => a.type !== 'ANDA')
  const within = (start: number, end: number) =>
    usable.find((a) => a.start >= start && a.end <= end)
  const inQuote = within(candidate.quoteStart, candidate.quoteEnd)
  if (inQuote !== undefined) return inQuote.normalized
  if (candidate.drug !== null) {
    const named = doc.sentences[candidate.drug.sentence]
    const inDrugSentence = named === undefined ? undefined : within(named.start, named.end)
    if (inDrugSentence !== undefined) return inDrugSentence.normalized
  }
  const distinct = new Set(usable.map((a) => a.normalized))
  return distinct.size === 1 && doc.lexicon.entityNames.length <= 1 ? [...distinct][0]! : null
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

function indicationFor(doc: Document, candidate: Candidate): string | null {
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

/** The indication a sentence names (null for boilerplate, none, or no such sentence). */
function quotedIndicationOf(doc: Document, index: number | undefined): string | null {
  if (index === undefined || doc.boilerplate[index]) return null
  const sentence = doc.sentences[index]
  if (sentence === undefined) return null
  const memo = memoOf(doc)
  const known = memo.bySentence[index]
  if (known !== undefined) return known
  const span = findIndicationSpan(doc.folded.slice(sentence.start, sentence.end))
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

function toAssertion(
  doc: GroundedDocument,
  candidate: Candidate,
  role: Assertion['role'],
): Assertion {
  const evidence: ExtractionEvidence = {
    hasDate: candidate.date !== null,
    dateWritten: (candidate.date?.written || candidate.date?.yearInferred) ?? false,
    yearInferred: candidate.date?.yearInferred ?? false,
    dateAmbiguous: candidate.date?.ambiguous ?? false,
    held: candidate.held,
    // A name found only in a later sentence is a guess unless it is the text's only drug.
    drugResolved:
      candidate.drug !== null &&
      (candidate.drug.via !== 'next' || candidate.drug.nextIsApplicationObject === true),
    plausible: candidate.plausible,
    indirect: candidate.indirect,
  }
  const grade = gradeRegexExtraction(evidence)
  const assertion: Assertion = {
    kind: candidate.kind,
    drug_name: candidate.drug?.name ?? null,
    indication: indicationFor(doc, candidate),
    application_number: applicationNumberFor(doc, candidate),
    pdufa_date: candidate.date?.iso ?? null,
    prior_date: candidate.prior?.iso ?? null,
    outcome: candidate.kind === 'approval' ? 'approved' : candidate.kind === 'crl' ? 'crl' : null,
    quote: doc.text.slice(candidate.quoteStart, candidate.quoteEnd),
    confidence: grade.confidence,
    authority: 'regex',
    date_confidence: grade.date_confidence,
    publishable: grade.publishable,
    role,
    drug_aliases: candidate.drug?.aliases ?? [],
    reason: grade.reason,
    year_inferred: candidate.date?.yearInferred ?? false,
  }
  if (doc.groundingFolded === null)
    throw new Error(
      'a candidate reached the decision step without the grounding fold the pipeline writes for it',
    )
  return applyGroundingGate(
    doc.text,
    assertion,
    doc.groundingFolded,
    // A numeric date whose order the text decided (resolveDate) states that day.
    candidate.date !== null && !candidate.date.ambiguous,
  )
}

function better(
  a: { assertion: Assertion; candidate: Candidate },
  b: { assertion: Assertion; candidate: Candidate },
): boolean {
  const rank = CONFIDENCE_RANK[a.assertion.confidence] - CONFIDENCE_RANK[b.assertion.confidence]
  if (rank !== 0) return rank > 0
  if ((a.assertion.pdufa_date !== null) !== (b.assertion.pdufa_date !== null))
    return a.assertion.pdufa_date !== null
  if ((a.assertion.prior_date !== null) !== (b.assertion.prior_date !== null))
    return a.assertion.prior_date !== null
  // Of two readings of one extension, the one whose quote says the move was the standard three months.
  const moveA =
    a.assertion.kind === 'date_extended' && STANDARD_MOVE_PATTERN.test(a.assertion.quote)
  const moveB =
    b.assertion.kind === 'date_extended' && STANDARD_MOVE_PATTERN.test(b.assertion.quote)
  if (moveA !== moveB) return moveA
  return a.candidate.quoteStart < b.candidate.quoteStart
}

/**
 * "a PDUFA date of Dec. 4; the PDUFA date for the second indication is April 4, 2026": two indications named apart
 * are two decisions, so the written date of one is no restatement of the year-less date of the other (nor of a
 * year-less date whose sentence names no indication: the written one is set apart by its own).
 */
function otherIndication(a: string | null, b: string | null): boolean {
  return b !== null && (a === null || a.toLowerCase() !== b.toLowerCase())
}

/** One assertion per fact: the same date of one drug read several times, or several readings of one outcome. */
function dedupe(
  items: Array<{ assertion: Assertion; candidate: Candidate }>,
): Array<{ assertion: Assertion; candidate: Candidate }> {
  const groups = new Map<string, Array<{ assertion: Assertion; candidate: Candidate }>>()
  for (const item of items) {
    const { assertion, candidate } = item
    const entity = entityOf(candidate.drug)
    const key = DATE_KINDS.has(assertion.kind)
      ? `date|${entity}|${assertion.pdufa_date ?? `undated:${candidate.sentence}`}`
      : `${assertion.kind}|${entity}`
    // Appended in place: a copy per item is quadratic in a text stating one date many times.
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [item])
    else group.push(item)
  }
  const kept: Array<{ assertion: Assertion; candidate: Candidate }> = []
  for (const group of groups.values()) {
    let best = group[0]!
    for (const item of group.slice(1)) if (better(item, best)) best = item
    const kind = group.reduce<AssertionKind>(
      (k, item) =>
        KIND_SPECIFICITY[item.assertion.kind] > KIND_SPECIFICITY[k] ? item.assertion.kind : k,
      best.assertion.kind,
    )
    kept.push({ ...best, assertion: { ...best.assertion, kind } })
  }
  // A date whose year had to be inferred adds nothing when the same drug's date is written elsewhere in the text.
  return kept.filter(({ assertion, candidate }) => {
    if (!DATE_KINDS.has(assertion.kind) || candidate.date?.written) return true
    return !kept.some(
      (other) =>
        other.candidate.date?.written &&
        DATE_KINDS.has(other.assertion.kind) &&
        entityOf(other.candidate.drug) === entityOf(candidate.drug) &&
        !otherIndication(assertion.indication, other.assertion.indication),
    )
  })
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
  String.raw`\b${closedWords('on', 'for', 'of', 'in')}\s+(?:the\s+|an?\s+)?((?:[a-z][\w'’-]*\s+){1,4}?)s(?:nda|bla)s?\b|\b(?:supplemental\s+(?:new\s+drug\s+application|biologics?\s+license\s+application|nda|bla)|s(?:nda|bla))\s+(?:\([^)]*\)\s+)?(?:in|for)\s+(?!the\s+treatment\b)([a-z][^,.;()]{2,60}?)(?=\s*(?:[,.;(]|$|\s+${closedWords('with', 'is', 'has', 'was', 'remains', 'under')}\b))`,
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

/** Words any indication may share: populations, "disease", determiners. */
const INDICATION_FILLER = new Set(
  'the a an of with in for and or adults adult patients pediatric children people disease diseases disorder syndrome forms form chronic acute moderate severe moderate-to-severe treatment'.split(
    ' ',
  ),
)
/** Two indications, both named, with no content word in common ("crohn's disease" and "ulcerative colitis"), or of two populations. */
function differentIndications(a: string | null, b: string | null): boolean {
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

/** "remains under FDA review", "is still pending": the application of the date's sentence is undecided. */
const STILL_UNDER_REVIEW = new RegExp(
  String.raw`\b(?:remains?|is|are)\s+(?:still\s+)?(?:under\s+(?:${reviewKinds('priority', 'standard', 'fda', 'regulatory')}\s+)*review|pending)\b`,
  'i',
)

/**
 * The decision step: reads the candidates against each other and the text (a lapsed target, a target superseded by an
 * extension or by the decision the text announces), grades each, gates it, and keeps one assertion per fact.
 */
/** "in response to the NDA resubmission": a letter that answers a resubmission. */
const ANSWERS_RESUBMISSION = new RegExp(
  String.raw`\b(?:in\s+response\s+to|${closedWords('regarding', 'concerning', 'for', 'on')})\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:[\w-]+\s+){0,4}?resubmi(?:ssion|tted)\b`,
  'i',
)

/** "pediatric", "children", "adolescents": a young population. */
const YOUNG = new RegExp(
  String.raw`\b(?:${populations('pediatric', 'paediatric', 'children', 'child')}|adolescents?|infants?|neonates?)\b`,
)

export function decide(
  doc: GroundedDocument,
  targets: Candidate[],
  outcomes: Candidate[],
): Assertion[] {
  // Nothing proposed, nothing asserted: what follows only grades and holds candidates (and reads the lexicon to do it).
  if (targets.length === 0 && outcomes.length === 0) return []
  const live = doc.sentenceTexts.filter((_, i) => !doc.boilerplate[i])
  const dated = targets
  // The FDA let the date pass and set none: earlier dates in the text are history, not a target. A sentence that names
  // its drug lapses that drug's dates ("The PDUFA date of D for X no longer applies. Separately, ... Y ... D2": Y's
  // stands); one that names none, every drug's.
  // Boilerplate is read as empty (each sentence is read alone, and an empty one reports nothing): its lapses are dropped
  // anyway, and it is much of a release.
  const lapses = lapsedTargetSentences(
    doc.sentenceTexts.map((text, i) => (doc.boilerplate[i] ? '' : text)),
  ).filter((i) => !doc.boilerplate[i])
  if (lapses.length > 0) {
    const named = lapses.map((i) => doc.lexicon.mentionsBySentence[i] ?? [])
    const all = named.some((mentions) => mentions.length === 0)
    const entities = new Set(named.flat().map((m) => m.entity))
    for (const c of dated)
      if (
        c.kind !== 'date_extended' &&
        (all || (c.drug !== null && entities.has(entityOf(c.drug))))
      )
        c.held = 'lapsed'
  }
  // An application withdrawn: its drug's dates lapse (every drug's, when the sentence names none).
  const withdrawn = withdrawalSentences(doc.sentenceTexts).filter((i) => !doc.boilerplate[i])
  if (withdrawn.length > 0) {
    const named = withdrawn.map((i) => doc.lexicon.mentionsBySentence[i] ?? [])
    const all = named.some((mentions) => mentions.length === 0)
    const entities = new Set(named.flat().map((m) => m.entity))
    for (const c of dated)
      if (all || (c.drug !== null && entities.has(entityOf(c.drug)))) c.held = 'lapsed'
  }
  // "In March we received a CRL for X. ... the FDA set a PDUFA goal date for the Class 2 resubmission": a letter the
  // text's own resubmission of the drug answers is the earlier cycle's, not news; also when the text recalls it after the
  // new date ("... a new PDUFA date of D. Pellham received a complete response letter on July 17, 2025 ..."), dated weeks
  // before the filing.
  const recalled = (o: Candidate) =>
    o.date?.iso != null && doc.reference !== null && daysBetween(o.date.iso, doc.reference) > 14
  // Not a letter "in response to the new drug application resubmission": that is the resubmission's own decision.
  const answersResubmission = (o: Candidate) =>
    ANSWERS_RESUBMISSION.test(doc.sentenceTexts[o.sentence] ?? '')
  for (const o of outcomes)
    if (
      o.kind === 'crl' &&
      o.held === null &&
      !answersResubmission(o) &&
      dated.some(
        (c) =>
          c.kind === 'resubmission_date_set' &&
          c.held === null &&
          (c.sentence > o.sentence || recalled(o)) &&
          entityOf(c.drug) === entityOf(o.drug),
      )
    )
      o.held = 'earlier_cycle'
  holdEarlierApplicationApprovals(doc, dated, outcomes)
  // A decision of an earlier cycle ("received a CRL on its original NDA on D", implausible as news) decides nothing now.
  const decisions = outcomes.filter((o) => !o.indirect && o.held === null && o.plausible)
  const decided = new Set(decisions.map((o) => entityOf(o.drug)))
  const extendedTo = new Map<number, string>()
  // Only a move to a date that can still be the target: "had been extended previously by 3 months to D0" with D0 behind
  // the filing is the history of an earlier cycle.
  for (const c of dated)
    if (c.kind === 'date_extended' && c.held === null && c.plausible && c.date?.iso)
      extendedTo.set(entityOf(c.drug), c.date.iso)
  // "extended from D0 to D1 ... further extended the goal date to D2": a move's new date that a later move replaced.
  for (const c of dated)
    if (
      c.kind === 'date_extended' &&
      c.held === null &&
      dated.some(
        (later) =>
          later !== c &&
          later.kind === 'date_extended' &&
          later.held === null &&
          entityOf(later.drug) === entityOf(c.drug) &&
          later.sentence > c.sentence &&
          (later.prior?.iso === c.date?.iso ||
            FURTHER_MOVE.test(doc.sentenceTexts[later.sentence] ?? '')),
      )
    )
      c.held = 'superseded'
  for (const candidate of dated) {
    const entity = entityOf(candidate.drug)
    // An extended date stays: in a decision release it is the goal date the decision met or missed.
    if (candidate.kind === 'date_extended') continue
    // In a decision release the target date is background; after an extension in the same text, the old date is superseded.
    // Not a date whose own sentence says its application is still under review ("Separately, the sBLA for X in Y remains
    // under FDA review, with a PDUFA date of D"): another application of the drug than the one decided.
    // Nor a date whose sentence names another indication than every decision on the drug ("The FDA approved X for Crohn's
    // disease. The FDA has set a PDUFA date of D for the sBLA in ulcerative colitis."): another application. Indications
    // are read only for a drug the text decides.
    const otherIndication = () => {
      const dateIndication = indicationOfSentence(doc, candidate.sentence, SUPPLEMENT_IN)
      return (
        dateIndication !== null &&
        decisions.every(
          (o) =>
            (entityOf(o.drug) !== entity && entityOf(o.drug) !== -1) ||
            differentIndications(
              indicationOfSentence(doc, o.sentence, APPROVED_FOR),
              dateIndication,
            ),
        )
      )
    }
    if (
      (decided.has(entity) || decided.has(-1)) &&
      !STILL_UNDER_REVIEW.test(doc.sentenceTexts[candidate.sentence] ?? '') &&
      !otherIndication()
    )
      candidate.held ??= 'superseded_by_outcome'
    const newDate = extendedTo.get(entity)
    // A resubmission's goal date after the moved one is the next cycle's, not the date the move replaced.
    const laterCycle =
      candidate.kind === 'resubmission_date_set' &&
      newDate !== undefined &&
      (candidate.date?.iso ?? '') > newDate
    if (newDate !== undefined && candidate.date?.iso !== newDate && !laterCycle)
      candidate.held ??= 'superseded'
  }

  const role = filerRole(live.join(' '))
  const items = [...dated, ...outcomes].map((candidate) => ({
    candidate,
    assertion: toAssertion(doc, candidate, role),
  }))
  return dedupe(items)
    .sort(
      (a, b) =>
        a.candidate.quoteStart - b.candidate.quoteStart ||
        KIND_SPECIFICITY[a.assertion.kind] - KIND_SPECIFICITY[b.assertion.kind],
    )
    .map(({ assertion }) => assertion)
}
