/**
 * Every occurrence of the drug lexicon's names in a text, indexed by sentence: longest names first, each place taken
 * once, and which mentions name the product and which a companion, a comparator or a descriptor of it.
 */
import { listsComponents } from './drug-aliases.js'
import { drugKey, stripMarks } from './name-tokens.js'
import { APPLICATION_NOUN, APPLICATION_SLOT } from './product-slot-phrases.js'
import { closedWords } from './lexicon/function-words.js'
import { approvalKinds, productNouns } from './lexicon/products.js'
import { RISK_PROGRAMME } from './lexicon/applications.js'
import { labelParts, labelWidenings } from './lexicon/qualifiers.js'
import { attributeNouns, hyphenatedQualifiers } from './lexicon/descriptors.js'
import { type NameGroups, writtenInItsOwnCase } from './name-groups.js'
import { occurrences } from './name-search.js'
import type { Sentence } from './sentences.js'

export interface DrugMention {
  entity: number
  /** The name exactly as written at this place in the text. */
  name: string
  /** Offsets in the full (folded) text. */
  start: number
  end: number
  sentence: number
  /** Named as a partner of another drug ("in combination with nivolumab"). */
  companion: boolean
  /** Named as the object of an application ("NDA for X", "BLA resubmission of X"): the drug a date of that application is about. */
  applicationObject: boolean
}

// What ends right before an application's object: "the NDA for its ", "seeking full approval of ", "its supplemental new
// drug application to expand the use of " (a supplement named by what it does to the product's label).
const APPLICATION_OBJECT_LEAD = new RegExp(
  String.raw`${APPLICATION_SLOT}(?:the\s+|its\s+|our\s+)?$|\b${APPLICATION_NOUN}\s+to\s+${labelWidenings('expand', 'extend', 'broaden')}\s+(?:the\s+)?${labelParts('use', 'label', 'indication')}\s+of\s+(?:the\s+|its\s+)?$|\bseek(?:s|ing)?\s+(?:(?:${approvalKinds('accelerated', 'full', 'traditional', 'marketing')}|u\.s\.)\s+)*approvals?\s+(?:of|for)\s+$`,
  'i',
)
// "the X REMS", "a Risk Evaluation and Mitigation Strategy for X": the product whose safety programme the application
// carries (a REMS is submitted with, or as an amendment to, that product's application), so an object of it too.
const RISK_PROGRAMME_AFTER = new RegExp(String.raw`^(?:\u00AE|\u2122)?\s+${RISK_PROGRAMME}`, 'i')
const RISK_PROGRAMME_BEFORE = new RegExp(String.raw`${RISK_PROGRAMME}\s+(?:for|of)\s+$`, 'i')

/**
 * " in combination with ", " plus ", " and " between two names: the second a companion of the first. A parenthesis that gives
 * the first its own date ("X (PDUFA date of D) and Y") makes them two items, not a pair.
 */
const COMPANION_GAP = new RegExp(
  String.raw`^\)?\s*(?:\((?![^)]*(?:\bpdufa\b|\bdate\b|\d{4}))[^)]*\))?\s*,?\s*(?:in\s+combination\s+with|combined\s+with|${closedWords('plus', 'with', 'and')}|along\s+with|together\s+with|added\s+to|on\s+top\s+of|\+)\s*$`,
  'i',
)

/** A bare comma between two items of a list (a sign and a parenthesis after the first passed). */
const COMPANION_LIST_LINK = /^\s*[\u00AE\u2122]?\s*(?:\([^()]{1,60}\)\s*)?,\s*$/

export function indexMentions(
  folded: string,
  asciiLower: string,
  sentences: readonly Sentence[],
  groups: NameGroups,
  entityOfRoot: Map<string, number>,
): DrugMention[][] {
  const mentionsBySentence: DrugMention[][] = sentences.map(() => [])
  // Characters taken by a mention already indexed. Names come longest first, so a taken span overlapping an occurrence is
  // at least as long and covers its first or last character: two look-ups per occurrence instead of a test against every
  // mention (quadratic on a text repeating one name thousands of times).
  const taken = takenBuffer(folded.length)
  try {
    markMentions(folded, asciiLower, sentences, groups, entityOfRoot, taken, mentionsBySentence)
  } finally {
    // The marks are the mentions' spans: unmarked, the shared buffer is all zeros again.
    if (taken === TAKEN)
      for (const mentions of mentionsBySentence)
        for (const m of mentions) taken.fill(0, m.start, m.end)
  }
  return describeMentions(folded, sentences, mentionsBySentence)
}

/**
 * A zeroed buffer of at least `length` characters' marks: one kept between texts up to TAKEN_REUSE_MAX (zeroing a new
 * one per text costs more than unmarking the few spans marked), a new one for a longer text.
 */
