/**
 * Lists of dates paired with lists of products in one sentence (or the sentence before): "X and Y have PDUFA dates of D1
 * and D2, respectively", an implied "respectively" ("the revised PDUFA goal dates for X and Y are D1 and D2"), a list of
 * events with a meeting among them, and one date that each of several drugs shares ("assigned each a PDUFA date of D").
 * candidates.ts asks these before it gives a date the drug nearest to it.
 */
import { pluralApplicationPartners } from './coordinated-approvals.js'
import { determiners } from './lexicon/determiners.js'
import type { DrugMention } from './drug-lexicon.js'
import type { ResolvedDrug } from './drug-resolution.js'
import type { TargetBinding } from './target-binding.js'
import { type Document, coinedOf } from './document.js'
import { closedWords } from './lexicon/function-words.js'
import { applicationNouns } from './lexicon/applications.js'
import { dateNouns, dateNounsOf, deadlineNouns } from './lexicon/date-nouns.js'
import { otherEvents } from './lexicon/events.js'
import { participlesOf } from './lexicon/assignment.js'
import { DOSAGE_FORM_ALTERNATION } from './dosage-forms.js'
import { releaseProfiles } from './lexicon/products.js'

/** "the revised PDUFA goal dates for X and Y": dates in the plural. */
const SEVERAL_DEADLINES = new RegExp(
  String.raw`\b(?:${deadlineNouns('date', 'deadline')}|${dateNouns('goal')})s\b`,
  'i',
)

/**
 * "Their target action dates are D1 and D2", "The two PDUFA dates are ...": the plural dates opening their sentence refer
 * back to the products of the sentence before, as "respectively" would.
 */
const PLURAL_SUBJECT_OPENS = new RegExp(
  String.raw`^\s*${determiners('their', 'these', 'those', 'both', 'the')}\s`,
  'i',
)

/** The sentence's dates written one after the other ("D1 and D2", "D1, D2 and D3"), in the order they stand. */
function coordinatedDates(text: string, sortedBindings: readonly TargetBinding[]): boolean {
  return sortedBindings
    .slice(1)
    .every((b, i) =>
      /^\s*,?\s*(?:and\s+|&\s+)?$/i.test(text.slice(sortedBindings[i]!.date.end, b.date.start)),
    )
}

/**
 * A list of dates read as an implicit "respectively": the dates in the plural ("goal dates") and written one after the
 * other. `refersBack` when the plural dates open the sentence ("Their target action dates are D1 and D2").
 */
export function impliedList(
  text: string,
  bindings: readonly TargetBinding[],
): { refersBack: boolean } | null {
  if (bindings.length < 2) return null
  const plural = SEVERAL_DEADLINES.exec(text)
  if (plural === null) return null
  const sorted = [...bindings].sort((a, b) => a.date.start - b.date.start)
  if (!coordinatedDates(text, sorted)) return null
  const opening = text.slice(0, plural.index)
  return {
    refersBack: opening.length <= 60 && PLURAL_SUBJECT_OPENS.test(opening) && !/\d/.test(opening),
  }
}

/** "the advisory committee meeting", "an AdCom", "the hearing": an event whose date is no target date. */
const MEETING_NOUN = new RegExp(
  String.raw`\b${otherEvents('advisory', 'committee', 'adcom', 'adcomm', 'panel', 'hearing', 'meeting')}s?\b`,
  'i',
)
/** "the PDUFA date", "its target action date", "the goal date": the head of a target date in a list of events. */
const TARGET_HEAD = new RegExp(
  String.raw`\b(?:${dateNounsOf('act', 'kind')})\b|\b${deadlineNouns('date', 'deadline')}s?\b`,
  'i',
)

/**
 * "the advisory committee meeting and the PDUFA date for X on D1 and D2": dates written one after the other for a list
 * of events, one of them a meeting. The dates of the meeting's places (`meeting`) are no target dates; when the events
 * cannot be counted against the dates (`unreadable`), no date of the list is given to a product. Null when the clause
 * before the dates names no meeting.
 */
export function meetingsInList(
  text: string,
  bindings: readonly TargetBinding[],
): { meeting: Set<TargetBinding>; unreadable: boolean } | null {
  if (bindings.length < 2) return null
  const sorted = [...bindings].sort((a, b) => a.date.start - b.date.start)
  const before = text.slice(0, sorted[0]!.date.start)
  const clause = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf(':')) + 1)
  if (!MEETING_NOUN.test(clause) || !coordinatedDates(text, sorted)) return null
  const events = clause
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/i)
    .map((item) =>
      MEETING_NOUN.test(item)
        ? TARGET_HEAD.test(item)
          ? 'both'
          : 'meeting'
        : TARGET_HEAD.test(item)
          ? 'target'
          : null,
    )
    .filter((kind) => kind !== null)
  if (events.length !== sorted.length || events.includes('both'))
    return { meeting: new Set(), unreadable: true }
  return {
    meeting: new Set(sorted.filter((_, k) => events[k] === 'meeting')),
    unreadable: false,
  }
}

