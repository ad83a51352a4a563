/**
 * Candidate readings of a document's sentence targets: the dates bound by the grammar of a sentence (sentence-targets.ts),
 * each with its drug (a list paired with its products is list-pairing.ts), its dates, its plausibility against the filing
 * date and what the grammar holds against it (`held`; whose fact it is, ownership.ts). The candidate record is declared
 * in candidate-record.ts; a table's "PDUFA date" column is table-candidates.ts, outcomes are outcome-candidates.ts, and an extension's
 * replaced date told in another sentence is earlier-priors.ts. Nothing here decides what is published: decide.ts does.
 */
import { citesExtension, reportsResubmission } from './context.js'
import { isNotAPdufaMatter, onlyAnotherProgramme } from './other-programmes.js'
import { resubmittedEntities } from './resubmitted-drugs.js'
import {
  type Candidate,
  type PriorMention,
  entityOf,
  priorBefore,
  targetPlausible,
} from './candidate-record.js'
import { deniedDeadlines, mayDenyDeadline, reviewRunsPast } from './lapsed-deadlines.js'
import { findTargetDates, mayBindTargetDates } from './sentence-targets.js'
import {
  agencyOfAnotherCountry,
  tellsAcceptance,
  tellsApplicationReview,
  tellsApplicationUnderReview,
  tellsApprovalSought,
} from './agency-review.js'
import { agencyMoveShortlyBefore, movedJustBefore } from './moved-before.js'
import { beforeAToldEvent, toldAsPast } from './told-as-past.js'
import { contrastedEarlierDate } from './contrast-priors.js'
import {
  type Document,
  type DatedText,
  type TargetProposal,
  coinedOf,
  contextEntity,
  datesOf,
  drugOfTarget,
  takenFromAnotherSentence,
  readingOf,
} from './document.js'
import { holdReasonOf, kindOf } from './target-rules.js'
import { rowOfAnother } from './ownership.js'
import { calendarRowBinding } from './calendar-blocks.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { applicationNouns } from './lexicon/applications.js'
import { applicationAcronyms } from './lexicon/applications.js'
import { productNouns } from './lexicon/products.js'
import {
  impliedList,
  meetingsInList,
  otherDrugsOfEach,
  respectiveCoinedNames,
  respectiveDrugs,
  respectiveFormItems,
  formItemsBeforeDates,
} from './list-pairing.js'

const appliesTo = (entities: ReadonlySet<number>, entity: number) =>
  entities.has(entity) || entities.has(-1) || (entity === -1 && entities.size > 0)

/** A move of the drug told within six sentences before, and no resubmission or letter told after that move. */
function extensionSinceResubmission(doc: Document, sentence: number, entity: number): boolean {
  let moved = -1
  for (let i = Math.max(0, sentence - 6); i < sentence; i++)
    if (
      !doc.boilerplate[i] &&
      citesExtension(doc.sentenceTexts[i] ?? '') &&
      // Any drug the move's sentence names ("extended the review of X and of Y"); a sentence that names none moves its
      // topic's, or every drug's when it speaks of several ("extended the review of its gene therapies").
      ((doc.lexicon.mentionsBySentence[i] ?? []).some((m) => m.entity === entity) ||
        ((doc.lexicon.mentionsBySentence[i] ?? []).length === 0 &&
          (appliesTo(new Set([contextEntity(doc, i)]), entity) ||
            SEVERAL_PRODUCTS.test(doc.sentenceTexts[i] ?? ''))))
    )
      moved = i
  if (moved < 0) return false
  for (let i = moved + 1; i < sentence; i++) {
    const text = doc.sentenceTexts[i] ?? ''
    if (reportsResubmission(text) || /\bcomplete\s+response\b|\bCRL\b/.test(text)) return false
  }
  return true
}

/** "its gene therapies", "the NDAs": a sentence that speaks of several products or applications. */
const SEVERAL_PRODUCTS = new RegExp(
  String.raw`\b(?:${applicationNouns('applications')}|${productNouns('therapies', 'products', 'candidates', 'drugs')}|${applicationAcronyms('nda', 'bla')}s)\b`,
  'i',
)

const PDUFA_NAMED = /\bpdufa\b|prescription\s+drug\s+user\s+fee/i
/** Where a sentence's clauses part: a semicolon, or a comma before a coordinating conjunction. */
const CLAUSE_SPLIT = new RegExp(
  String.raw`;|,\s+${closedWords('and', 'but', 'while', 'whereas')}\s`,
  'i',
)
const CLAUSE_SPLIT_ALL = new RegExp(CLAUSE_SPLIT.source, 'gi')
/** The clause of a sentence (between CLAUSE_SPLIT boundaries) that holds `offset`. */
function clauseHolding(text: string, offset: number): string {
  let start = 0
  for (const m of matchesOf(CLAUSE_SPLIT_ALL, text)) {
    const at = m.index ?? 0
    if (at >= offset) return text.slice(start, at)
    start = at + m[0].length
  }
  return text.slice(start)
}