let TAKEN = new Uint8Array(0)
const TAKEN_REUSE_MAX = 1 << 20
function takenBuffer(length: number): Uint8Array {
  if (length > TAKEN_REUSE_MAX) return new Uint8Array(length)
  if (TAKEN.length < length)
    TAKEN = new Uint8Array(Math.min(TAKEN_REUSE_MAX, Math.max(length, TAKEN.length * 2)))
  return TAKEN
}

/** A capital on the first letter only: "Tovaclomab", "Tovatuzumab govitecan". */
const SENTENCE_CASE = /^[A-Z][^A-Z]*$/

/** Every occurrence of every name, longest names first, into `mentionsBySentence`, marking the characters it takes. */
function markMentions(
  folded: string,
  asciiLower: string,
  sentences: readonly Sentence[],
  groups: NameGroups,
  entityOfRoot: Map<string, number>,
  taken: Uint8Array,
  mentionsBySentence: DrugMention[][],
): void {
  const names = [...groups.order]
    .map((key) => groups.surface.get(key) ?? key)
    .filter((n) => n.length >= 3)
  names.sort((a, b) => b.length - a.length)
  for (const name of names) {
    const entity = entityOfRoot.get(groups.find(drugKey(name)))
    if (entity === undefined) continue
    const lowerInnName = writtenInItsOwnCase(name)
    for (const m of occurrences(folded, asciiLower, name)) {
      const start = m.index
      const end = start + m[0].length
      if (end === start || taken[start] === 1 || taken[end - 1] === 1) continue
      const sentence = sentenceAt(sentences, start)
      if (sentence === -1) continue
      taken.fill(1, start, end)
      const lead = folded.slice(Math.max(0, start - 60), start)
      const applicationObject =
        APPLICATION_OBJECT_LEAD.test(lead) ||
        RISK_PROGRAMME_BEFORE.test(lead) ||
        RISK_PROGRAMME_AFTER.test(folded.slice(end, end + 60))
      mentionsBySentence[sentence]!.push({
        entity,
        // "Tovaclomab" opening a sentence or a headline of a text that writes "tovaclomab": the name as written elsewhere.
        // Only a first capital: a name all in capitals may be a brand named as its substance ("ZELVANE (zelvane sodium)").
        name:
          lowerInnName && m[0] !== name && m[0].toLowerCase() === name && SENTENCE_CASE.test(m[0])
            ? name
            : /[\u00AE\u2122]/.test(m[0])
              ? // "Zelvora® 70/30": a sign inside a name of several words is no part of the name written (name-search.ts).
                stripMarks(m[0])
              : m[0],
        start,
        end,
        sentence,
        companion: false,
        applicationObject,
      })
    }
  }
}

