/**
 * The letters that ended an earlier cycle, so that the goal date of that cycle is background (decide.ts): a complete
 * response letter told after the text's plan to resubmit the same drug's application, dated weeks before the filing
 * and not framed as news, is the cycle the plan answers, held `earlier_cycle` like an earlier application's approval
 * (outcome-discipline.ts); and the approvable or not approvable letter the agency issued before August 2008, no outcome
 * published but the end of its cycle. Apart from outcome-discipline.ts, which holds back approvals, because these are
 * one question (which letter ended a cycle already answered) and the file passed ~400 lines.
 */
import { type Candidate, entityOf } from './candidate-record.js'
import { contextEntity, datesOf, readingOf, type Document } from './document.js'
import { daysBetween } from './calendar-days.js'
import { conditionWords, hedgeWordForms, hedgeWords, intentionForms } from './lexicon/hedges.js'
import { ARTICLES, determiners } from './lexicon/determiners.js'
import { closedWords } from './lexicon/function-words.js'
import { messageNouns, toldPastOrPresent, tellingVerbsOf } from './lexicon/telling.js'
import { partsOfDay } from './lexicon/qualifiers.js'
import { SUPERSEDED_ACTION_LETTER } from './lexicon/letters.js'
import { receiptVerbs } from './lexicon/products.js'

/**
 * "Kestrel expects to resubmit the NDA for X in the fourth quarter", "we plan to resubmit in the first half of 2027": a
 * resubmission the text plans (the lead of intention within the words before it).
 */
const PLANNED_RESUBMISSION = new RegExp(
  String.raw`\b(?:${intentionForms('plan', 'plans', 'planned', 'planning', 'intend', 'intends', 'expect', 'expects', 'aim', 'aims')}\s+to|${closedWords('will')})\s+(?:[\w-]+\s+){0,2}?re-?submi(?:t|ssion)\b`,
  'i',
)
/**
 * "Kestrel has resubmitted its NDA for X", "The NDA for X was resubmitted on May 4": the resubmission told as done, which
 * answers a letter told after it as a plan to resubmit does.
 */
const DONE_RESUBMISSION = new RegExp(
  String.raw`\b(?:${closedWords('has', 'have', 'had', 'was', 'were')})\s+(?:now\s+|been\s+|already\s+)?re-?submitted\b|\bre-?submitted\s+${closedWords('its', 'their', 'our', 'the')}\s+(?:[\w-]+\s+){0,3}?(?:s?nda|s?bla|application)\b`,
  'i',
)
/** "today", "announced", "said", "has received": the letter's sentence tells it as news, or reports it. */
const LETTER_NEWS = new RegExp(
  String.raw`\b(?:today|this\s+${partsOfDay('morning', 'afternoon', 'evening', 'week')}|${toldPastOrPresent(tellingVerbsOf('publishes', 'quotes', 'informs'))}|(?:has|have)\s+(?:now\s+)?received|receives)\b`,
  'i',
)
/** How long before the filing a letter's written day makes it one recalled, not the filing's news (decide.ts's 14 days). */
const RECALLED_AFTER_DAYS = 14

/**
 * "Kestrel expects to resubmit the NDA for X early in the fourth quarter. ... The FDA, however, handed down a complete
 * response letter to the NDA April 30": a letter told after the text's plan to resubmit the same drug, or its
 * resubmission told as done ("has resubmitted its NDA for X ... On February 10, Kestrel received a complete response
 * letter"; a sentence before it; the drug named there too, or named nowhere), in a sentence that does not frame it as news, with a day or a month
 * in its sentence more than two weeks behind the filing: the cycle the plan answers, held `earlier_cycle`. A release
 * telling its letter first ("today announced that it received a CRL ... plans to resubmit") is the letter's news.
 * Returns the letters held so: the goal date of the cycle each ended is background to it (decide.ts).
 */
