/**
 * Whose fact a date or a decision is: the filer's, another sponsor's (a competitor's, held as `competitor`, which a human
 * can rescue), or only a guess (a later sentence's name when the fact's own sentence holds a name no pattern read).
 */
import type { ResolvedDrug } from './drug-resolution.js'
import type { Document } from './document.js'
import { brandShapedWords } from './capitalised-names.js'
import { escapeRegExp } from './name-search.js'
import { COMPANY_TOKENS } from './company-names.js'
import {
  foreignAgencies,
  foreignMarkets,
  governmentBodyNouns,
  usAgencyNouns,
} from './lexicon/agencies.js'
import { modalsOf } from './lexicon/modals.js'
import { determiners } from './lexicon/determiners.js'
import { companyRoles, unrelatedPartyNouns } from './lexicon/company-forms.js'
import { closedWords } from './lexicon/function-words.js'
import { greetings } from './lexicon/telling.js'

/**
 * The text's only name, read only in a later sentence, is the date's drug unless the date's own sentence holds a
 * capitalised word shaped like a name that no pattern read ("The FDA assigned Zelvora a PDUFA date of D. KST-204 is in
 * Phase 2."): then the date's drug is that unread word, and the later name is only a guess (held as no_drug).
 */
export function unlessNamedUnread(
  drug: ResolvedDrug | null,
  sentence: number,
  text: string,
): ResolvedDrug | null {
  if (drug !== null && drug.nextIsSubject === true)
    return brandShapedWords(text.replace(SALUTATION, (m) => ' '.repeat(m.length))).length > 0
      ? { ...drug, via: 'next', nextIsSubject: false }
      : drug
  if (drug === null || drug.via !== 'only' || drug.sentence <= sentence) return drug
  return brandShapedWords(text.replace(SALUTATION, (m) => ' '.repeat(m.length))).length > 0
    ? { ...drug, via: 'next' }
    : drug
}

/**
 * "Hi Jim, ...", "Hello 2nd Harbor Brigade: ...", "Dear Kestrel investors, ..." opening a forum post or a letter (s19 r46):
 * the words between the greeting and its comma or colon name the one addressed, never a product.
 */
const SALUTATION = new RegExp(
  String.raw`^\s*${greetings('hi', 'hello', 'hey', 'dear', 'greetings')}\s+[^,:;.!?\n]{1,40}[,:]`,
  'i',
)

/**
 * "a competing product, Rivalza, has a PDUFA date", "its competitor's therapy", "a rival drug": the date is another
 * sponsor's, reported by this filer; it is not this filer's catalyst.
 */