/** The part of a sentence between semicolons that holds `offset`. */
/** The clause holding an offset: between semicolons, and apart from a contrasting ", while ..." / ", whereas ...". */
function clauseAround(text: string, offset: number): string {
  const breaks = [...matchesOf(/;|,\s+(?:while|whereas)\b/gi, text)].map((m) => m.index ?? 0)
  const start = Math.max(0, ...breaks.filter((b) => b < offset))
  const end = Math.min(text.length, ...breaks.filter((b) => b > offset))
  return text.slice(start, end)
}

/**
 * The target proposals layer: per sentence, the dates the grammar binds to a target phrase, an extension verb or a
 * decision frame (sentence-targets.ts), before any drug is read. Most sentences are passed over by their words alone.
 */
export function proposeTargets(doc: DatedText): Array<TargetProposal | undefined> {
  const proposals: Array<TargetProposal | undefined> = []
  // A text about another programme's application only (a biosimilar's goal date, a generic's), naming no PDUFA
  // application anywhere: no date of it is a PDUFA date, even in a sentence that names no programme. Asked once.
  let anotherProgramme: boolean | undefined
  doc.sentences.forEach((_, i) => {
    const text = doc.sentenceTexts[i] ?? ''
    // A sentence without a target phrase or an extension verb binds no date: its dates are not looked for here.
    if (doc.boilerplate[i]) return
    // A calendar row's date cell beside the agency's decision on a product (calendar-blocks.ts).
    const row = calendarRowBinding(text, datesOf(doc, i), doc.sentenceTexts, i)
    if (row !== null) return void (proposals[i] = { dates: datesOf(doc, i), bindings: [row] })
    if (!mayBindTargetDates(text)) return
    // A sentence without dates binds none: asked first, the cheaper test (the tests below have no effect but their answer).
    const dates = datesOf(doc, i)
    if (dates.length === 0) return
    // Another programme's matter (an ANDA, a GDUFA date) rules the sentence out, unless the sentence also gives a PDUFA
    // date in a clause of its own: then only the clauses of the other programme are out.
    const otherProgramme = isNotAPdufaMatter(text)
    if (otherProgramme && !(PDUFA_NAMED.test(text) && CLAUSE_SPLIT.test(text))) return
    if ((anotherProgramme ??= onlyAnotherProgramme(doc.text))) return
    // The sentence right before telling the FDA's review of an application ties a bare "target date" to it; so does one
    // telling the sponsor seeking the FDA's approval ("Kestrel seeks FDA approval for X. A decision is expected on D.").
    const before = i > 0 && !doc.boilerplate[i - 1] ? (doc.sentenceTexts[i - 1] ?? '') : null
    // "The EMA validated the MAA. The agency is scheduled to complete its review by D": another country's agency.
    if (agencyOfAnotherCountry(text, before)) return
    const reviewBefore =
      before !== null && (tellsApplicationReview(before) || tellsApprovalSought(before))
    // "An NDA for X from Kestrel Bio is under review ...": no agency named, the context only of a decision on the product
    // described ("A decision on the oral kinase inhibitor is due D", decision-frames.ts).
    const underReviewBefore = before !== null && tellsApplicationUnderReview(before)
    // The sentence right before binding a goal date of its own (a roundup's rows): the context an awaited decision takes.
    // So is the agency's move of the decision told as done a few sentences before, with no date of its own ("The FDA has
    // delayed its decision on X. [why] Kestrel is now expecting a ruling by D", moved-before.ts).
    const datedBefore =
      (i > 0 && (proposals[i - 1]?.bindings.length ?? 0) > 0) || agencyMoveShortlyBefore(doc, i)
    // ... and its acceptance of it: the context a bare "the review clock ends on D" takes.
    const acceptedBefore = reviewBefore && tellsAcceptance(doc.sentenceTexts[i - 1] ?? '')
    const { bindings: all } = findTargetDates(
      text,
      dates,
      reviewBefore,
      datedBefore,
      acceptedBefore,
      underReviewBefore,
    )
    const bindings = otherProgramme
      ? all.filter((b) => !isNotAPdufaMatter(clauseHolding(text, b.date.start)))
      : all
    proposals[i] = { dates, bindings }
  })
  return proposals
}

