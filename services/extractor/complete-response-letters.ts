/**
 * Complete response letters (CRLs) told in a sentence as news: the finder (findCompleteResponseLetters) that runs the
 * patterns (crl-patterns.ts), and what makes a match no letter of this cycle to the filer (a condition, a definition, an
 * earlier cycle's letter, one told again, someone else's letter, a market's reaction, an answer to no application).
 * What the other sentences say of a letter already in hand: crl-mentions.ts.
 */
import { ARTICLES, determiners } from './lexicon/determiners.js'
import type { DateMention } from './dates.js'
import { PUBLISHED, toldBase, toldPast } from './lexicon/telling.js'
import { matchesOf } from './regexp-matches.js'
import { mayMatchIn } from './pattern-cues.js'
import { asciiLowerCase } from './name-search.js'
import { closedWords } from './lexicon/function-words.js'
import { conditionWords } from './lexicon/hedges.js'
import { enumerationLetters, romanNumerals } from './lexicon/numbers.js'
import { modalsOf } from './lexicon/modals.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { partsOfDay } from './lexicon/qualifiers.js'
import { approvalKinds, nameKinds } from './lexicon/products.js'
import { companyRoles, legalForms } from './lexicon/company-forms.js'
import { riskVerbForms, topicNouns } from './lexicon/topics.js'
import { companyFigures, marketMoves, otherEvents, PERCENT_FIGURE } from './lexicon/events.js'
import { notProductObjects } from './lexicon/approval-objects.js'
import { hedgeWords } from './lexicon/hedges.js'
import { raisingVerbs } from './lexicon/review.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'
import {
  FDA,
  MAX_EVENTS_PER_SENTENCE,
  type OutcomeEvent,
  decisionDateAfter,
  decisionDateBefore,
  foreignRegulator,
} from './outcome-event.js'
import { deviceDecided } from './name-ends.js'
import {
  LETTER_FORMULA,
  AGENCY_REFUSES,
  CRL_PHRASE,
  LETTER_NAMED_BEFORE,
  CRL_PATTERNS,
} from './crl-patterns.js'

/**
 * The formula's own "could not" ("it could not approve the application in this review cycle"): its negation, no modal
 * doubt; and its "would not", the reported speech of "will not" ("said the FDA would not approve the NDA in its present
 * form", r70).
 */
const FORMULA_NEGATED_ABILITY = /\b(?:could\s+not|couldn['’]t|would\s+not|wouldn['’]t)\b/gi
/**
 * A request a letter answers is no application unless it asks for the product's approval: a complete response letter
 * "in response to its request for accelerated approval of X", "regarding the company's request for \"full approval of
 * X\"" answers the application (s19 r38); a request for a meeting, a designation or a review pace stays another answer's,
 * and so does a request the agency "rejected" (a pathway refused is no letter: `REFUSED_NOT_AN_APPLICATION`).
 */
const NOT_FOR_APPROVAL = String.raw`(?!\s+for\s+["“]?(?:[\w-]+\s+){0,2}?approval\s+${closedWords('of', 'for', 'to')}\b(?!\s+(?:the|its)\s+(?:proposed\s+)?${nameKinds('proprietary', 'trade')}\s+name))`
/**
 * What the agency refuses that is no application: "rejected Norvale's request for a Type A meeting", "has shot down a
 * citizen petition", "turned down the appeal", "rejected the proposed proprietary name" (read right after the verb).
 */
const REFUSED_NOT_AN_APPLICATION = new RegExp(
  String.raw`^\s*(?:[\w'’-]+\s+){0,4}?(?:${notProductObjects('request', 'petition', 'dispute', 'appeal', 'waiver', 'protocol', 'amendment', 'rems', 'ind', 'spa')}|${otherEvents('meeting')}|(?:proposed\s+(?:${nameKinds('proprietary', 'trade')}\s+)?|${nameKinds('proprietary', 'trade')}\s+)name)s?\b`,
  'i',
)
/**
 * A request that is no application's: not one "for accelerated approval of X" (a company's request for the product's
 * approval is its application, and the letter answering it is this cycle's: "received a Complete Response Letter from the
 * FDA in response to its request for “accelerated approval of X”", 2.78.0).
 */
const REQUEST_NOT_FOR_APPROVAL = String.raw`(?!\s+for\s+["“]?(?:(?:${approvalKinds('accelerated', 'full', 'traditional', 'regular', 'marketing', 'conditional')})\s+)?approval\b)`
/**
 * What a letter answers that is no application, right after the letter: "received a complete response letter from the
 * FDA for its request for a Type A meeting", "a CRL regarding the citizen petition". The FDA answers an application with
 * a complete response; a request, a petition or an appeal gets an answer of another kind, and none is this cycle's.
 * A request for the product's approval is its application: "a complete response letter from the FDA in response to its
 * request for \"accelerated approval of X for ...\"" (the trade press quoting the sponsor) answers X's application.
 */
