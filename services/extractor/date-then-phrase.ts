/**
 * The date a target phrase binds when the date comes first: "established D as the PDUFA action date", "its Feb. 26
 * PDUFA", "D, the PDUFA target action date", "Extension of D0 PDUFA Date" (a headline: the date the move replaced),
 * "- March 14: PDUFA date for X" (a milestone list), "March 12, 2027 PDUFA date for X NDA" (a headline bullet opened by its
 * date). phrase-bindings.ts asks it for a phrase that bound no date after it.
 */
import type { DateMention } from './dates.js'
import type { Phrase } from './target-phrases.js'
import {
  APPOSITION_END,
  APPOSITION_GAP,
  ATTRIBUTIVE_LEAD,
  BARE_AS_GAP,
  DATE_LABEL_GAP,
  DATE_THEN_PHRASE_COPULA,
  ITEM_START,
  LENGTHENING_OF,
  OWN_TIME_GAP,
  OWN_PRODUCT_AFTER,
  CLAUSE_START,
  MAY_COME,
  SET_AS_LEAD,
  STANDING_AFTER,
} from './phrase-gaps.js'

/** A date mention's own leading article ("the 27 September 2019"). */
const OWN_ARTICLE = /^the\s+(?=\d)/i

/** What a date before its phrase is bound as. */
export interface DateThenPhrase {
  date: DateMention
  strength: 'strong' | 'weak'
  /** The phrase names only the date a move replaced ("Announces Three-Month Extension of D0 PDUFA Date"). */
  replacedOnly: boolean
  /** A move's object under a modal ("may result in an extension of the D PDUFA date"): the date may yet be moved. */
  mayBeMoved: boolean
}

/**
 * The date before `phrase` that it binds, and the strength the binding takes (`phraseStrength`, the phrase's own, unless
 * the shape says otherwise); null when it binds none. Dates in `claimed` are bound already.
 */
