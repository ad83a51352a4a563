/**
 * The replaced date of an extension told in another sentence: a date the text calls the earlier one, or a date it gave
 * the same drug before (or just after) the move; else, for a move that writes no replaced date, the neighbouring
 * sentence that names the standard move, taken into the quote. Run on the candidates after they are read.
 */
import { citesExtension } from './context.js'
import { daysBetween } from './calendar-days.js'
import { type Document, contextEntity, datesOf } from './document.js'
import { conditionWords } from './lexicon/hedges.js'
import { modalsOf } from './lexicon/modals.js'
import { STANDARD_MOVE } from './lexicon/moves.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import {
  type Candidate,
  type PriorMention,
  priorBefore,
  targetPlausible,
} from './candidate-record.js'

/** How many sentences after a move a date the text gives the same drug may be the date it replaced. */
const LATER_TARGET_REACH = 4
/**
 * A date a few days before the new one is that date adjusted ("extended to May 28. Due to the holiday weekend, the
 * action date will be May 25"), not the date a move replaced: the FDA moves a goal date by months.
 */
const MIN_MOVE_DAYS = 28

/** "now", "new", "revised": the sentence tells its date as the one that replaced another. */
const NOW_OR_NEW = new RegExp(
  String.raw`\b${dateQualifiers('now', 'new', 'revised', 'updated')}\b`,
  'i',
)