const LETTER_ABOUT_NOT_AN_APPLICATION = new RegExp(
  String.raw`^\s*(?:\(\s*"?crl"?\s*\)\s*)?(?:from\s+(?:the\s+)?${FDA}\s+)?(?:${closedWords('for', 'regarding', 'concerning', 'about', 'on')}|in\s+response\s+to)\s+(?:${closedWords('its', 'the', 'their', 'a', 'an', 'our')}\s+)?(?:[\w'’-]+\s+){0,3}?(?:${notProductObjects('request')}s?\b${NOT_FOR_APPROVAL}${REQUEST_NOT_FOR_APPROVAL}|${notProductObjects('petition', 'dispute', 'appeal', 'waiver')}|${otherEvents('meeting')})s?\b`,
  'i',
)
/**
 * A condition right after the formula, in its clause: "will not approve the NDA for X in its present form unless the
 * company runs another trial" is the agency's stance under a condition, no letter issued.
 */
const CONDITION_AFTER = new RegExp(
  String.raw`^[^.;#]{0,40}?\b${conditionWords('unless', 'if', 'provided that')}\b`,
  'i',
)
/** A condition anywhere before the formula. */
const CONDITION_BEFORE = new RegExp(
  String.raw`\b${conditionWords('if', 'unless', 'assuming', 'provided that', 'should', 'whether')}\b`,
  'i',
)

// "if the FDA issues a CRL", "in response to the CRL", "the previously received CRL": no CRL issued now.
const CRL_TO_ANOTHER = new RegExp(
  String.raw`^s?\s*(?:\([^)]*\)\s*)?(?:to|for)\s+(?:our\s+${companyRoles('partner', 'licensor', 'licensee', 'collaborator')}|(?:\w+\s+)?other\s+${companyRoles('sponsors', 'companies', 'applicants', 'manufacturers')})\b`,
  'i',
)
/**
 * What makes a letter one the filer expects, not one it has: a verb of expectation or belief, a forecast, or the future
 * ("the FDA will issue a CRL") in the clause before the letter.
 */
const ANTICIPATED_LETTER = new RegExp(
  String.raw`\b(?:expect\w*|anticipat\w*|believ\w*|likely|probabl[ey]|predict\w*|foresee\w*|forecast\w*|${closedWords('will', 'shall')}|going\s+to)\b[^.;]*$`,
  'i',
)
/** What puts a part of a year beside a letter on a plan rather than on the letter: "expects to resubmit in 2H 2025". */
const PLAN_BETWEEN = new RegExp(
  String.raw`\b(?:expect\w*|anticipat\w*|plan\w*|intend\w*|aim\w*|target\w*|resubmi\w+|${closedWords('will', 'shall')})\b`,
  'i',
)
const NOT_A_CRL = new RegExp(
  String.raw`\b(?:${conditionWords('if', 'should', 'whether')}|${closedWords('could', 'would', 'may', 'might')}|potential(?:ly)?|${topicNouns('risk', 'risks', 'likelihood')}|${riskVerbForms('risked', 'risking')}|${hedgeWords('possible')}|possibility|in\s+the\s+event|such\s+as|previous(?:ly)?|${dateQualifiers('prior', 'earlier', 'first', 'initial')}|original(?:ly)?|initially|response\s+to|responding\s+to|${closedWords('following', 'after', 'since')}|address(?:es|ed|ing)?|resolv\w+|resubmi\w+)\b`,
  'i',
)
/** One character of a market reaction's clause: no sentence's stop, but the period of a company's legal form ("Shares of
 * Kestrel, Inc. (KSTL) are falling ..."). */
const REACTION_GAP = String.raw`(?:[^.;#]|(?<=\b${legalForms('Inc', 'Corp', 'Ltd')})\.)`
/** The same after the market's move, where the move's own day may stand, masked ("shares fell on Friday after the FDA
 * issued a CRL", "Kestrel fell 30% on May 4 after ..."): the day is the market's, the letter still the day's news. */