export function targetCandidates(doc: Document): {
  candidates: Candidate[]
  priors: PriorMention[]
} {
  // Asked only of a date that no move of its own sentence explains (most texts bind no date at all).
  let resubmitted: Set<number> | undefined
  const candidates: Candidate[] = []
  const priors: PriorMention[] = []
  doc.sentences.forEach((sentence, i) => {
    const proposal = doc.targetProposals[i]
    if (proposal === undefined) return
    const text = doc.sentenceTexts[i] ?? ''
    const { bindings } = proposal
    const current = bindings.filter((b) => b.role !== 'prior' && b.negated !== true)
    // "the advisory committee meeting and the PDUFA date for X on D1 and D2": the meeting's date is none of X's.
    const meetings = meetingsInList(text, current)
    const listed = current.filter((b) => meetings?.meeting.has(b) !== true)
    // A list of products named by substance and dosage form ("X injection, Y oral suspension, and Z injection ...
    // respectively") pairs first: the lexicon may read only some of its items.
    const formItems = formItemsBeforeDates(doc, i, listed)
    const respective =
      respectiveFormItems(doc, i, listed) ??
      respectiveDrugs(doc, i, listed, meetings !== null) ??
      respectiveCoinedNames(doc, i, listed)
    // "respectively" over dates that cannot be paired with the several products around them (three names, two dates):
    // no date is given to one product by proximity; each stays held as no_drug. One product with two dates (two
    // indications, "respectively") keeps them.
    // The same for a list read as an implicit "respectively" (plural dates written one after the other) whose products
    // do not pair with its dates: a held date is better than every date given to one product.
    const implied = respective === null ? impliedList(text, listed) : null
    const unpaired =
      meetings?.unreadable === true ||
      // Such a list of another length than the dates' ("X injection and Y injection ... D1, D2 and D3, respectively").
      (respective === null && formItems !== null) ||
      (respective === null &&
      listed.length >= 2 &&
      (/\brespectively\b/i.test(text) || implied !== null || meetings !== null)
        ? new Set(
            ((doc.lexicon.mentionsBySentence[i] ?? []).length > 0
              ? doc.lexicon.mentionsBySentence[i]!
              : /\brespectively\b/i.test(text) || implied?.refersBack === true
                ? (doc.lexicon.mentionsBySentence[i - 1] ?? [])
                : []
            ).map((m) => m.entity),
          ).size >= 2
        : false)
    for (const [k, binding] of bindings.entries()) {
      if (meetings?.meeting.has(binding) === true) continue
      const reading = readingOf(doc, i, binding.date)
      const date =
        toldAsPast(text, binding) || beforeAToldEvent(doc, reading, binding.date)
          ? reading.behind
          : reading.ahead
      // A "respectively" pairing first, else the drug the drugs layer gives the date, else the coined word near it.
      const resolved = drugOfTarget(doc, i, k)
      const fromAnother = takenFromAnotherSentence(doc, i)(resolved)
      const own = fromAnother ? coinedOf(doc, i, 'own') : null
      // A roundup's row whose own product no slot read ("Y Bio is expecting a decision on D2 to expand the use of
      // Zelvora"), after a row that binds its own product's date: that product is another row's, so the date stays held
      // (no_drug), never given to the row before.
      const anotherRow =
        resolved !== null &&
        resolved.sentence !== i &&
        own === null &&
        rowOfAnother(doc, i, resolved, binding.date.end)
      const drug =
        unpaired || anotherRow
          ? null
          : (respective?.get(binding) ?? own ?? resolved ?? coinedOf(doc, i, 'near'))
      // A date the sentence calls earlier ("the original PDUFA date was D") is said as `prior`, never published; a later
      // move in the text may take it as its previous date.
      // "had previously set D0 for X, but a decision is now expected by D1": D0 is the replaced date, a prior only (also
      // when only the pluperfect told it as earlier, which otherwise still stands).
      const contrasted =
        (binding.role !== 'prior' || binding.pluperfect === true) &&
        contrastedEarlierDate(text, binding.date, datesOf(doc, i))
      if (binding.role === 'prior' || contrasted)
        priors.push({ sentence: i, date, entity: drug?.entity ?? null })
      if (contrasted) continue
      const prior =
        binding.priorDate === null
          ? null
          : priorBefore(readingOf(doc, i, binding.priorDate).ahead, date.iso)
      const entity = entityOf(drug)
      const kind = kindOf({
        binding,
        prior,
        text,
        clause: clauseAround(text, binding.date.start),
        movedSinceResubmission: () => extensionSinceResubmission(doc, i, entity),
        resubmitted: () => appliesTo((resubmitted ??= resubmittedEntities(doc)), entity),
        movedJustBefore: () => !toldAsPast(text, binding) && movedJustBefore(doc, i, entity),
        nextText: doc.sentenceTexts[i + 1] ?? '',
      })
      const candidate: Candidate = {
        kind,
        drug,
        sentence: i,
        quoteStart: sentence.start,
        quoteEnd: sentence.end,
        date,
        prior,
        dateSpan: { start: binding.date.start, end: binding.date.end },
        held: holdReasonOf({ doc, sentence: i, text, binding, kind, drug }),
        plausible: targetPlausible(date, prior, doc.reference, text),
        indirect: false,
        ...(binding.pluperfect === true ? { pluperfect: true } : {}),
      }
      candidates.push(candidate)
      // "accepted the NDAs for X and Y and assigned each a PDUFA date of D": one date, each drug's.
      if (current.length === 1)
        for (const other of otherDrugsOfEach(doc, i, text, drug))
          candidates.push({ ...candidate, drug: other })
    }
  })
  // "The FDA will not be ready to take an action by D. ... In July, the FDA assigned a PDUFA goal date of D": a date
  // the agency said it will not act by has lapsed wherever the text states it again.
  // A denial names its drug or none: then it lapses that date of that drug, else that date of every drug.
  const lapsed = candidates
    .filter((c) => c.held === 'lapsed' && c.date?.iso)
    .map((c) => ({ iso: c.date!.iso!, entities: c.drug === null ? null : [entityOf(c.drug)] }))
  doc.sentenceTexts.forEach((text, i) => {
    // Only a sentence with a denial, or a review said to run past a date, can deny a deadline: most sentences are passed
    // over before their dates are read.
    const runsPast = /\b(?:beyond|past)\b/i.test(text)
    if (doc.boilerplate[i] || !(mayDenyDeadline(text) || runsPast)) return
    const dates = datesOf(doc, i)
    const named = [...new Set((doc.lexicon.mentionsBySentence[i] ?? []).map((m) => m.entity))]
    const denied = deniedDeadlines(text, dates)
    if (runsPast)
      denied.push(...dates.filter((d) => !denied.includes(d) && reviewRunsPast(text, d)))
    for (const date of denied) {
      const iso = readingOf(doc, i, date).ahead.iso
      if (iso !== null) lapsed.push({ iso, entities: named.length > 0 ? named : null })
    }
  })
  for (const candidate of candidates)
    if (
      candidate.held === null &&
      lapsed.some(
        (l) =>
          l.iso === candidate.date?.iso &&
          (l.entities === null ||
            l.entities.includes(entityOf(candidate.drug)) ||
            // The date restated in a sentence that names no product: its drug is only the nearest name.
            (candidate.drug !== null && candidate.drug.sentence !== candidate.sentence)),
      )
    )
      candidate.held = 'lapsed'
  supersedePluperfectDates(doc, candidates)
  return { candidates, priors }
}