const COMPETITOR =
  /\b(?:compet(?:ing|itors?['’]?s?)|rival(?:['’]s)?)\s+(?:[\w-]+\s+){0,3}?(?:products?|therap(?:y|ies)|drugs?|treatments?|candidates?|medicines?|programs?|antibod(?:y|ies)|vaccines?|inhibitors?|agonists?|antagonists?|assets?|molecules?)\b|\bcompetitors?['’]?s?\b/i
/**
 * "Halden's rival Ostrelva", "Halden's rival, Kestrel Pharma,": a competitor named right after the word (case-sensitive:
 * a name follows).
 */
const RIVAL_NAME = /\b[Rr]ivals?,?\s+[A-Z]/
/**
 * "the FDA approved Rudmarsh Pharma's Caldovra, a rival to our Pentraza", "..., which competes with our X": the product
 * set against the filer's own ("..., ahead of our X": a race with it) is another sponsor's (a product slot reads past its owner's possessive, so such a
 * decision now names it).
 */
const RIVAL_TO_OURS =
  /\b(?:rivals?\s+(?:to|of)|compet(?:es|ing)\s+(?:directly\s+)?with)\s+(?:our|the\s+company['’]s)\b/i
/** "..., ahead of our Carvessa.": the race with the filer's own product, named at the clause's end (not "ahead of our PDUFA date"). */
const AHEAD_OF_OURS =
  /\bahead\s+of\s+(?:our|the\s+company['’]s)\s+[A-Z][a-z][\w-]{0,30}\s*(?:[.,;]|$)/
/**
 * "a competing company, Halvex Bio,", "a rival drugmaker received a complete response letter": the company a decision or a
 * date is told of is named as a rival one, with no product named (the product the text names elsewhere is the filer's).
 */
const RIVAL_COMPANY = new RegExp(
  String.raw`\b(?:compet(?:ing|itor)|rival)\s+(?:[\w-]+\s+)?${companyRoles('company', 'companies', 'sponsor', 'sponsors', 'drugmaker', 'drugmakers', 'firm', 'firms', 'developer', 'developers', 'manufacturers', 'applicants')}\b`,
  'i',
)
/**
 * "the agency approved a similar drug, Halvern's Ostrelva": another product of the same kind, set beside the one the text
 * is about, is another sponsor's (the head noun right after the adjective: "similar efficacy to other therapies" is none).
 */
const SIMILAR_PRODUCT =
  /\bsimilar\s+(?:products?|therap(?:y|ies)|drugs?|treatments?|candidates?|medicines?|antibod(?:y|ies)|vaccines?)\b/i
export const isCompetitors = (text: string): boolean =>
  COMPETITOR.test(text) ||
  SIMILAR_PRODUCT.test(text) ||
  RIVAL_COMPANY.test(text) ||
  RIVAL_NAME.test(text) ||
  RIVAL_TO_OURS.test(text) ||
  AHEAD_OF_OURS.test(text)

/** "If approved, tremolimab would compete with our product candidate": the product named is a competitor's. */
/** "would", "could", "will", "may", "might": a rivalry foretold. */
const PREDICTING_MODAL = modalsOf('possibility', 'condition', 'future')
const COMPETES_WITH_OURS = new RegExp(
  String.raw`\b${PREDICTING_MODAL}\s+(?:directly\s+)?compete\s+with\s+(?:our|the\s+company['’]s)\b`,
  'i',
)
const MODAL_OPENING = new RegExp(String.raw`^\s+${PREDICTING_MODAL}\b`, 'i')
export function toldAsCompeting(
  doc: Document,
  sentence: number,
  drug: ResolvedDrug | null,
): boolean {
  if (drug === null) return false
  const next = doc.sentenceTexts[sentence + 1] ?? ''
  // The product itself is the subject of "would compete with our": "If approved, tremolimab would compete with our ...",
  // not "Other products, such as Rivexa, could compete with our Zelvora".
  const at = next.indexOf(drug.name)
  if (at < 0) return false
  const after = next.slice(at + drug.name.length)
  return MODAL_OPENING.test(after) && COMPETES_WITH_OURS.test(after)
}

/**
 * "could face competition from Merrow Pharma's lendotinib, which has a PDUFA date of D", "would compete with Halden's
 * Ostrelva": the product named as the competition is another sponsor's (not "compete with our X": that one is ours).
 */
const COMPETITION_BEFORE =
  /\b(?:competition\s+from|compet(?:e|es|ing)\s+(?:directly\s+)?(?:with|against))\s+(?!(?:our|the\s+company['’]s)\b)[^,;.()]{0,60}$/i
export function namedAsCompetition(text: string, drug: ResolvedDrug | null): boolean {
  if (drug === null) return false
  const at = text.indexOf(drug.name)
  return at >= 0 && COMPETITION_BEFORE.test(text.slice(Math.max(0, at - 80), at))
}

/**
 * "the FDA approved Ostrelva, a rival to Kestrel's Zelvora" in Kestrel's filing: the product set as a rival to one the
 * filer owns, by the filer's name (given by the filing or the text's first company), is another sponsor's, as "a rival
 * to our X" is (RIVAL_TO_OURS). In Halvern's filing the same sentence tells Halvern's own decision.
 */
const RIVAL_TO_OWNER = /\brivals?\s+(?:to|of)\s+([A-Z][\w-]*)(?:\s+[A-Z][\w-]*){0,3}?['’]s?\s/
export function rivalToTheFilers(doc: Document, text: string): boolean {
  const owner = RIVAL_TO_OWNER.exec(text)?.[1]?.toLowerCase()
  if (owner === undefined) return false
  const first = doc.lexicon.companies[0]
  return owner === first || doc.lexicon.filerNames.includes(owner)
}

/** A partner's, licensee's or royalty payer's product is the filer's business, not a competitor's. */
const PARTNERSHIP =
  /\b(?:partner\w*|licens\w*|sublicens\w*|collaborat\w*|royalt\w*|co-develop\w*|co-commerciali\w*|alliance|milestone)\b/i

/**
 * "Orrin Therapeutics' Brevanta (zoldrasib) is under FDA review with a PDUFA date of D": the product of a company the
 * text names that is not the first company it names (the filer, in a release or a report), in a text that speaks of no
 * partnership, is another sponsor's: held as `competitor`, which a human can rescue.
 */
export function ownedByAnother(doc: Document, text: string, drug: ResolvedDrug | null): boolean {
  const [filer, ...others] = doc.lexicon.companies
  if (drug === null || filer === undefined || others.length === 0) return false
  const at = text.indexOf(drug.name)
  if (at < 0) return false
  const owner = OWNER_BEFORE.exec(text.slice(Math.max(0, at - 60), at))
  const company = owner?.[1]?.toLowerCase()
  if (company === undefined || company === filer || !others.includes(company)) return false
  // A roundup of several sponsors' dates ("X Bio's A is up for an FDA decision on D1. Then, on D2, the FDA decision is
  // due on Y Pharma's B"): the first company is no filer when a sentence naming it binds a goal date of its own; each
  // sponsor's date is its own product's.
  if (firstCompanyDated(doc, filer)) return false
  // Conservative: a text that speaks of a partnership anywhere may be reporting its partner's product (read last: the
  // whole text is scanned only for a product another company owns).
  return !PARTNERSHIP.test(doc.folded)
}
/** Whether a sentence naming the first company binds a goal date (its own product's, as a roundup's row). */
function firstCompanyDated(doc: Document, filer: string): boolean {
  const names = new RegExp(String.raw`\b${escapeRegExp(filer)}\b`)
  return doc.sentenceTexts.some(
    (text, i) =>
      (doc.targetProposals[i]?.bindings.length ?? 0) > 0 && names.test(text.toLowerCase()),
  )
}
/**
 * "Orrin Therapeutics' ", "Halden's ", "Vantel Pharma's complement inhibitor " before a product: its owner, by the first
 * word of its name.
 */
const OWNER_BEFORE = /\b([A-Z][\w-]*)(?:\s+[A-Z][\w-]*){0,3}['’]s?\s+(?:[a-z][\w-]*\s+){0,3}$/

/**
 * "Corvel Biosciences announced that the FDA approved Plexinda", "the FDA approved Vexamid (a product of Ironbridge
 * Pharma)": a decision told of another company the text names, in a sentence that names neither the filer (its first
 * company) nor a partnership, is another sponsor's.
 */
export function anotherCompanysDecision(doc: Document, text: string): boolean {
  const [filer, ...others] = doc.lexicon.companies
  if (filer === undefined || others.length === 0 || PARTNERSHIP.test(text)) return false
  const lower = text.toLowerCase()
  const names = (company: string) =>
    new RegExp(String.raw`\b${escapeRegExp(company)}\b`).test(lower)
  return !names(filer) && others.some(names)
}

/**
 * "In March, another sponsor, Halvex Bio, received a complete response letter", "a similar product from another company
 * received a CRL", "other companies' candidates were approved": the decision's subject, before its words in the clause, is
 * another company's (not in a sentence that speaks of a partnership: "in-licensed from another company"; not when the
 * filer is the subject after it: "Like several other sponsors in this field, we received ...").
 */
const ANOTHER_COMPANY_BEFORE = new RegExp(
  String.raw`(?<!\b(?:${closedWords('like', 'unlike', 'with')}|similar\s+to)\s+(?:[\w-]+\s+){0,2})\b(?:another|${determiners('other')})\s+(?:[\w-]+\s+)?${companyRoles('company', 'companies', 'sponsor', 'sponsors', 'drugmaker', 'drugmakers', 'firm', 'firms', 'developer', 'developers', 'manufacturers', 'applicants')}(?:['’]s?)?\b(?:(?!\b(?:we|${determiners('our')}|the\s+company)\b)[^.;]){0,80}$`,
  'i',
)
/**
 * "Halvex, LLC, an entity not affiliated with Kestrel, was granted FDA approval of its IV tavrunosin product", "an
 * unaffiliated third party received approval of ...": the decision's subject, before its words, is told as a company the
 * filer has no tie to (lexicon/company-forms.ts UNRELATED_PARTY_NOUNS), the filer nowhere its subject after it.
 */
const UNRELATED_PARTY_BEFORE = new RegExp(
  String.raw`\b(?:${unrelatedPartyNouns('entity', 'entities', 'company', 'companies', 'party', 'parties', 'third party', 'third parties', 'third-party', 'manufacturer', 'sponsor')}\s+(?:that\s+${closedWords('is', 'was', 'are')}\s+)?not\s+affiliated\s+with|unaffiliated\s+(?:${unrelatedPartyNouns('entity', 'entities', 'company', 'companies', 'party', 'parties', 'third party', 'third parties', 'third-party', 'manufacturer', 'sponsor')}))\b(?:(?!\b(?:we|${determiners('our')})\b)[^.;]){0,80}$`,
  'i',
)
export function anotherCompanyDecides(text: string, anchorStart: number): boolean {
  const before = text.slice(Math.max(0, anchorStart - 160), anchorStart)
  return (
    (ANOTHER_COMPANY_BEFORE.test(before) || UNRELATED_PARTY_BEFORE.test(before)) &&
    !PARTNERSHIP.test(text)
  )
}

/**
 * "A rival product, Carrow Pharma's Bexalta, is also under review. The therapy has a PDUFA date of D": a date whose
 * product is read from an earlier sentence that presents it as a rival's is that rival's (not after "unlike").
 */
const RIVAL_BEFORE = new RegExp(
  String.raw`(?<!\bunlike\s+)\b${determiners('a', 'an', 'the', 'its', 'their', 'one')}\s+(?:rival|competing|competitor['’]?s?)\b[^.;]{0,60}$`,
  'i',
)
export function rivalReadBefore(
  doc: Document,
  sentence: number,
  drug: ResolvedDrug | null,
): boolean {
  if (drug === null || drug.via !== 'previous' || drug.sentence >= sentence) return false
  const earlier = doc.sentenceTexts[drug.sentence] ?? ''
  const at = earlier.indexOf(drug.name)
  if (at < 0) return false
  return (
    RIVAL_BEFORE.test(earlier.slice(Math.max(0, at - 80), at)) || namedAsCompetition(earlier, drug)
  )
}

/**
 * Whether the sentence names a brand-shaped word no slot read after the date (the row's object: "on D, to expand the use
 * of Zelvora") while the drug the lexicon gives its date is another sentence's product that binds a date of its own there
 * (a roundup of several sponsors' decision dates).
 */
export function rowOfAnother(
  doc: Document,
  sentence: number,
  drug: ResolvedDrug,
  dateEnd: number,
): boolean {
  const text = doc.sentenceTexts[sentence] ?? ''
  const start = doc.sentences[sentence]!.start
  const read = doc.lexicon.mentionsBySentence[sentence] ?? []
  return (
    (doc.targetProposals[drug.sentence]?.bindings.length ?? 0) > 0 &&
    brandShapedWords(text, doc.lexicon.companies).some(
      (w) =>
        w.start >= dateEnd &&
        !read.some((m) => m.start <= start + w.start && m.end >= start + w.end),
    )
  )
}

/**
 * "the FDA approved Norvane's NVP-204", "Norvane's Zelquor was approved": in a filing whose filer the text names, a
 * decided product owned, by a possessive right before it, by a capitalised word that is none of the filer's names is
 * another sponsor's, known company or not (only a filer given by the filing tells the text's own company apart from a
 * roundup's several sponsors). Not the agency's ("the FDA's approval of X"), not a product's ("Zelquor's sNDA"), not in
 * a text that speaks of a partnership.
 */
export function ownedByAnUnlistedRival(
  doc: Document,
  text: string,
  drug: ResolvedDrug | null,
): boolean {
  const filer = doc.lexicon.filerNames
  if (drug === null || filer.length === 0) return false
  const at = text.indexOf(drug.name)
  if (at < 0) return false
  const before = text.slice(Math.max(0, at - 60), at)
  const owner = OWNER_BEFORE.exec(before)?.[1]?.toLowerCase()
  if (owner === undefined) return false
  // "Kestrel & Co's X", "Kestrel Bio's X": the filer named in the owner's words, or a legal form read as the owner.
  const lower = before.toLowerCase()
  if (filer.some((name) => new RegExp(String.raw`\b${escapeRegExp(name)}\b`).test(lower)))
    return false
  // "the Food and Drug Administration's ...": the possessive's head word, the agency's or a place's.
  const head = POSSESSIVE_HEAD.exec(before)?.[1]?.toLowerCase() ?? owner
  if (COMPANY_TOKENS.has(owner) || AGENCY_OR_PLACE.test(owner) || AGENCY_OR_PLACE.test(head))
    return false
  if (doc.lexicon.entityNames.some((names) => names.some((n) => n.toLowerCase() === owner)))
    return false
  return !PARTNERSHIP.test(doc.folded)
}
/** Possessive owners that are no sponsor: the agency, a country, the company named by its role. */
const AGENCY_OR_PLACE = new RegExp(
  String.raw`^(?:${usAgencyNouns('fda', 'agency', 'regulator', 'administration')}|${governmentBodyNouns('commission', 'ministry', 'department', 'authority', 'government')}|${foreignAgencies('EMA', 'MHRA', 'PMDA', 'NMPA')}|${foreignMarkets('europe', 'european', 'eu', 'japan', 'china')}|u\.?s\.?)$`,
  'i',
)
/** The word the possessive mark ends: "Drug Administration's review division for " -> "Administration". */
const POSSESSIVE_HEAD = /\b([A-Z][\w-]*)['’]s?\s+(?:[a-z][\w-]*\s+){0,3}$/
