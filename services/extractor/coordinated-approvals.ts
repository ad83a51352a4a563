/**
 * A second product coordinated in one approval verb, each with its own use: "The FDA approved Zelvora for gout and
 * Ostrelva for lupus" (a results release's regulatory highlights, a roundup). The verb approves both; the drugs layer
 * reads one object per decision, so the second is read here, after the first's mention in the decision's sentence.
 */
import { isNameLikeToken } from './name-tokens.js'
import { companiesByDeed, companyNames } from './company-names.js'
import type { ResolvedDrug } from './drug-resolution.js'
import type { Candidate } from './candidate-record.js'
import type { Document } from './document.js'
import type { OutcomeEvent } from './outcome-event.js'
import type { DrugMention } from './drug-mentions.js'
import { closedWords } from './lexicon/function-words.js'
import { determiners } from './lexicon/determiners.js'
import { receiptVerbs } from './lexicon/products.js'
import { dateQualifiers, labelParts } from './lexicon/qualifiers.js'
import { decisionStems } from './lexicon/review.js'
import { applicationNouns } from './lexicon/applications.js'

/**
 * After the first product: its use ("for gout", an optional parenthesis first), then "and", the second product (a
 * capitalised name or a code) and its own use, lower-case words up to the clause's end (a comma, semicolon, stop or the
 * sentence's end). Every run is bounded.
 */