const MOVE_GAP = String.raw`(?:[^.;]|(?<=\b${legalForms('Inc', 'Corp', 'Ltd')})\.)`
/**
 * "Shares fell 30% after the FDA rejected X", "received a setback for their drug, X, after the FDA rejected ...": a
 * market's reaction whose "after" (or "following", "in response to") clause holds the letter tells that letter as the
 * day's news; elsewhere those words put the letter in an earlier cycle (NOT_A_CRL). A move with its percentage needs no
 * "shares": the wire's "Kestrel down 12 pct after U.S. FDA declined to approve X", "Kestrel fell 5% after the FDA ..."
 * (a company's figures are no market: "revenue fell 5% after the FDA rejected X" tells an earlier letter).
 */
const MARKET_REACTION_TO = new RegExp(
  String.raw`(?<!\b${companyFigures('revenue', 'revenues', 'sales', 'income', 'earnings', 'margin', 'margins', 'expenses', 'costs', 'profit', 'profits', 'prescriptions')}\s+)\b${marketMoves('fell', 'falls', 'dropped', 'drops', 'plunged', 'plummeted', 'sank', 'tumbled', 'slid', 'slumped', 'tanked', 'down', 'rose', 'jumped', 'soared', 'surged', 'climbed', 'up')}${PERCENT_FIGURE}${MOVE_GAP}{0,80}?\b(?:after|following|in\s+response\s+to)\s+[^.;#]{0,40}$|\b(?:shares?|stock)\b${REACTION_GAP}{0,80}?\b${marketMoves('fell', 'falls', 'dropped', 'drops', 'plunged', 'plummeted', 'sank', 'sink', 'sinks', 'tumbled', 'slid', 'slumped', 'cratered', 'cratering', 'tanked', 'down', 'rose', 'jumped', 'soared', 'surged', 'climbed', 'spiked', 'falling', 'dropping', 'plunging', 'plummeting', 'sinking', 'tumbling', 'sliding', 'slumping', 'tanking', 'rising', 'jumping', 'soaring', 'surging', 'climbing')}\b${MOVE_GAP}{0,80}?\b(?:after|following|in\s+response\s+to)\s+[^.;#]{0,40}$|\b${marketMoves('setback')}\b[^.;#]{0,80}?\bafter\s+[^.;#]{0,40}$`,
  'i',
)
/** The words of an earlier event that a market's reaction reads as the day's news instead. */
const REACTION_CONNECTIVES = /\b(?:after|following|in\s+response\s+to)\b/gi

/** "issues in the CRL", "issues cited by the FDA": the noun "issues", not the verb of a letter. */
const ISSUES_NOUN = new RegExp(
  String.raw`^issues\s+(?:${closedWords('in', 'with', 'of', 'regarding', 'concerning', 'that')}|${raisingVerbs('raised', 'cited', 'identified', 'described', 'outlined', 'listed')}|${toldPast(['note'])}|related|relating)\b`,
  'i',
)
// "A complete response letter is issued when ...": a definition, no event. So is the agency's habit told in the generic
// present with an indefinite letter and its purpose or occasion: "The FDA issues a Complete Response Letter to indicate
// that the review cycle for an NDA is complete" (a release's gloss beside an expected letter, s20 r53); a headline's
// "FDA issues Complete Response Letter to Kestrel" names its addressee, not a purpose, and stays news.
const DEFINITION = new RegExp(
  String.raw`\ban?\s+${CRL_PHRASE}\s+is\b|\b${CRL_PHRASE}s?\s+(?:are|is)\s+(?:issued|a\s+communication|a\s+document)|\b(?:fda|agency)\s+(?:typically\s+|generally\s+)?issues\s+an?\s+${CRL_PHRASE}\s+(?:to\s+${toldBase(['indicate', 'communicate', 'inform'])}|when|after)\b`,
  'i',
)
// "today announced", "has received", "received a CRL from the FDA": the sentence reports the letter as news.
export const CURRENT_FRAME = new RegExp(
  String.raw`\b(?:today|announc\w+|has\s+received|have\s+received|has\s+issued|has\s+been\s+issued|this\s+${partsOfDay('morning', 'afternoon', 'evening', 'week')}|receives|received\s+${ARTICLES}\s+(?:\w+\s+){0,3}${CRL_PHRASE}\s+from\s+the\s+(?:u\.s\.\s+)?(?:fda|food))\b`,
  'i',
)

const TOLD_AGAIN = new RegExp(
  String.raw`\bas\s+(?:previously\s+)?${PUBLISHED}\b|^\s*(?:for\s+(?:example|instance)|in\s+the\s+past)\b|\bremind(?:s|ed)?\s+(?:\w+\s+){0,2}?that\b`,
  'i',
)
/** The subject of the letter is an earlier cycle's application: "the original BLA", "our initial NDA submission". */
const EARLIER_APPLICATION = new RegExp(
  String.raw`\b${dateQualifiers('original', 'initial', 'previous', 'prior', 'earlier', 'first')}\s+(?:s?NDA|s?BLA|new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application|application|submission|review\s+cycle)\b`,
  'i',
)

