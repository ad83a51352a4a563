/**
 * The target-action-date grammar of one sentence: which date a PDUFA/goal/action-date phrase is bound to,
 * whether the sentence moves that date (extension) and from which date, and in what voice the date is stated.
 *
 * A date is bound to a target phrase only through a connector the grammar knows ("PDUFA date of D",
 * "goal date is D", "established D as the PDUFA date", "PDUFA date: D", "extended the goal date ... to D,
 * from D0", "moved from D0 to D", "the PDUFA date of D0 will be extended ... to D"), never by mere
 * proximity: an advisory-committee date, a submission date or a release date sitting next to the phrase
 * is not its date. A date that the sentence says was replaced is a prior date, never a target.
 */
import { withoutDeniedMoves } from './cues.js'
import { type DateMention } from './dates.js'
import {
  GAP_DISQUALIFIER,
  PARTICIPIAL_ASIDE_ALL,
  RELATIVE_ASIDE,
  clauseStart,
} from './clause-shapes.js'
import type { TargetBinding } from './target-binding.js'
import { matchesOf } from './regexp-matches.js'
import type { TargetReading } from './target-reading.js'
import {
  CLOSED_ASIDE,
  RELATIVE_MOVE_OPENING,
  clauseCore,
  coreFits,
  hasTopicComma,
} from './clause-core.js'
import { frontedEarlierDate, onlyAdjectiveHedge, voiceOf } from './target-voice.js'
import { dateThenPhrase } from './date-then-phrase.js'
import { appositionListPredicate, bindListedDates } from './date-lists.js'
import {
  AGENCY_THEN_MOVE,
  EXTENSION_IN_GAP,
  EXTENSION_VERB_ANY,
  FORMERLY_END,
  FROM_END,
  THEN_TO,
} from './move-verbs.js'
import {
  BARE_HEAD_BEFORE,
  BARE_NAME_HEAD,
  CONNECTOR_END,
  LIST_ITEM_GAP,
  LABEL_GAP,
  SHORT_CONNECTOR,
  COPULA_ON,
  TOLD_ASIDE,
  TELLING_BEFORE,
  PARTICIPLE_TELLING,
  APPOSITION_GAP,
  APPOSITION_END,
  OTHER_EVENT_AFTER,
  NOW_AFTER_FORMERLY,
  NOW_PREDICATE,
  APPOSITION_OPENING,
  LATER_THAN_EARLIER,
  APPOSITION_THEN_PREDICATE,
  STANDING_THEN_STILL,
  ACT_AS_FRAME_BEFORE,
  HEADED_BARE_GAP,
  headsItsPhrase,
  MOVED_BARE_GAP,
  movedObject,
  TO_END,
  dayNamingPeriod,
  FROM_ONLY_END,
} from './phrase-gaps.js'

/** " for X, which the FDA has since moved to D1": a relative clause right after the phrase that moves its date. */
const MOVED_BY_RELATIVE_AFTER = new RegExp(
  String.raw`^[^,;.]{0,80}?${RELATIVE_MOVE_OPENING}\b`,
  'i',
)