export function holdLettersRecalledAfterAPlan(
  doc: Document,
  outcomes: readonly Candidate[],
): Candidate[] {
  const held: Candidate[] = []
  if (doc.reference === null) return held
  const reference = doc.reference
  for (const o of outcomes) {
    if (o.kind !== 'crl' || o.held !== null || o.indirect) continue
    const text = doc.sentenceTexts[o.sentence] ?? ''
    if (LETTER_NEWS.test(text)) continue
    const entity = o.drug === null ? null : entityOf(o.drug)
    const planned = doc.sentenceTexts.some(
      (t, i) =>
        i < o.sentence &&
        !doc.boilerplate[i] &&
        (PLANNED_RESUBMISSION.test(t) || DONE_RESUBMISSION.test(t)) &&
        (entity === null ||
          (doc.lexicon.mentionsBySentence[i] ?? []).some((m) => m.entity === entity)),
    )
    if (!planned) continue
    const recalled = datesOf(doc, o.sentence).some((d) => {
      if (d.precision !== 'day' && d.precision !== 'month') return false
      const iso = readingOf(doc, o.sentence, d).behindOfFiling.iso
      return iso !== null && daysBetween(iso, reference) > RECALLED_AFTER_DAYS
    })
    if (recalled) {
      o.held = 'earlier_cycle'
      held.push(o)
    }
  }
  return held
}

/**
 * "Kestrel received an approvable letter from the FDA for X", "the FDA issued a not approvable letter for X on its PDUFA
 * date of D", "an action letter ... that the application is approvable": the agency's action on the application before
 * August 2008. It is no outcome published, but it ended the cycle: the drugs (-1 when the sentence names none) whose goal
 * dates are then background. Not a letter planned, answered ("a complete response to the approvable letter", "resubmitted
 * in response to the approvable letter": a text that reports an answer tells the next cycle, whose date stands), nor one
 * only feared ("could receive an approvable letter").
 */
export function approvableLetterEntities(doc: Document): Set<number> {
  const entities = new Set<number>()
  if (!APPROVABLE_WORD.test(doc.folded)) return entities
  // A text that answers such a letter tells the next cycle: its goal date is the answer's.
  if (doc.sentenceTexts.some((t, i) => !doc.boilerplate[i] && ANSWERED_LETTER.test(t)))
    return entities
  doc.sentenceTexts.forEach((text, i) => {
    if (doc.boilerplate[i] || !ACTION_LETTER_ISSUED.test(text) || LETTER_NOT_ISSUED.test(text))
      return
    entities.add(contextEntity(doc, i))
  })
  return entities
}
const APPROVABLE_WORD = /\bapprovable\b/i
/**
 * "received an approvable letter", "issued a not approvable letter", "an action letter ... the application is approvable",
 * "a letter from the FDA stating that the X application is approvable".
 */
const ACTION_LETTER_ISSUED = new RegExp(
  String.raw`\b(?:${receiptVerbs('received', 'receives', 'gets', 'got')}|receiving|receipt\s+of|issu(?:ed|es|ing)|sent)\s+(?:(?:${ARTICLES}|${determiners('its')})\s+)?${SUPERSEDED_ACTION_LETTER}\b|\b(?:action\s+)?letter\b[^.;]{0,160}?\b(?:is|was)\s+(?:not\s+)?approvable\b|\b(?:deemed|determined)\s+(?:that\s+)?[^.;]{0,60}?\b(?:is\s+|to\s+be\s+)?(?:not\s+)?approvable\b`,
  'i',
)
/** "if the FDA issues an approvable letter", "expects to receive an approvable letter": no letter issued. */
const LETTER_NOT_ISSUED = new RegExp(
  String.raw`\b(?:${conditionWords('if', 'whether')}|${closedWords('could', 'may', 'might', 'would', 'will')}|${hedgeWordForms('expect', 'anticipate', 'believe')}|${hedgeWords('likely', 'possible')})\b[^.;]{0,60}?\bapprovable\b`,
  'i',
)
/** "a (complete) response to the approvable letter", "resubmitted ... approvable letter": the letter answered. */
const ANSWERED_LETTER = new RegExp(
  String.raw`\b(?:${messageNouns('response', 'answer', 'reply')}|respond\w*|resubmi\w+|re-?fil\w+|address\w*)\b[^.;]{0,80}?\b${SUPERSEDED_ACTION_LETTER}\b`,
  'i',
)