/** "a complete response to the BLA": the agency's answer to an application, told as a phrase of its own. */
const COMPLETE_RESPONSE_TO = new RegExp(
  String.raw`complete\s+response\s+${closedWords('to', 'regarding', 'for', 'on')}\b`,
  'i',
)
/**
 * "provided that, if (a) the FDA does not approve X by D or (b) the FDA issues a complete response letter for X, then
 * ...": a letter named as one of a condition's lettered or numbered alternatives is supposed, however far before it the
 * condition opens (a clause of a loan or a licence, not news of a letter).
 */
const CONDITION_ALTERNATIVE = new RegExp(
  String.raw`(?:\b${conditionWords('if', 'unless', 'provided that')}|\bin\s+the\s+event(?:\s+that)?)\s*,?\s*\((?:${enumerationLetters('a')}|${romanNumerals('i')}|1)\)[^;]{0,300}?\((?:${enumerationLetters('b', 'c')}|${romanNumerals('ii', 'iii')}|2|3)\)\s*(?:[\w.'’"“”-]+\s+){0,8}$`,
  'i',
)
/** "if", "may", "could" around a letter: one that may come. */
const MAY_OR_IF = new RegExp(
  String.raw`\b(?:${conditionWords('if')}|${modalsOf('possibility', 'condition')})\b`,
  'i',
)
/** "Other companies in this field have received": someone else's letters. */
const OTHER_COMPANIES_HAVE = new RegExp(
  String.raw`\b${determiners('other', 'several', 'many')}\s+${companyRoles('companies', 'sponsors', 'applicants')}\s+(?:in\s+[\w\s]{1,30}?\s+)?${closedWords('have', 'has', 'had')}\s+(?:also\s+)?(?:been\s+)?$`,
  'i',
)

/**
 * `pattern.test(text.slice(0, at))` for the match starts of one sentence, without reading the whole text before each:
 * the pattern's first match in the whole text is found once. A match ending before `at` is one in the slice too (its
 * assertions read no character past its end); with no match in the whole text, the slice has none either unless `at`
 * parts two word characters (the slice's end then reads as a word boundary, the whole text's does not): only then, or
 * when the first match ends at or past `at`, is the slice read. A sentence repeating a letter's pattern hundreds of
 * times would otherwise be read whole per match, which is quadratic in it.
 */
function matchesBefore(text: string): (pattern: RegExp, at: number) => boolean {
  const firstEnds = new Map<RegExp, number>()
  return (pattern, at) => {
    let end = firstEnds.get(pattern)
    if (end === undefined) {
      const m = pattern.exec(text)
      end = m === null ? Infinity : m.index + m[0].length
      firstEnds.set(pattern, end)
    }
    if (end < at) return true
    if (end === Infinity && !(/\w/.test(text[at - 1] ?? '') && /\w/.test(text[at] ?? '')))
      return false
    return pattern.test(text.slice(0, at))
  }
}

/**
 * The complete response letters a sentence tells (`masked`: its dates blanked with '#'; `dayDates`: its day mentions);
 * none in a sentence that defines the letter.
 */