/** The dates each target phrase binds, phrase then date or date then phrase, with the voice its clause gives them. */
export function bindPhrases(reading: TargetReading): void {
  const { sentence, dates, cues, phrases, bindings, priorDates, claimed } = reading
  const nextDate = (after: number) => dates.find((d) => d.start >= after)
  // ", which had been D0," is no aside but the replaced date (FORMERLY_END reads it; dates are masked as "x" runs).
  const relativeAsides = [...matchesOf(RELATIVE_ASIDE, sentence)]
    .filter(
      (m) => !/^,\s*which\s+(?:had\s+been|was)\s+(?:(?:previously|originally)\s+)?xx/i.test(m[0]),
    )
    .map((m) => ({
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }))

  // ", as announced on D0,", "(submitted in May 2026)": an aside that tells when the text told or filed something; a date
  // inside it is the telling's, and the phrase's own date comes after it.
  // Every such aside holds a parenthesis or the word "as": most sentences are not scanned for one.
  const toldAsides = (
    sentence.includes('(') || /as/i.test(sentence) ? [...matchesOf(TOLD_ASIDE, sentence)] : []
  ).map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }))

  for (const [index, phrase] of phrases.entries()) {
    // A bare "PDUFA" inside the gap ("target action date under PDUFA is D") does not end the phrase's reach.
    const nextPhraseStart =
      phrases.slice(index + 1).find((p) => p.kind !== 'bare')?.start ?? Number.POSITIVE_INFINITY
    let date: DateMention | null = null
    let prior: DateMention | null = null
    // The phrase names only the date a move replaced ("Extends X PDUFA Date From D0", "Extension of D0 PDUFA Date").
    let replacedOnly = false
    let mayBeMoved = false
    let laterThanEarlier = false
    let strength: 'strong' | 'weak' = phrase.kind === 'strong' ? 'strong' : 'weak'
    let gapText = ''

    // Phrase, then date; a date inside a relative clause in between is the clause's ("the PDUFA date for X, which was
    // granted Breakthrough Therapy designation in 2016, is D"), unless the phrase stands in the same clause ("X, which
    // has a PDUFA date of D, is ...").
    const inAside = (start: number, end: number, r: { start: number; end: number }) =>
      start >= r.start && end <= r.end
    const found = dates.find(
      (d) =>
        d.start >= phrase.end &&
        !relativeAsides.some(
          (r) => inAside(d.start, d.end, r) && !inAside(phrase.start, phrase.end, r),
        ) &&
        !toldAsides.some((r) => r.start >= phrase.end && inAside(d.start, d.end, r)),
    )
    // "a PDUFA goal date in the first quarter of 2027 (March 4, 2027)": the day a period names binds in its place.
    const after = dayNamingPeriod(sentence, found, nextDate) ?? found
    // "on or about D, the PDUFA date, and ... on D2": the phrase in apposition names the date before it, not a later one.
    const before = [...dates].reverse().find((d) => d.end <= phrase.start && !claimed.has(d))
    const appositive =
      before !== undefined &&
      APPOSITION_GAP.test(sentence.slice(before.end, phrase.start)) &&
      APPOSITION_END.test(sentence.slice(phrase.end, phrase.end + 12))
    if (
      !appositive &&
      after !== undefined &&
      after.start < nextPhraseStart &&
      !claimed.has(after)
    ) {
      const gap = sentence.slice(phrase.end, after.start)
      const words = gap.trim().split(/\s+/).filter(Boolean).length
      if (
        phrase.kind === 'strong' &&
        FROM_END.test(gap) &&
        words <= 18 &&
        !GAP_DISQUALIFIER.test(gap)
      ) {
        // "... PDUFA date from D0 to D1": D0 is the replaced date, D1 the target.
        const then = nextDate(after.end)
        if (then !== undefined && THEN_TO.test(sentence.slice(after.end, then.start))) {
          prior = after
          date = then
          gapText = gap + sentence.slice(after.end, then.start)
        } else if (EXTENSION_VERB_ANY.test(sentence.slice(0, phrase.start))) {
          // "FDA Extends X PDUFA Date From D0" (a headline; the new date in the body), "extended the PDUFA date from D0 in
          // order to review ..., with a new action date of D1": D0 is only the replaced date.
          date = after
          gapText = gap
          replacedOnly = true
        }
      } else if (
        phrase.kind === 'strong' &&
        FORMERLY_END.test(gap) &&
        words <= 12 &&
        !GAP_DISQUALIFIER.test(gap)
      ) {
        // "the PDUFA date for X, previously D0, is now D1": D0 in an aside, D1 the predicate's.
        const then = nextDate(after.end)
        if (then !== undefined && NOW_AFTER_FORMERLY.test(sentence.slice(after.end, then.start))) {
          prior = after
          date = then
          gapText = gap + sentence.slice(after.end, then.start)
        } else if (then === undefined && EXTENSION_VERB_ANY.test(sentence.slice(after.end))) {
          // "the PDUFA goal date for X, previously D0, has been extended." (the new date in the next sentence): D0 is
          // only the replaced date.
          date = after
          gapText = gap
          replacedOnly = true
        }
      } else if (
        phrase.kind === 'strong' &&
        /^\s*,\s*$/.test(gap) &&
        /^\s*(?:[.;)]|,\s+for\s|$)/.test(sentence.slice(after.end, after.end + 8))
      ) {
        // The date in apposition, ending the sentence or followed by its purpose: "has set a PDUFA date, November 14,
        // 2025.", "setting a PDUFA date, November 14, 2025, for a decision"
        date = after
        gapText = gap
      } else if (
        phrase.kind === 'strong' &&
        APPOSITION_OPENING.test(gap) &&
        APPOSITION_THEN_PREDICATE.test(sentence.slice(after.end, after.end + 40))
      ) {
        // The date in apposition to the subject, the subject's predicate after it: "the new goal date for X, D, falls
        // three months after the original date" (a predicate measuring it past the earlier date tells a move).
        date = after
        gapText = gap
        laterThanEarlier = LATER_THAN_EARLIER.test(sentence.slice(after.end, after.end + 80))
      } else if (
        phrase.kind === 'strong' &&
        APPOSITION_OPENING.test(gap) &&
        appositionListPredicate(sentence, dates, after)
      ) {
        // A list of dates in apposition to a plural subject, the subject's predicate after it: "Both PDUFA dates, D1 and
        // D2, fall in the second half of 2027". The first date is the phrase's; the continuation below reads the others.
        date = after
        gapText = gap
      } else if (phrase.kind === 'strong' && LIST_ITEM_GAP.test(gap)) {
        // A list of products with their dates: "PDUFA target action dates: Zelvora – D1; Ostrelva – D2".
        date = after
        gapText = gap
      } else if (phrase.kind === 'strong' && STANDING_THEN_STILL.test(gap)) {
        // A standing date restated after the phrase is said to stand: "PDUFA Date Unchanged; Still March 3".
        date = after
        gapText = gap
      } else if (phrase.kind === 'strong' && LABEL_GAP.test(gap)) {
        // A label: "PDUFA date June 5, 2025", "PDUFA Date: June 5, 2025".
        date = after
        gapText = gap
      } else if (phrase.kind === 'bare' && /^\s*[:\u2013(-]?\s*$/.test(gap)) {
        // A label: "PDUFA: October 2, 2025", "PDUFA October 2, 2025", "PDUFA - October 2, 2025".
        date = after
        gapText = gap
        strength = 'strong'
      } else if (
        /\b(?:on|at)\s*$/i.test(gap) &&
        !/\bunchanged\s+at\s*$/i.test(gap) &&
        // "communicated that the PDUFA date ... will be on D": "on" after the phrase's own copula is the date's.
        !COPULA_ON.test(gap) &&
        TELLING_BEFORE.test(sentence.slice(clauseStart(sentence, phrase.start), phrase.start)) &&
        // "..., confirming the PDUFA date on 16 November 2018 to complete its review" (s19 r38): a participle of telling
        // set off after a comma dates no telling by a day with its year (its time is the main clause's); the date is
        // the phrase's.
        !(after.explicitYear && PARTICIPLE_TELLING.test(sentence.slice(0, phrase.start)))
      ) {
        // No binding: the date after "on" belongs to the verb of telling.
      } else if (
        phrase.kind === 'strong'
          ? coreFits(gap.replace(TOLD_ASIDE, ' ')) &&
            CONNECTOR_END.test(gap.replace(TOLD_ASIDE, ' ')) &&
            !GAP_DISQUALIFIER.test(
              gap
                .replace(TOLD_ASIDE, ' ')
                .replace(PARTICIPIAL_ASIDE_ALL, ' ')
                .replace(CLOSED_ASIDE, ' ')
                .replace(RELATIVE_ASIDE, ' '),
            ) &&
            !FROM_ONLY_END.test(gap)
          : SHORT_CONNECTOR.test(gap) ||
            // "The PDUFA for X is D", "Its PDUFA is slated for D": the act's name as a determined head noun takes the
            // predicate a date noun takes.
            // Not the act a thing is under ("the Type A meeting under the PDUFA is scheduled for D").
            (phrase.kind === 'bare' &&
              HEADED_BARE_GAP.test(gap) &&
              BARE_HEAD_BEFORE.test(sentence.slice(0, phrase.start)) &&
              !ACT_AS_FRAME_BEFORE.test(
                sentence.slice(Math.max(0, phrase.start - 12), phrase.start),
              )) ||
            // "PDUFA for Zelvora delayed to D", "Zelvora PDUFA pushed back to D": the act's name heading its phrase
            // (its object after it, or a name or a determiner before it), moved to the date.
            (phrase.kind === 'bare' &&
              MOVED_BARE_GAP.test(gap) &&
              headsItsPhrase(sentence, phrase, gap))
      ) {
        date = after
        gapText = gap
        // "PDUFA" as the head noun of its own phrase ("Zelvora's PDUFA is D", "has a PDUFA of D") is the date.
        if (
          phrase.kind === 'bare' &&
          (BARE_HEAD_BEFORE.test(sentence.slice(0, phrase.start)) ||
            BARE_NAME_HEAD.test(sentence.slice(Math.max(0, phrase.start - 60), phrase.start)) ||
            movedObject(gap))
        )
          strength = 'strong'
        // The phrase's complement (its drug, parentheses, the indication) is measured without what it embeds.
        if (
          phrase.kind === 'strong' &&
          (clauseCore(gap.replace(TOLD_ASIDE, ' ')).length > 100 ||
            hasTopicComma(clauseCore(gap.replace(TOLD_ASIDE, ' '))))
        )
          strength = 'weak'
      }
    }
    // Date, then phrase: "established December 15, 2012 as the PDUFA action date", "its Feb. 26 PDUFA".
    if (date === null) {
      const first = dateThenPhrase(sentence, dates, phrase, claimed, strength)
      if (first !== null) {
        date = first.date
        strength = first.strength
        // "the D0 PDUFA date for X, which the FDA has since moved to D1, ...": the relative clause moved the date before
        // the phrase; D0 is only the replaced date.
        replacedOnly =
          first.replacedOnly || MOVED_BY_RELATIVE_AFTER.test(sentence.slice(phrase.end))
        mayBeMoved = first.mayBeMoved
      }
    }
    if (date === null) continue
    // "a target date of D for the advisory committee meeting": the purpose after the date gives it to another event.
    if (OTHER_EVENT_AFTER.test(sentence.slice(date.end, date.end + 80))) continue
    if (prior === null && date.start >= phrase.end && NOW_PREDICATE.test(gapText)) {
      const fronted = frontedEarlierDate(sentence, dates, phrase.start)
      if (fronted !== null && !claimed.has(fronted)) prior = fronted
    }
    claimed.add(date)
    if (prior !== null) {
      claimed.add(prior)
      priorDates.add(prior)
    }
    if (date.precision !== 'day') {
      reading.inexactTargets++
      continue
    }

    const voice = voiceOf(
      sentence,
      cues,
      phrase,
      gapText,
      gapText === '' ? phrase.end : date.start,
      date.end,
      prior !== null || TO_END.test(gapText),
    )
    if (voice.negated) reading.negatedTargets++
    // "The FDA extended its review of X, moving the expected decision date from D0 to D1": with both dates written and the
    // agency moving them, an adjective on the target noun describes the decision, it does not hedge the move.
    const agencyMovedDescribedDate =
      voice.modal &&
      prior !== null &&
      AGENCY_THEN_MOVE.test(sentence.slice(0, phrase.start)) &&
      onlyAdjectiveHedge(sentence, cues, phrase.start, date.end)
    const binding: TargetBinding = {
      date,
      anchor: { start: phrase.start, end: phrase.end },
      // A move to an earlier date reads strongly only with both dates written ("from D0 to D1").
      strength: voice.role === 'reference' || (voice.advance && prior === null) ? 'weak' : strength,
      role: replacedOnly ? 'prior' : voice.role,
      extension:
        prior !== null ||
        laterThanEarlier ||
        EXTENSION_IN_GAP.test(withoutDeniedMoves(gapText)) ||
        voice.movedTo,
      newModifier: voice.newModifier,
      modal: voice.modal && !agencyMovedDescribedDate,
      hedgedByAdjective: voice.hedgedByAdjective,
      advance: voice.advance,
      lapsed: voice.lapsed,
      pluperfect: voice.pluperfect,
      priorDate: prior,
      ...(mayBeMoved ? { mayBeMoved: true } : {}),
      ...(voice.negated ? { negated: true } : {}),
      ...(phrase.needsProductInSentence === true ? { needsProductInSentence: true } : {}),
    }
    bindings.push(binding)
    // A negated reading ("has not set a PDUFA date of D") is said as such; its phrase binds nothing more.
    if (voice.negated) continue

    bindListedDates(reading, binding, phrase.start, nextPhraseStart)
  }
}