/** Extensions whose previous date sits in an earlier sentence ("originally had ... July 6, 2018. ... changed the action date to ..."). */
export function attachEarlierPriors(
  doc: Document,
  candidates: Candidate[],
  priors: readonly PriorMention[],
): void {
  // A date set for the same drug just before the extension ("The FDA set a PDUFA date of D0. ... extended the PDUFA date to D1").
  const earlierTargets: PriorMention[] = candidates
    .filter(
      (c) =>
        c.kind !== 'date_extended' && c.drug !== null && c.date?.written && c.date.iso !== null,
    )
    .map((c) => ({ sentence: c.sentence, date: c.date!, entity: c.drug!.entity }))
  for (const candidate of candidates) {
    // "The FDA now expects to act by D1. A decision had previously been expected by D0.": a date the text tells as the
    // current one ("now", "new") beside a date it calls the earlier one, for the same drug, is the moved date (also in
    // one sentence: "an extension of the D0 PDUFA date; the agency now expects to act by D1").
    if (
      candidate.kind === 'date_set' &&
      candidate.prior === null &&
      candidate.date?.iso != null &&
      candidate.held === null &&
      priors.some(
        (p) =>
          // "now", "new" on the date; or the sentence right before moved the date it calls replaced ("The FDA extended the
          // D0 goal date for X. The agency expects to complete its review by D1.").
          (NOW_OR_NEW.test(doc.sentenceTexts[candidate.sentence] ?? '') ||
            (p.sentence === candidate.sentence - 1 &&
              citesExtension(doc.sentenceTexts[p.sentence] ?? ''))) &&
          Math.abs(p.sentence - candidate.sentence) <= 2 &&
          p.date.iso !== null &&
          p.date.iso < candidate.date!.iso! &&
          daysBetween(p.date.iso, candidate.date!.iso!) <= 200 &&
          (p.entity === null || candidate.drug === null || p.entity === candidate.drug.entity),
      )
    )
      candidate.kind = 'date_extended'
    // "The FDA has extended the action date by three months for the NDA for X. In addition, the FDA has provided an
    // anticipated PDUFA date of D.": the sentence right before told a standard move and wrote no day of its own, so the
    // date the next sentence gives the same drug is the one the move set.
    else if (
      candidate.kind === 'date_set' &&
      candidate.prior === null &&
      candidate.held === null &&
      candidate.date?.iso != null &&
      movedJustBefore(doc, candidate, candidates)
    )
      candidate.kind = 'date_extended'
    // A replaced date told only coarsely ("from the end of the first quarter to D1") leaves the day to another sentence.
    if (
      candidate.kind !== 'date_extended' ||
      candidate.prior?.iso != null ||
      candidate.date?.iso == null
    )
      continue
    const sameDrugTarget = earlierTargets.filter(
      (p) => candidate.drug !== null && p.entity === candidate.drug.entity,
    )
    // A prior said as such, or a date of the same drug, up to two sentences before; a date the same drug was given
    // further back ("accepted the NDA for X with a PDUFA date of D0. <background> The FDA has extended the PDUFA date
    // for X by three months to D1") when it lies within a move's reach (six months) of the new one.
    const farBack = new Set(
      sameDrugTarget.filter(
        (p) =>
          p.sentence >= candidate.sentence - 8 &&
          p.date.iso !== null &&
          p.date.iso < candidate.date!.iso! &&
          daysBetween(p.date.iso, candidate.date!.iso!) <= 200,
      ),
    )
    const earlier = [...priors, ...sameDrugTarget]
      .filter(
        (p) =>
          // A date its own sentence calls the replaced one, beside the move ("an extension of the D0 date; ... D1").
          (p.sentence < candidate.sentence ||
            (p.sentence === candidate.sentence && priors.includes(p))) &&
          (p.sentence >= candidate.sentence - 2 || farBack.has(p)) &&
          p.date.iso !== null &&
          p.date.iso < candidate.date!.iso!,
      )
      .filter(
        (p) => p.entity === null || candidate.drug === null || p.entity === candidate.drug.entity,
      )
      .sort((a, b) => b.sentence - a.sentence)[0]
    // "The FDA extended the PDUFA date for X to D1. The original PDUFA date was D0.": a date the next sentence calls the
    // earlier one (a prior, never a target read again) is the replaced date.
    // Else a date the text gives the same drug a few sentences after the move, a month to a move's reach before its new
    // date ("The extended PDUFA date is D1. ... the FDA had assigned the resubmitted NDA for X a PDUFA date of D0."): the
    // date the move replaced, told as background after the news.
    const later =
      earlier === undefined
        ? (priors.find(
            (p) =>
              p.sentence > candidate.sentence &&
              p.sentence <= candidate.sentence + 2 &&
              p.date.iso !== null &&
              p.date.iso < candidate.date!.iso! &&
              (p.entity === null || candidate.drug === null || p.entity === candidate.drug.entity),
          ) ??
          sameDrugTarget.find(
            (p) =>
              p.sentence > candidate.sentence &&
              p.sentence <= candidate.sentence + LATER_TARGET_REACH &&
              p.date.iso !== null &&
              daysBetween(p.date.iso, candidate.date!.iso!) >= MIN_MOVE_DAYS &&
              daysBetween(p.date.iso, candidate.date!.iso!) <= 200,
          ))
        : undefined
    if (later !== undefined) {
      candidate.prior = priorBefore(later.date, candidate.date!.iso)
      candidate.quoteEnd = doc.sentences[later.sentence]!.end
      candidate.plausible = targetPlausible(candidate.date!, candidate.prior, doc.reference)
      continue
    }
    if (earlier === undefined) {
      widenToStandardMove(doc, candidate, candidates)
      continue
    }
    candidate.prior = priorBefore(earlier.date, candidate.date!.iso)
    candidate.quoteStart = doc.sentences[earlier.sentence]!.start
    candidate.plausible = targetPlausible(candidate.date!, candidate.prior, doc.reference)
  }
}

/** "may extend ... if it deems our response a major amendment": a move the sentence only supposes. */
const MOVE_IN_DOUBT = new RegExp(
  String.raw`\b(?:${conditionWords('if', 'assuming', 'provided that', 'unless', 'should', 'whether')}|${modalsOf('possibility', 'condition')})\b`,
  'i',
)

/**
 * The sentence right before the candidate's tells a standard move that happened ("extended the action date by three
 * months", "deemed a major amendment") and writes no day after the filing's own: no date of its own, so the move's new
 * date is the candidate's. Not when another drug's date is read in either sentence, nor when that sentence holds a
 * candidate of its own (then the move has its date there).
 */