export function findCompleteResponseLetters(
  masked: string,
  dates: readonly DateMention[],
  dayDates: readonly DateMention[],
): OutcomeEvent[] {
  const events: OutcomeEvent[] = []
  if (DEFINITION.test(masked)) return events
  const toldBefore = matchesBefore(masked)
  // A pattern the sentence holds none of the words of (pattern-cues.ts) matches nowhere in it: not run.
  const lowered = asciiLowerCase(masked)
  for (const [pattern, strength] of CRL_PATTERNS) {
    if (!mayMatchIn(pattern, lowered)) continue
    for (const m of matchesOf(pattern, masked)) {
      const start = m.index ?? 0
      const end = start + m[0].length
      // "no safety issues in the CRL": the noun, not the verb; "received two complete response letters": a count of
      // letters is history, not one letter of this cycle.
      if (
        ISSUES_NOUN.test(masked.slice(start, start + 24)) ||
        /^s\b/i.test(masked.slice(end, end + 2))
      )
        continue
      if (
        pattern === LETTER_FORMULA &&
        (toldBefore(CONDITION_BEFORE, start) ||
          CONDITION_AFTER.test(masked.slice(end, end + 60)) ||
          LETTER_NAMED_BEFORE.test(masked.slice(0, start)))
      )
        continue
      if (foreignRegulator(masked, start)) continue
      if (
        pattern === AGENCY_REFUSES &&
        REFUSED_NOT_AN_APPLICATION.test(masked.slice(end, end + 120))
      )
        continue
      if (LETTER_ABOUT_NOT_AN_APPLICATION.test(masked.slice(end, end + 160))) continue
      // "a complete response letter for the Velmora infusion pump", "the Orrin assay received a CRL": a device's letter.
      if (deviceDecided(masked.slice(Math.max(0, start - 40), start), masked.slice(end, end + 160)))
        continue
      // '(see "Kestrel Receives Second CRL for X")': another article's headline, cited.
      if (/\(\s*see\b[^()]*$/i.test(masked.slice(Math.max(0, start - 120), start))) continue
      const before = masked.slice(Math.max(0, start - 80), start)
      const around = masked.slice(Math.max(0, start - 40), Math.min(masked.length, end + 10))
      const reaction = MARKET_REACTION_TO.test(masked.slice(Math.max(0, start - 200), start))
      if (
        NOT_A_CRL.test(
          reaction ? before.slice(-50).replace(REACTION_CONNECTIVES, ' ') : before.slice(-50),
        ) ||
        // "The original BLA, which had a PDUFA date of D, received a CRL": an earlier cycle's letter; "As disclosed on
        // D, the FDA issued a CRL", "For example, ... issued a CRL": one told again or as an example.
        toldBefore(EARLIER_APPLICATION, start) ||
        toldBefore(TOLD_AGAIN, start) ||
        NOT_A_CRL.test(
          masked
            .slice(start, end)
            .replace(COMPLETE_RESPONSE_TO, ' ')
            .replace(pattern === LETTER_FORMULA ? FORMULA_NEGATED_ABILITY : /$^/, ' '),
        ) ||
        MAY_OR_IF.test(
          pattern === LETTER_FORMULA ? around.replace(FORMULA_NEGATED_ABILITY, ' ') : around,
        ) ||
        CONDITION_ALTERNATIVE.test(masked.slice(Math.max(0, start - 400), start)) ||
        // "The FDA did not issue a CRL", "we do not expect to receive a CRL": no letter.
        /(?:\bnot|n['’]t|\bnever)\s+(?:\w+\s+){0,3}$/i.test(before) ||
        // "issued a complete response letter to our partner", "... to two other sponsors", "Other companies in this
        // field have received complete response letters": someone else's letter.
        CRL_TO_ANOTHER.test(masked.slice(end, end + 60)) ||
        OTHER_COMPANIES_HAVE.test(before)
      )
        continue
      // "In December 2023, the FDA issued a CRL": a dated earlier cycle, unless the sentence frames it as news. A letter
      // placed in a part of a year is as dated ("a CRL issued in late 2020", "In the fourth quarter of 2019, the FDA
      // issued a CRL"); a plan's period beside the letter ("... and expects to resubmit in the first half of 2025") is
      // the plan's, not the letter's.
      const dated = dates.some(
        (d) =>
          Math.abs(d.start - start) < 80 &&
          (d.precision === 'month' ||
            d.precision === 'year' ||
            ((d.precision === 'half' || d.precision === 'quarter') &&
              d.explicitYear &&
              !PLAN_BETWEEN.test(
                d.start >= end ? masked.slice(end, d.start) : masked.slice(d.end, start),
              ))),
      )
      if (dated && !CURRENT_FRAME.test(masked)) continue
      if (events.some((e) => e.kind === 'crl' && start < e.anchor.end && e.anchor.start < end))
        continue
      // "issued on D a complete response letter": the day inside the match, right after "on", is the letter's.
      const decisionDate =
        decisionDateAfter(masked, dayDates, end) ??
        // "fell 30% on May 4 after the FDA issued a CRL": a market's reaction, the day before it is the market's, not
        // the letter's; one with its year written still dates the telling, so an old one is read as old.
        (reaction && !dayDates.some((d) => d.end <= start && start - d.end < 80 && d.explicitYear)
          ? null
          : decisionDateBefore(masked, dayDates, start)) ??
        dayDates.find(
          (d) => d.start > start && d.end < end && /\bon\s+$/i.test(masked.slice(start, d.start)),
        ) ??
        null
      events.push({
        kind: 'crl',
        anchor: { start, end },
        strength,
        decisionDate,
        dateStrength: 'strong',
        anticipated: ANTICIPATED_LETTER.test(before.slice(-60)),
      })
      if (events.length >= MAX_EVENTS_PER_SENTENCE) return events
    }
  }
  return events
}