/**
 * "assigned each a PDUFA date of D", "X and Y each have a PDUFA date of D", "both X and Y have ...": the other drugs the
 * sentence names share the date. Only "each"/"both" bound to the coordinated drugs or the verb that assigns the date:
 * "in both first-line and second-line settings" shares nothing.
 */
const PARTNER_LEAD = new RegExp(
  String.raw`\b(?:combination\s+with|combined\s+with|${closedWords('plus', 'versus', 'after', 'following', 'than')}|vs\.?|compared\s+(?:with|to)|response\s+to|failed|refractory\s+to|intoleran\w+\s+(?:to|of)|outperformed)\s+(?:(?:both|either|${closedWords('the', 'a', 'an')})\s+)?(?:[\w-]+\s+(?:and|or)\s+)?$`,
  'i',
)
const EACH_SHARES_THE_DATE = new RegExp(
  String.raw`\b(?:assign\w*|${participlesOf('set', 'give')}|grant\w*|gave)\s+(?:them\s+)?each\b|\band\s+[A-Za-z][\w-]*\s+(?:each|both)\s+(?:${closedWords('have', 'has', 'had', 'were', 'was', 'are')}|received)\b|\bboth\s+[A-Za-z][\w-]*\s+and\s+[A-Za-z][\w-]*\s+(?:${closedWords('have', 'had', 'were', 'are')}|received)\b|\beach\s+of\s+(?:the\s+)?(?:NDAs|BLAs|${applicationNouns('applications')})\b`,
  'i',
)
export function otherDrugsOfEach(
  doc: Document,
  sentence: number,
  text: string,
  drug: ResolvedDrug | null,
): ResolvedDrug[] {
  if (drug === null) return []
  if (!EACH_SHARES_THE_DATE.test(text)) {
    // "accepted the NDAs for X and Y and set a PDUFA date of D": the plural applications' one date is both products'
    // (coordinated-approvals.ts), when X is named nowhere else in the sentence ("...; the PDUFA date for X is D" is X's).
    if (drug.sentence !== sentence || /\brespectively\b/i.test(text)) return []
    const start = doc.sentences[sentence]!.start
    const partners = pluralApplicationPartners(doc, sentence, drug.entity, start)
    const ownMentions = (doc.lexicon.mentionsBySentence[sentence] ?? []).filter(
      (m) => m.entity === drug.entity,
    )
    if (partners.length === 0 || ownMentions.length !== 1) return []
    // "the NDAs for X, Y and Z": each listed product of another entity shares the date.
    const seen = new Set([drug.entity])
    return partners
      .filter((partner) => !seen.has(partner.entity) && seen.add(partner.entity))
      .map((partner) => ({
        entity: partner.entity,
        name: partner.name,
        aliases: (doc.lexicon.entityNames[partner.entity] ?? []).filter(
          (n) => n.toLowerCase() !== partner.name.toLowerCase(),
        ),
        sentence,
        via: 'same' as const,
      }))
  }
  const others = new Map<number, DrugMention>()
  // Partners and descriptions ("in combination with pembrolizumab", "failed both methotrexate and ...") share nothing;
  // the other item of "X and Y" does.
  const start = doc.sentences[sentence]!.start
  for (const m of doc.lexicon.mentionsBySentence[sentence] ?? []) {
    const lead = doc.folded.slice(Math.max(start, m.start - 50), m.start)
    if (m.entity !== drug.entity && !PARTNER_LEAD.test(lead) && !others.has(m.entity))
      others.set(m.entity, m)
  }
  return [...others.values()].map((m) => ({
    entity: m.entity,
    name: m.name,
    aliases: (doc.lexicon.entityNames[m.entity] ?? []).filter(
      (n) => n.toLowerCase() !== m.name.toLowerCase(),
    ),
    sentence,
    via: 'same' as const,
  }))
}