function movedJustBefore(
  doc: Document,
  candidate: Candidate,
  candidates: readonly Candidate[],
): boolean {
  const before = candidate.sentence - 1
  if (
    before < 0 ||
    doc.sentences[before]!.paragraph !== doc.sentences[candidate.sentence]!.paragraph
  )
    return false
  const text = doc.sentenceTexts[before] ?? ''
  if (!STANDARD_MOVE_PATTERN.test(text) || !citesExtension(text) || MOVE_IN_DOUBT.test(text))
    return false
  if (writesDayAfterFiling(doc, before) || toldAsEarlierYear(doc, before)) return false
  // "The FDA extended the review of X by three months. ... a PDUFA date of D for Y": the move was another drug's.
  const movedDrug = contextEntity(doc, before)
  if (movedDrug !== -1 && candidate.drug !== null && movedDrug !== candidate.drug.entity)
    return false
  return !candidates.some(
    (c) =>
      c !== candidate &&
      (c.sentence === before ||
        (c.sentence === candidate.sentence &&
          c.drug !== null &&
          candidate.drug !== null &&
          c.drug.entity !== candidate.drug.entity)),
  )
}

/** "In 2024 the FDA extended the review of X by three months": a move the sentence places in an earlier year is history. */
function toldAsEarlierYear(doc: Document, i: number): boolean {
  const year = doc.reference?.slice(0, 4)
  return (
    year !== undefined &&
    datesOf(doc, i).some((d) => d.precision !== 'day' && d.year !== null && String(d.year) < year)
  )
}

/**
 * The sentence writes a day after the filing's own date, or any day in a text with no date. A day with no year is read
 * in the filing's year ("On February 20, the FDA notified us ...": the notice before the filing).
 */
function writesDayAfterFiling(doc: Document, i: number): boolean {
  return datesOf(doc, i).some((d) => {
    if (d.precision !== 'day') return false
    if (doc.reference === null) return true
    const year = d.year ?? Number(doc.reference.slice(0, 4))
    const iso = `${year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
    return iso > doc.reference
  })
}

/** "by three months", "a three-month extension", "deemed a major amendment": the text names the standard move. */
export const STANDARD_MOVE_PATTERN = new RegExp(STANDARD_MOVE, 'i')
/** How many sentences away from an extension's date a sentence naming its standard move may sit. */
const STANDARD_MOVE_REACH = 2

/**
 * An extension that writes no replaced date, beside a sentence that says the move was the standard one ("The FDA has
 * extended the review by three months. The new PDUFA goal date is D."; "... which the FDA deemed a major amendment"):
 * the quote takes that sentence in, so that whoever reads the quote knows the replaced date (D three months back) as
 * the text tells it. Only a sentence that writes no other day and lies where no other drug's date is read.
 */
function widenToStandardMove(
  doc: Document,
  candidate: Candidate,
  candidates: readonly Candidate[],
): void {
  if (STANDARD_MOVE_PATTERN.test(doc.text.slice(candidate.quoteStart, candidate.quoteEnd))) return
  const at = candidate.sentence
  const otherDrugBetween = (from: number, to: number) =>
    candidates.some(
      (c) =>
        c.sentence >= from &&
        c.sentence <= to &&
        c.drug !== null &&
        candidate.drug !== null &&
        c.drug.entity !== candidate.drug.entity,
    )
  const [month, day] = [
    Number(candidate.date!.iso!.slice(5, 7)),
    Number(candidate.date!.iso!.slice(8, 10)),
  ]
  // A day other than the extension's own that may be a replaced date ("from D0"): then the text writes the replaced
  // date, and the standard move is no reading of it. The release's own date and days before it (a dateline, an earlier
  // letter) replace nothing pending.
  const writesOtherDay = (i: number) =>
    datesOf(doc, i).some((d) => {
      if (d.precision !== 'day' || (d.month === month && d.day === day)) return false
      if (d.year === null || doc.reference === null) return true
      const iso = `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
      return iso > doc.reference
    })
  for (const step of [-1, 1, -2, 2]) {
    const i = at + step
    if (i < 0 || i >= doc.sentences.length || step > STANDARD_MOVE_REACH) continue
    if (!STANDARD_MOVE_PATTERN.test(doc.sentenceTexts[i] ?? '') || writesOtherDay(i)) continue
    if (otherDrugBetween(Math.min(at, i), Math.max(at, i))) continue
    if (i < at) candidate.quoteStart = Math.min(candidate.quoteStart, doc.sentences[i]!.start)
    else candidate.quoteEnd = Math.max(candidate.quoteEnd, doc.sentences[i]!.end)
    return
  }
}