export function dateThenPhrase(
  sentence: string,
  dates: readonly DateMention[],
  phrase: Phrase,
  claimed: ReadonlySet<DateMention>,
  phraseStrength: 'strong' | 'weak',
): DateThenPhrase | null {
  const previous = [...dates].reverse().find((d) => d.end <= phrase.start && !claimed.has(d))
  if (previous === undefined) return null
  const gap = sentence.slice(previous.end, phrase.start)
  const copula = DATE_THEN_PHRASE_COPULA
  // "its June 5, 2025 PDUFA date"; in a headline, with no article after a verb of setting or "with": "FDA sets June 5,
  // 2025 PDUFA date", "NDA accepted with June 5, 2025 PDUFA date", "Kestrel Receives June 5, 2025 PDUFA Goal Date".
  // The comma that closes a full date inside a sentence ("its April 17, 2027, PDUFA deadline": the style of the wire
  // and the trade press) stands in that gap only after a written year: "its April 17, PDUFA date" is no such date.
  // A day written first takes its article into the mention ("for the 27 September 2019 PDUFA date": the mention is "the
  // 27 September 2019"), so the determiner that makes the date attributive is the mention's own: read it as the lead, as
  // "for the September 27, 2019 PDUFA date" is read.
  const ownArticle = OWN_ARTICLE.exec(previous.text)
  const attributive =
    (/^\s*$/.test(gap) || (previous.explicitYear && /^,\s{1,2}$/.test(gap))) &&
    ATTRIBUTIVE_LEAD.test(
      sentence.slice(Math.max(0, previous.start - 24), previous.start) + (ownArticle?.[0] ?? ''),
    )
  // "... by June 5, 2025, the PDUFA target action date" / "June 5, 2025 (PDUFA date)".
  const apposition =
    APPOSITION_GAP.test(gap) && APPOSITION_END.test(sentence.slice(phrase.end, phrase.end + 12))
  // "Announces Three-Month Extension of D0 PDUFA Date" (a headline, no article): the date the move replaced. Not
  // under a modal ("may result in an extension of the D PDUFA date" presupposes D standing).
  const movedObject =
    /^\s*$/.test(gap) &&
    LENGTHENING_OF.test(sentence.slice(Math.max(0, previous.start - 40), previous.start))
  const extendedObject =
    movedObject && !MAY_COME.test(sentence.slice(0, previous.start).replace(/\bMay(?=\s+\d)/g, ' '))
  const replacedOnly = extendedObject
  const mayBeMoved = !extendedObject && movedObject
  // "- March 14: PDUFA date for Zelvora" (a milestone list): the date as the item's label, the phrase its entry.
  // Not when the phrase names its own time after it: "4 April 2018 - PDUFA action date in October 2018" (a summary's
  // dateline, then its headline; the month is the goal's, and no day of it is written).
  const labelledItem =
    phrase.kind === 'strong' &&
    DATE_LABEL_GAP.test(gap) &&
    ITEM_START.test(sentence.slice(0, previous.start)) &&
    !dates.some(
      (d) =>
        d.start >= phrase.end &&
        d.start - phrase.end <= 40 &&
        OWN_TIME_GAP.test(sentence.slice(phrase.end, d.start)),
    )
  // "- March 3 PDUFA Date Unchanged" (a headline bullet): the date opening its item, premodifying a phrase said to stand.
  const standingItem =
    phrase.kind === 'strong' &&
    /^\s*$/.test(gap) &&
    ITEM_START.test(sentence.slice(0, previous.start)) &&
    STANDING_AFTER.test(sentence.slice(phrase.end, phrase.end + 60))
  // "March 12, 2027 PDUFA target action date for Velmora NDA", "Velmora NDA under FDA review; March 12, 2027 PDUFA date"
  // (a results release's highlight bullet): the date opening its item or its clause premodifies the phrase, which names
  // its product next or ends the item. Not a month or a year alone (no day: no binding).
  const openingItem =
    phrase.kind === 'strong' &&
    /^\s*$/.test(gap) &&
    (ITEM_START.test(sentence.slice(0, previous.start)) ||
      CLAUSE_START.test(sentence.slice(Math.max(0, previous.start - 4), previous.start))) &&
    OWN_PRODUCT_AFTER.test(sentence.slice(phrase.end, phrase.end + 40))
  // "FDA Sets March 3, 2027 as Action Date for X": a headline's "as" with no article after a verb of setting the date.
  const setAsHeadline =
    phrase.kind === 'strong' &&
    BARE_AS_GAP.test(gap) &&
    SET_AS_LEAD.test(sentence.slice(Math.max(0, previous.start - 24), previous.start))
  const parenthetical =
    /^\s*\(\s*(?:the\s+)?$/i.test(gap) && /^\s*\)/.test(sentence.slice(phrase.end, phrase.end + 3))
  // "velocitide on September 19, 2025 (PDUFA)": the bare act's name in parentheses labels the date before it.
  const labelledByAct = parenthetical && phrase.kind === 'bare'
  if (
    copula.test(gap) ||
    setAsHeadline ||
    attributive ||
    extendedObject ||
    labelledByAct ||
    labelledItem ||
    standingItem ||
    openingItem ||
    ((apposition || parenthetical) && phrase.kind === 'strong')
  ) {
    let strength = phraseStrength
    if (labelledByAct) strength = 'strong'
    // "its Feb. 26 PDUFA" ends the noun phrase there ("a Feb. 26 PDUFA for X." reads as the date); "its Feb. 26
    // PDUFA meeting" goes on to another noun.
    if (attributive && phrase.kind === 'bare')
      strength = /^\s*(?:[.;,)]|for\b|$)/i.test(sentence.slice(phrase.end, phrase.end + 6))
        ? 'strong'
        : 'weak'
    return { date: previous, strength, replacedOnly, mayBeMoved }
  }
  return null
}