/** "X and Y have PDUFA dates of D1 and D2, respectively": the n-th drug goes with the n-th date. */
export function respectiveDrugs(
  doc: Document,
  sentence: number,
  bindings: readonly TargetBinding[],
  listOfEvents = false,
): Map<TargetBinding, ResolvedDrug> | null {
  const text = doc.sentenceTexts[sentence] ?? ''
  if (bindings.length < 2) return null
  // Every name counts here, companions included: "the NDAs for X and Y ... respectively".
  // "... the NDA for X for <a long indication>, and the BLA for Y for Z. The FDA assigned goal dates of D1 and D2,
  // respectively.": a sentence that names no product takes its items from the sentence before.
  const own = doc.lexicon.mentionsBySentence[sentence] ?? []
  const implied = impliedList(text, bindings)
  const fromPrevious =
    own.length === 0 &&
    sentence > 0 &&
    (/\brespectively\b/i.test(text) || implied?.refersBack === true)
  const mentions = fromPrevious ? (doc.lexicon.mentionsBySentence[sentence - 1] ?? []) : own
  let ordered: typeof mentions = []
  for (const m of mentions) if (!ordered.some((o) => o.entity === m.entity)) ordered.push(m)
  // "NDA for X in <indication> / PDUFA dates for Y and X set for D1 and D2, respectively" (headline lines read as one
  // sentence): a name written again after another item is listed anew, and the list is the run of names nearest the
  // dates. The first-written order would swap them; when the names nearest the dates are not a run of distinct items,
  // no pairing is certain and the dates are held.
  const lastOrder = mentions.filter(
    (m, i) => !mentions.slice(i + 1).some((l) => l.entity === m.entity),
  )
  if (lastOrder.some((m, i) => ordered[i]?.entity !== m.entity)) {
    const firstDate =
      Math.min(...bindings.map((b) => b.date.start)) + doc.sentences[sentence]!.start
    const before = mentions.filter((m) => m.end <= firstDate)
    const run = before.slice(-bindings.length)
    // One item named once before the list is the heading's product; more repeats ("X ... Y and X with Y") leave the
    // list unreadable.
    const repeats = before.length - new Set(before.map((m) => m.entity)).size
    if (
      fromPrevious ||
      repeats !== 1 ||
      run.length !== bindings.length ||
      new Set(run.map((m) => m.entity)).size !== run.length
    )
      return null
    ordered = run
  }
  // "for X in A, X XR in B, and Y in C ... respectively": two formulations of one brand are one drug for the lexicon but
  // two items of the list; by their written names (not a name in parentheses after another, the same item's alias) the
  // items match the dates.
  if (ordered.length !== bindings.length) ordered = itemsByWrittenName(mentions, doc.folded)
  if (ordered.length !== bindings.length) return null
  const sortedBindings = [...bindings].sort((a, b) => a.date.start - b.date.start)
  // Without "respectively": "the revised PDUFA goal dates for X and Y are D1 and D2", the names all before the dates,
  // the dates coordinated one after the other.
  const sentenceStart = doc.sentences[sentence]!.start
  // Or a list the plural dates refer back to: "the NDA for X ... and the BLA for Y. Their target action dates are D1 and
  // D2."
  // Or the dates of a list of events ("the advisory committee meeting, the PDUFA date for X and the PDUFA date for Y on
  // D0, D1 and D2"), the meeting's date left out.
  const coordinated =
    (implied !== null || listOfEvents) &&
    (fromPrevious ||
      ordered.every((m) => m.end - sentenceStart <= sortedBindings[0]!.date.start) ||
      // "target action dates of D1 and D2 for X and Y": the names all after the dates.
      ordered.every((m) => m.start - sentenceStart >= sortedBindings.at(-1)!.date.end))
  if (!/\brespectively\b/i.test(text) && !coordinated) return null
  const pairs = new Map<TargetBinding, ResolvedDrug>()
  sortedBindings.forEach((binding, i) => {
    const m = ordered[i]!
    pairs.set(binding, {
      entity: m.entity,
      name: m.name,
      sentence: m.sentence,
      via: fromPrevious ? 'previous' : 'same',
      aliases: (doc.lexicon.entityNames[m.entity] ?? []).filter(
        (n) => n.toLowerCase() !== m.name.toLowerCase(),
      ),
    })
  })
  return pairs
}

/**
 * "for Zelvora (plaque psoriasis) and for Ostrelva (atopic dermatitis); PDUFA goal dates are D1 and D2, respectively":
 * a list whose names no slot read (no lexicon mention in the sentence or the one before) pairs its dates with the coined
 * names of the sentence, else of the sentence before, in order, when there are as many as dates.
 */
export function respectiveCoinedNames(
  doc: Document,
  sentence: number,
  bindings: readonly TargetBinding[],
): Map<TargetBinding, ResolvedDrug> | null {
  const text = doc.sentenceTexts[sentence] ?? ''
  if (bindings.length < 2) return null
  // Without "respectively", only plural dates opening their sentence refer back to the sentence before ("The two PDUFA
  // dates are D1 and D2").
  const respectively = /\brespectively\b/i.test(text)
  const implied = respectively ? null : impliedList(text, bindings)
  if (!respectively && implied?.refersBack !== true) return null
  const mentioned = (i: number) => (doc.lexicon.mentionsBySentence[i] ?? []).length > 0
  if (mentioned(sentence) || (sentence > 0 && mentioned(sentence - 1))) return null
  for (const i of sentence > 0
    ? respectively
      ? [sentence, sentence - 1]
      : [sentence - 1]
    : [sentence]) {
    const names = coinedOf(doc, i, 'inOrder')
    if (names.length === 0) continue
    if (names.length !== bindings.length) return null
    const sorted = [...bindings].sort((a, b) => a.date.start - b.date.start)
    return new Map(
      sorted.map((b, k) => [b, { ...names[k]!, via: i === sentence ? 'same' : 'previous' }]),
    )
  }
  return null
}