/**
 * "The FDA had assigned a PDUFA goal date of D": the tense alone does not replace the date. It is superseded only when
 * the text gives the drug another date or tells its move; a letter (a complete response, a refusal to file) or a
 * resubmission anywhere in the text makes it an earlier cycle's. The text is read for them only when such a date exists.
 */
function supersedePluperfectDates(doc: Document, candidates: Candidate[]): void {
  if (!candidates.some((c) => c.pluperfect === true)) return
  const told = (pattern: RegExp) =>
    doc.sentenceTexts.some((t, i) => !doc.boilerplate[i] && pattern.test(t))
  const letterTold = told(/\bcomplete\s+response\b|\bCRL\b/i)
  const laterCycle =
    told(/\bcomplete\s+response\b|\bCRL\b|\bre-?submi|\brefus\w*\s+to\s+file\b/i) ||
    doc.sentenceTexts.some((t, i) => !doc.boilerplate[i] && reportsResubmission(t))
  const movedDrug = (entity: number) =>
    doc.sentenceTexts.some(
      (t, i) =>
        !doc.boilerplate[i] &&
        citesExtension(t) &&
        appliesTo(new Set([contextEntity(doc, i)]), entity),
    )
  for (const candidate of candidates)
    if (candidate.pluperfect === true && candidate.held === null && letterTold)
      candidate.held = 'superseded_by_outcome'
    else if (
      candidate.pluperfect === true &&
      (laterCycle ||
        movedDrug(entityOf(candidate.drug)) ||
        candidates.some(
          (other) =>
            other.pluperfect !== true &&
            other.date?.iso != null &&
            other.date.iso !== candidate.date?.iso &&
            entityOf(other.drug) === entityOf(candidate.drug),
        ))
    )
      candidate.held = 'superseded'
}