const SECOND_WITH_OWN_USE =
  /^(?:\s*\([^()]{1,40}\))?\s+for\s+(?:[a-z][\w'’-]*\s+){0,5}?[a-z][\w'’-]*\s+and\s+(?<name>[A-Z][A-Za-z0-9-]*[a-z0-9][\w-]*|[A-Z]{2,}-?\d[\w-]*)(?:\u00AE|\u2122)?(?:\s*\([^()]{1,40}\))?\s+(?<use>for\s+(?:[a-z][\w'’-]*\s+){0,7}?[a-z][\w'’-]*)(?=\s*(?:[,;.]|$))/

/**
 * Right after the first product: its sign, "and", the second product (a capitalised name with its own registered or
 * trademark sign, a strength written as a ratio: "Ryzodeg® 70/30"), then the use both share ("approved Tresiba and Ryzodeg 70/30 for the treatment of ...")
 * or the clause's end: one approval of two products.
 */
const SECOND_SHARING_USE =
  /^\s*(?:\u00AE|\u2122)?\s+and\s+(?<name>[A-Z][A-Za-z0-9-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)(?:\s+\d{1,3}(?:\.\d)?\/\d{1,3}(?:\.\d)?)?(?=\s+for\s+(?:the\s+)?[a-z]|\s*[,;.]|\s*$)/

/**
 * A verb of its own inside the second product's "use": "and Ostrelva for lupus is expected by June", "and Ostrelva for
 * lupus received approval in 2024": a clause of its own, not the same approval's second object.
 */
const OWN_PREDICATE = new RegExp(
  String.raw`\b(?:${closedWords('is', 'are', 'was', 'were', 'has', 'have', 'had', 'remains', 'remained', 'will', 'would', 'may', 'could', 'can', 'should')}|${receiptVerbs('received', 'receives', 'granted', 'won', 'wins', 'gained', 'obtained', 'secured', 'gets', 'got', 'earned')}|${dateQualifiers('expected')})\b|\b(?:${decisionStems('approv', 'reject', 'declin')})`,
  'i',
)

/**
 * The companies a text names (by a suffix or by a deed), kept for the text asked last: a text of many coordinated
 * approvals reads them once, not once per approval.
 */
let companiesText: string | null = null
let companies: ReadonlySet<string> = new Set()
function companiesOf(folded: string): ReadonlySet<string> {
  if (companiesText !== folded) {
    companies = new Set([...companyNames(folded), ...companiesByDeed(folded)])
    companiesText = folded
  }
  return companies
}

/** "and Halvern for its partner programme": a use owned by someone is a purpose, not an indication. */
const OWNED_USE = new RegExp(String.raw`^for\s+(?:${determiners('its', 'our', 'their')})\b`, 'i')

/**
 * The second product of the approval whose first product `first` names in sentence `sentence` ("approved X for A and Y
 * for B"): Y as the decision's drug, or null. Y is no company the text names.
 */
export function coordinatedSecondProduct(
  folded: string,
  mentions: readonly DrugMention[] | undefined,
  sentenceEnd: number,
  anchorEnd: number,
  first: ResolvedDrug,
): ResolvedDrug | null {
  const mention = (mentions ?? []).find((m) => m.entity === first.entity && m.start >= anchorEnd)
  if (mention === undefined) return null
  const after = folded.slice(mention.end, Math.min(sentenceEnd, mention.end + 240))
  const own = SECOND_WITH_OWN_USE.exec(after)
  const shared = own === null ? SECOND_SHARING_USE.exec(after) : null
  const match = own ?? shared
  const name = match?.groups?.['name']
  if (match === null || name === undefined) return null
  // A use both share says less of the second word: it must be read as a product's mention itself, its sign written.
  let written = name
  if (shared !== null) {
    const at = mention.end + shared[0].lastIndexOf(name, shared[0].indexOf('and') + 4 + name.length)
    const second = (mentions ?? []).find((m) => m.start === at)
    if (second === undefined) return null
    // "Ostrelva® 70/30": the mention's name with its ratio (drug-names.ts `withRatioStrength`).
    if (second.name.startsWith(`${name} `)) written = second.name
  }
  const use = match.groups?.['use'] ?? ''
  if (OWN_PREDICATE.test(use) || OWNED_USE.test(use)) return null
  if (!isNameLikeToken(name, 'capital')) return null
  if (name.toLowerCase() === first.name.toLowerCase()) return null
  const lower = name.toLowerCase()
  if (companiesOf(folded).has(lower)) return null
  // Keyed as a coined name is (coined-names.ts), so the same word read elsewhere is the same entity.
  return {
    entity: -2 - folded.indexOf(name),
    name: written,
    aliases: [],
    sentence: first.sentence,
    via: 'same',
  }
}

/** The candidate of the same decision for the second product of an approval's coordinated objects, or null. */
export function secondApprovalOf(
  doc: Document,
  i: number,
  event: OutcomeEvent,
  candidate: Candidate,
): Candidate | null {
  const drug = candidate.drug
  if (event.kind !== 'approval' || drug === null || drug.sentence !== i) return null
  const sentence = doc.sentences[i]!
  const second = coordinatedSecondProduct(
    doc.folded,
    doc.lexicon.mentionsBySentence[i],
    sentence.end,
    sentence.start + event.anchor.end,
    drug,
  )
  return second === null ? null : { ...candidate, drug: second }
}

/**
 * "regarding the New Drug Applications for Tresiba (...) and Ryzodeg (...)", "approved the NDAs for Zelvora and
 * Quilora", "the supplemental applications ... to the labels of Zelvora (...), Zelmet (...) and Zelmet XR (...)": one
 * decision on a plural application noun whose "for" (or "the labels of", the plural label the applications amend)
 * names several products decides them all. Right before the first product: the plural noun (an acronym's plural, or
 * "applications"), an optional parenthesis ("(NDAs)"), "for"; or "the labels of" with a plural application noun
 * earlier in the sentence. After each product: its sign and parenthesis, a comma or "and", and the next product's
 * mention, nothing between; the list ends on the item after "and".
 */
const PLURAL_APPLICATIONS_FOR = new RegExp(
  String.raw`\b(?:s?NDAs|s?BLAs|${applicationNouns('applications')})\s*(?:\([^()]{1,24}\)\s*)?for\s+(?:${determiners('the', 'its', 'our', 'their')}\s+)?$`,
  'i',
)
const PLURAL_APPLICATION_NOUN = new RegExp(
  String.raw`\b(?:s?NDAs|s?BLAs|${applicationNouns('applications')})\b`,
  'i',
)
const LABELS_OF = new RegExp(
  String.raw`\b(?:${closedWords('to', 'on', 'in')})\s+(?:${determiners('the', 'its', 'our', 'their')}\s+)?(?:${labelParts('label')})s\s+of\s+$`,
  'i',
)
const LIST_LINK_AFTER =
  /^\s*[\u00AE\u2122]?\s*(?:\([^()]{1,60}\)\s*)?(?:,\s*(?<and1>and\s+)?|(?<and2>and\s+))$/

/** Whether the mention starting at `start` in sentence `i` is the first object of a plural application noun. */
function pluralApplicationsObject(doc: Document, i: number, start: number): boolean {
  const lead = doc.folded.slice(Math.max(0, start - 60), start)
  if (PLURAL_APPLICATIONS_FOR.test(lead)) return true
  if (!LABELS_OF.test(lead)) return false
  const sentenceStart = doc.sentences[i]!.start
  return PLURAL_APPLICATION_NOUN.test(doc.folded.slice(Math.max(sentenceStart, start - 200), start))
}

/**
 * The mentions of the products listed after `entity`'s in "the applications for X, Y and Z" in sentence `i` (X the
 * first), in order, or []: X's mention must be a plural application noun's object, each next mention right after the
 * previous one's comma or "and"; a list with no "and" before its last item is no list (an apposition). From `from` on.
 */
export function pluralApplicationPartners(
  doc: Document,
  i: number,
  entity: number,
  from: number,
): DrugMention[] {
  const mentions = doc.lexicon.mentionsBySentence[i] ?? []
  const first = mentions.find(
    (m) => m.entity === entity && m.start >= from && pluralApplicationsObject(doc, i, m.start),
  )
  if (first === undefined) return []
  const chain: DrugMention[] = []
  const seen = new Set([
    first.name.toLowerCase(),
    ...(doc.lexicon.entityNames[entity] ?? []).slice(0, 1).map((n) => n.toLowerCase()),
  ])
  let ended = false
  let previous = first
  while (!ended && chain.length < 8) {
    const prev = previous
    let link: RegExpExecArray | null = null
    const next = mentions.find((m) => {
      // Brands of one substance (a combination's, an extended-release form's) are grouped as one entity: each listed
      // brand is its own item by its name.
      if (m.start <= prev.end || seen.has(m.name.toLowerCase())) return false
      link = LIST_LINK_AFTER.exec(doc.folded.slice(prev.end, m.start))
      return link !== null
    })
    if (next === undefined || link === null) break
    const groups = (link as RegExpExecArray).groups ?? {}
    ended = groups['and1'] !== undefined || groups['and2'] !== undefined
    chain.push(next)
    seen.add((next as DrugMention).name.toLowerCase())
    previous = next
  }
  // A list ends on the item after "and": without one the items were no list ("for X, Y" as an apposition).
  return ended ? chain : []
}

/** The first of `pluralApplicationPartners`, or null. */
export function pluralApplicationPartner(
  doc: Document,
  i: number,
  entity: number,
  from: number,
): DrugMention | null {
  return pluralApplicationPartners(doc, i, entity, from)[0] ?? null
}

/** The candidates of the same decision for the other products of "the applications for X, Y and Z". */
export function othersOfPluralApplications(
  doc: Document,
  i: number,
  event: OutcomeEvent,
  candidate: Candidate,
): Candidate[] {
  const drug = candidate.drug
  if (drug === null || drug.sentence !== i) return []
  const sentence = doc.sentences[i]!
  const used = new Set([drug.entity])
  return pluralApplicationPartners(doc, i, drug.entity, sentence.start + event.anchor.start).map(
    (second) => {
      // A brand grouped with the decision's own product or an earlier item's is keyed by its name, as a coined name is (coined-names.ts).
      const grouped = used.has(second.entity)
      used.add(second.entity)
      if (grouped)
        return {
          ...candidate,
          drug: {
            entity: -2 - doc.folded.indexOf(second.name),
            name: second.name,
            aliases: [],
            sentence: i,
            via: 'same' as const,
          },
        }
      const names = doc.lexicon.entityNames[second.entity] ?? [second.name]
      return {
        ...candidate,
        drug: {
          entity: second.entity,
          name: names[0] ?? second.name,
          aliases: names.slice(1),
          sentence: i,
          via: 'same' as const,
        },
      }
    },
  )
}