/** A list's items by their written names: one per distinct name, a name opening a parenthesis after another left out. */
function itemsByWrittenName(mentions: readonly DrugMention[], text: string): DrugMention[] {
  const items: DrugMention[] = []
  for (const m of mentions) {
    if (/\(\s*$/.test(text.slice(Math.max(0, m.start - 3), m.start))) continue
    if (items.some((o) => o.name.toLowerCase() === m.name.toLowerCase())) continue
    items.push(m)
  }
  return items
}

/**
 * One item of a list of products each named by its substance and dosage form, "tavrunosin injection", "velotrazine oral
 * suspension", "dehydrated morvitide injection" (one lower-case modifier before the substance; the first item may open
 * its sentence with a capital).
 */
const NOT_AN_ITEM_WORD = closedWords('and', 'or', 'the', 'its', 'our', 'their', 'for', 'of', 'with')
const FORM_ITEM = String.raw`(?:(?!${NOT_AN_ITEM_WORD}\b)[A-Za-z][a-z-]{2,30}\s+)?(?!${NOT_AN_ITEM_WORD}\b)[A-Za-z][a-z-]{3,30}\s+(?:${releaseProfiles('extended', 'delayed', 'modified', 'immediate')}-release\s+|oral\s+|topical\s+)?${DOSAGE_FORM_ALTERNATION}\b`
const FORM_ITEM_LIST = new RegExp(
  String.raw`(?:^|[,;:]\s+|\b(?:${closedWords('for', 'of', 'that')}|said)\s+)(${FORM_ITEM}(?:\s*,\s*${FORM_ITEM})*\s*,?\s+and\s+${FORM_ITEM})`,
  'g',
)
const ONE_FORM_ITEM = new RegExp(FORM_ITEM, 'g')

/**
 * The items of a list of products named by substance and dosage form before a "respectively" list of dates: "Tavrunosin
 * injection, velotrazine oral suspension, and morvitide injection have been assigned PDUFA dates of D1; D2; and D3,
 * respectively". The list nearest the first date before it; null when the sentence holds none (or no "respectively").
 */
export function formItemsBeforeDates(
  doc: Document,
  sentence: number,
  bindings: readonly TargetBinding[],
): { start: number; name: string }[] | null {
  const text = doc.sentenceTexts[sentence] ?? ''
  if (bindings.length < 2 || !/\brespectively\b/i.test(text)) return null
  const firstDate = Math.min(...bindings.map((b) => b.date.start))
  let items: { start: number; name: string }[] | null = null
  for (const m of text.slice(0, firstDate).matchAll(FORM_ITEM_LIST)) {
    const listStart = m.index + m[0].length - m[1]!.length
    items = [...m[1]!.matchAll(ONE_FORM_ITEM)].map((i) => ({
      start: listStart + i.index,
      name: i[0],
    }))
  }
  return items
}

/**
 * A "respectively" list of dates paired with the items of a list of products named by substance and dosage form
 * (`formItemsBeforeDates`), as many items as dates; an item the lexicon reads a name in is that drug.
 */
export function respectiveFormItems(
  doc: Document,
  sentence: number,
  bindings: readonly TargetBinding[],
): Map<TargetBinding, ResolvedDrug> | null {
  const items = formItemsBeforeDates(doc, sentence, bindings)
  if (items === null || items.length !== bindings.length) return null
  const sentenceStart = doc.sentences[sentence]!.start
  const mentions = doc.lexicon.mentionsBySentence[sentence] ?? []
  const sorted = [...bindings].sort((a, b) => a.date.start - b.date.start)
  const pairs = new Map<TargetBinding, ResolvedDrug>()
  sorted.forEach((binding, k) => {
    const item = items[k]!
    const start = sentenceStart + item.start
    const known = mentions.find((m) => m.start >= start && m.end <= start + item.name.length)
    pairs.set(binding, {
      entity: known?.entity ?? -2 - doc.folded.indexOf(item.name.toLowerCase()),
      name: item.name,
      aliases:
        known === undefined
          ? []
          : (doc.lexicon.entityNames[known.entity] ?? []).filter(
              (n) => n.toLowerCase() !== item.name.toLowerCase(),
            ),
      sentence,
      via: 'same',
    })
  })
  return pairs
}
