/**
 * Moves told by the noun of a move premodified by the date it moves ("a PDUFA extension for X from D0 to D1", "the
 * three-month PDUFA date extension, to D1 (from D0)", "X PDUFA goal date extension: D0 to D1"): no verb of moving and no
 * target phrase binds the new date, since the act's name stands before the noun, not after it ("an extension of the
 * PDUFA date to D1" is a phrase's, target-voice.ts). The move's dates are read from the noun's own clause; the noun
 * alone ("requested a PDUFA extension", "a patent term extension to 2031", "the extension study") binds nothing.
 */
import { cueWithin } from './cues.js'
import { type DateMention } from './dates.js'
import { GAP_DISQUALIFIER, clauseStart } from './clause-shapes.js'
import { clauseCore } from './clause-core.js'
import { LENGTHENING_NOUNS } from './lexicon/moves.js'
import { DATE_KINDS, dateNouns } from './lexicon/date-nouns.js'
import { closedWords } from './lexicon/function-words.js'
import { PUBLISHED } from './lexicon/telling.js'
import { REQUESTED, THEN_TO } from './move-verbs.js'
import { matchesOf } from './regexp-matches.js'
import type { TargetReading } from './target-reading.js'

/**
 * "PDUFA extension", "PDUFA date extension", "PDUFA goal date delay", "target action date extension": the noun of a
 * lengthening move whose premodifier is the act or the date it moves (a "term", a "study" or a "review" premodifies
 * nothing this reads).
 */
const MOVE_NOUN = new RegExp(
  String.raw`\b(?:${dateNouns('pdufa')}(?:\s+(?:${DATE_KINDS}))*(?:\s+dates?)?|(?:${DATE_KINDS})(?:\s+(?:${DATE_KINDS}))*\s+dates?)\s+${LENGTHENING_NOUNS}s?\b`,
  'gi',
)

/** From the noun to the replaced date: " for X from ", ", from ", ": " (a label before "D0 to D1"). */
const TO_REPLACED = new RegExp(
  String.raw`^(?:[^;:.]{0,80}?\b${closedWords('from')}\s+(?:the\s+)?(?:original\s+|previous\s+|prior\s+)?(?:date\s+of\s+)?|\s*:\s*)$`,
  'i',
)
/** From the noun to the new date alone: " for X to ", " of three months, until " (the replaced date may follow it). */
const TO_NEW = new RegExp(
  String.raw`^[^;:.]{0,80}?\b${closedWords('to', 'until', 'through')}\s+$`,
  'i',
)

/**
 * " for X, announced on " before a date closed by a comma: the move's own announcement dated in an aside ("The PDUFA
 * extension for X, announced on D0, moved the date to D1"). D0 is when it was told, neither date of the move.
 */
const TOLD_ASIDE_BEFORE = new RegExp(
  String.raw`^(?:\s+for\s+[^,;:.()]{1,60}?)?,\s+(?:${PUBLISHED})\s+(?:on\s+)?$`,
  'i',
)

/** A later day than the other (a lengthening noun puts a date only later: the other order is a misreading). */
function isLater(date: DateMention, than: DateMention): boolean {
  if (date.year === null || than.year === null || date.month === null || than.month === null)
    return false
  return (
    date.year * 400 + date.month * 32 + (date.day ?? 0) >
    than.year * 400 + than.month * 32 + (than.day ?? 0)
  )
}

/** Binds the new date of each move a premodified noun tells, with the replaced date when its clause writes it. */
export function bindMoveNouns(reading: TargetReading): void {
  const { sentence, dates, cues, bindings, priorDates, claimed } = reading
  const nextDate = (after: number) => dates.find((d) => d.start >= after)
  for (const noun of matchesOf(MOVE_NOUN, sentence)) {
    const nounStart = noun.index ?? 0
    const nounEnd = nounStart + noun[0].length
    const clause = clauseStart(sentence, nounStart)
    // "There was no PDUFA extension ...", "did not announce a PDUFA date extension": a move denied.
    if (cueWithin(cues.negations, [clause, nounStart])) continue
    let first = nextDate(nounEnd)
    // The announcement's day in an aside is passed over: the move's dates come after it, the gap read from its close.
    let gapStart = nounEnd
    if (
      first !== undefined &&
      TOLD_ASIDE_BEFORE.test(sentence.slice(nounEnd, first.start)) &&
      /^\s*,/.test(sentence.slice(first.end, first.end + 3))
    ) {
      gapStart = first.end
      first = nextDate(first.end)
    }
    if (first === undefined || first.precision !== 'day') continue
    const gap = sentence.slice(gapStart, first.start)
    let date: DateMention = first
    let prior: DateMention | null = null
    if (TO_REPLACED.test(gap)) {
      const then = nextDate(first.end)
      if (then === undefined || then.precision !== 'day') continue
      if (!THEN_TO.test(sentence.slice(first.end, then.start))) continue
      prior = first
      date = then
    } else if (!TO_NEW.test(gap)) continue
    if (GAP_DISQUALIFIER.test(clauseCore(gap))) continue
    if (prior !== null && !isLater(date, prior)) continue
    if (claimed.has(date) && bindings.every((b) => b.date !== date)) continue
    if (prior !== null) {
      // "X PDUFA date extension: D0 to D1": a phrase that bound the replaced date bound the move's old date.
      const misread = bindings.findIndex((b) => b.date === prior)
      if (misread >= 0) bindings.splice(misread, 1)
      claimed.add(prior)
      priorDates.add(prior)
    }
    claimed.add(date)
    // The noun phrase is the subject as often as the object: "a PDUFA extension to D1 is possible if ...", "any PDUFA
    // extension ... would delay the launch" hedge the move after its dates, up to the sentence's next clause of its own.
    const semicolon = sentence.indexOf(';', date.end)
    const modal =
      REQUESTED.test(sentence.slice(clause, nounStart)) ||
      cues.conditionEnd > nounStart ||
      cueWithin(
        cues.hedges.filter((h) => !h.inAside),
        [clause, semicolon < 0 ? sentence.length : semicolon],
      )
    const existing = bindings.find((b) => b.date === date)
    if (existing !== undefined) {
      existing.extension = true
      existing.modal = existing.modal || modal
      existing.priorDate = existing.priorDate ?? prior
      continue
    }
    bindings.push({
      date,
      anchor: { start: nounStart, end: nounEnd },
      strength: 'strong',
      role: 'current',
      extension: true,
      newModifier: false,
      modal,
      advance: false,
      lapsed: false,
      priorDate: prior,
    })
  }
}