/** Each sentence's mentions in order, and which of them name a companion or a descriptor rather than the product. */
function describeMentions(
  folded: string,
  sentences: readonly Sentence[],
  mentionsBySentence: DrugMention[][],
): DrugMention[][] {
  for (const [index, mentions] of mentionsBySentence.entries()) {
    mentions.sort((a, b) => a.start - b.start)
    // A drug named to describe the product or its patients, not as the product: "in combination with velnalidomide",
    // "inadequate response to velcodiol", "a Quorvix therapeutic equivalent", "a phosphoinositide 3-kinase
    // inhibitor", "hearing loss associated with corplatin chemotherapy". It goes with the product as a companion does.
    for (const mention of mentions) {
      if (mention.applicationObject) continue
      const sentenceStart = sentences[index]!.start
      if (
        DESCRIPTOR_LEAD.test(
          folded.slice(Math.max(sentenceStart, mention.start - 80), mention.start),
        ) ||
        DESCRIPTOR_TAIL.test(folded.slice(mention.end, mention.end + 40))
      )
        mention.companion = true
    }
    const sentence = sentences[index]!
    // The mentions are sorted and never overlap (each place is taken once), so the mention just before mention i is
    // mentions[i - 1], and the nearest before it of another drug is found by a step back over a run of one drug's
    // mentions: searched from each mention back to the sentence's start, a sentence naming one name thousands of times
    // ("Merck and Merck and ...") took time quadratic in its length.
    const otherBefore = previousOfOtherEntity(mentions)
    // A companion is named right after the drug it goes with: "RP1 (...) in combination with nivolumab", "X and Y".
    for (const [at, mention] of mentions.entries()) {
      // "Twyneo (benzoyl peroxide, 3%, and tretinoin, 0.1%, cream)": a component named inside a combination's parentheses
      // describes the product before them.
      // Both searches bounded to the reach they are asked for: unbounded, a text of many mentions and no parenthesis
      // is read from each mention back to its start.
      const open = lastIndexWithin(folded, '(', mention.start, 80)
      if (
        open >= 0 &&
        mention.start - open <= 80 &&
        !folded.slice(open, mention.start).includes(')')
      ) {
        const closeAt = folded.slice(mention.end, open + 101).indexOf(')')
        const close = closeAt === -1 ? -1 : mention.end + closeAt
        if (close >= 0 && close - open <= 100 && listsComponents(folded.slice(open, close))) {
          mention.companion = true
          continue
        }
      }
      // "in combination with Zentavo (marolimab)": a companion's other name in parentheses is the same companion.
      const nextTo = at > 0 ? mentions[at - 1] : undefined
      if (
        nextTo?.companion === true &&
        /^\s*[\u00AE\u2122]?\s*\(\s*$/.test(folded.slice(nextTo.end, mention.start))
      ) {
        mention.companion = true
        continue
      }
      const previous = otherBefore[at] === -1 ? undefined : mentions[otherBefore[at]!]
      if (previous === undefined || previous.end < sentence.start) continue
      const between = folded.slice(previous.end, mention.start)
      // "in combination with Ostrelva or velocimab, paclitaxel and carboplatin": the next item of a companions' list (a
      // bare comma after a companion, its parenthesis passed) is a companion too; ", and" may open another item.
      if (previous.companion && COMPANION_LIST_LINK.test(between)) {
        mention.companion = true
        continue
      }
      if (
        between.length <= 60 &&
        // A parenthesis that gives the first its own date ("X (PDUFA date of D) and Y") makes them two items, not a pair.
        COMPANION_GAP.test(between)
      ) {
        mention.companion = true
      }
    }
  }
  return mentionsBySentence
}

/**
 * What stands before a drug named as another's partner, comparator or cause (see indexMentions), with up to three words
 * of description and its maker's possessive: "in combination with Orion Pharma's checkpoint inhibitor Zentavo".
 */
const DESCRIPTOR_LEAD = new RegExp(
  String.raw`\b(?:in\s+combination\s+with|combined\s+with|${closedWords('plus', 'versus', 'following', 'after')}|vs\.?|compared\s+(?:with|to)|response\s+to|refractory\s+to|intoleran(?:t|ce)\s+(?:to|of)|associated\s+with|induced\s+by|equivalent\s+(?:to|of)|biosimilar\s+(?:to|of)|generic\s+(?:version\s+)?of|treated\s+with)\s+(?:(?:[\w-]+\s+){0,3}[\w-]+['’]s\s+)?(?:[\w'’-]+\s+){0,3}$`,
  'i',
)
/** What follows a drug named as an attribute: "corplatin chemotherapy", "a Quorvix therapeutic equivalent". */
const DESCRIPTOR_TAIL = new RegExp(
  String.raw`^(?:\s+(?:${attributeNouns('chemotherapy', 'induction', 'regimen', 'biosimilar', 'equivalent', 'receptor', 'pathway', 'degrader', 'modulator', 'blocker')}|${productNouns('inhibitor', 'antagonist', 'agonist')}|therapeutic\s+equivalent|reference\s+(?:product|drug)|\d?-?kinase)\b|-${hyphenatedQualifiers('based', 'containing', 'refractory', 'treated', 'induced', 'associated', 'resistant', 'naive', 'experienced', 'intolerant')}\b)`,
  'i',
)

/**
 * For each mention of a sentence (sorted, never overlapping), the index of the nearest mention before it of another drug,
 * or -1: the one just before when it is another drug's, else the same answer as for that one (a run of one drug's
 * mentions shares it). One pass, linear in the mentions.
 */
function previousOfOtherEntity(mentions: readonly DrugMention[]): Int32Array {
  const out = new Int32Array(mentions.length).fill(-1)
  for (let i = 1; i < mentions.length; i++)
    out[i] = mentions[i - 1]!.entity !== mentions[i]!.entity ? i - 1 : out[i - 1]!
  return out
}

/** The first mention (in sentence order) of one of `entities`. */
export function firstOf(
  mentionsBySentence: readonly DrugMention[][],
  entities: ReadonlySet<number>,
): DrugMention | null {
  for (const mentions of mentionsBySentence)
    for (const m of mentions) if (entities.has(m.entity)) return m
  return null
}

/** folded.lastIndexOf(char, from) when that is at most `reach` before `from`, else -1. */
function lastIndexWithin(text: string, char: string, from: number, reach: number): number {
  const floor = Math.max(0, from - reach)
  const at = text.slice(floor, from + 1).lastIndexOf(char)
  return at === -1 ? -1 : floor + at
}

function sentenceAt(sentences: readonly Sentence[], offset: number): number {
  let low = 0
  let high = sentences.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    const s = sentences[mid]!
    if (offset < s.start) high = mid - 1
    else if (offset >= s.end) low = mid + 1
    else return mid
  }
  return -1
}
