/**
 * The companies a filing names in a relationship frame, and how: "our partner X", "its licensee X",
 * "licensed ... from X", "in collaboration with X", "co-developed with X", "royalties ... from X",
 * "X and Y today announced", "jointly with X". The catalysts stage reads them as the filer vouching
 * for those companies on the decisions the filing discloses (services/catalysts/authority.ts), so a
 * frame names a relation the filer states itself; a company merely mentioned (a competitor, the
 * agency) is no relation. Pure and bounded: the text is cut to MAX_TEXT characters, every gap a
 * frame allows is bounded, and at most MAX_NAMED companies come out.
 */
import type { CompanyRelation, NamedCompany } from '../../schemas/avro/types.js'
import { CueScan } from './cue-scan.js'
import { legalForms, partneringForms } from './lexicon/company-forms.js'
import { writtenExchanges } from './lexicon/non-names.js'
import { closedWords } from './lexicon/function-words.js'

/** Relationship frames sit in the release's opening paragraphs and its "About" sections. */
const MAX_TEXT = 200_000
const MAX_NAMED = 40

/** One capitalised word of a company's name ("Northbay", "GmbH", "BioWorks", "A/S"). */
const WORD = String.raw`[A-Z][\w&'’/.-]*`
/** Legal forms written after a comma ("Kestrel Bio, Inc."). */
const LEGAL_FORM = String.raw`(?:,?\s+(?:${legalForms('Inc', 'Corp', 'Ltd', 'plc', 'LLC', 'L.P', 'AG', 'SA', 'S.A', 'N.V', 'NV', 'B.V', 'AB', 'A/S', 'GmbH', 'S.p.A')}|Co)\b\.?)?`
/** A listing after the name: "(Nasdaq: NBAY)", "(NYSE American: XYZ)", "(TASE: KSTL)": every exchange company-names.ts reads. */
const LISTING = String.raw`(?:\s*\(\s*(?:${writtenExchanges('nasdaq', 'nyse', 'amex', 'tsx', 'asx', 'lse', 'six', 'tase', 'omx', 'euronext')}|${writtenExchanges('otc')}\w*)[\w\s]{0,20}:\s*([A-Z][A-Z.]{0,7})\s*\))?`
/** A company's name: one to five capitalised words ("and"/"&" inside: "Smith & Nephew"), its legal form, its listing. */
const NAME = String.raw`(${WORD}(?:\s+(?:&\s+)?${WORD}){0,4})${LEGAL_FORM}${LISTING}`
/** A few words the frame allows between its cue and the name ("licensed the worldwide rights to X"). */
const GAP = String.raw`(?:[\w$%.,’'-]+\s+){0,10}?`

/** Capitalised words that open a sentence or name the agency, never a company in these frames. */
const NOT_A_COMPANY = new Set([
  'the',
  'this',
  'these',
  'that',
  'our',
  'its',
  'their',
  'a',
  'an',
  'in',
  'on',
  'under',
  'fda',
  'u.s',
  'u.s.',
  'food',
  'ema',
  'we',
  'it',
  'company',
  // Sentence adverbs before a comma ("Today, our partner X ..."): the name-first frames would take them.
  'today',
  'yesterday',
  'separately',
  'additionally',
  'meanwhile',
  'together',
  'however',
  'also',
])

interface Frame {
  relation: CompanyRelation
  pattern: RegExp
  /** How many names the frame captures (a joint release names two). */
  names: 1 | 2
  /**
   * Words of which every match holds one, as written (the patterns are case-sensitive): a text with none of them is
   * not scanned. Most texts state no relation, and a scan that starts at every capital letter costs.
   */
  cues: readonly string[]
  /** Every match ends with this word: the scan stops at its last occurrence (nothing after it can be in a match). */
  endsWith?: string
}

const frame = (
  relation: CompanyRelation,
  source: string,
  cues: readonly string[],
  names: 1 | 2 = 1,
  endsWith?: string,
): Frame => ({
  relation,
  pattern: new RegExp(source, 'g'),
  names,
  cues,
  ...(endsWith === undefined ? {} : { endsWith }),
})

/** The frames, each a linguistic pattern of a stated relation. */
const FRAMES: readonly Frame[] = [
  frame(
    'partner',
    String.raw`\b${closedWords('our', 'its', 'their')}\s+(?:[\w-]+\s+){0,2}?partners?,?\s+${NAME}`,
    ['partner'],
  ),
  frame(
    'partner',
    String.raw`\b${partneringForms('partnered', 'partnership', 'partnering')}\s+with\s+${NAME}`,
    ['partner'],
  ),
  frame(
    'licensee',
    String.raw`\b${closedWords('our', 'its', 'their')}\s+(?:[\w-]+\s+){0,2}?licensees?,?\s+${NAME}`,
    ['licensee'],
  ),
  frame('licensee', String.raw`\bout-?licensed\s+${GAP}to\s+${NAME}`, ['licensed']),
  frame(
    'licensee',
    String.raw`\blicensed\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?rights\s+${GAP}to\s+${NAME}`,
    ['licensed'],
  ),
  frame(
    'licensor',
    String.raw`\b${closedWords('our', 'its', 'their')}\s+(?:[\w-]+\s+){0,2}?licensors?,?\s+${NAME}`,
    ['licensor'],
  ),
  frame('licensor', String.raw`\b(?:in-?)?licensed\s+${GAP}from\s+${NAME}`, ['licensed']),
  // "a license agreement with X" states a licence but not its direction: the licensor is the likelier reading.
  frame('licensor', String.raw`\blicen[sc]e\s+(?:and\s+[\w-]+\s+)?agreement\s+with\s+${NAME}`, [
    'agreement',
  ]),
  frame(
    'collaborator',
    String.raw`\b${closedWords('our', 'its', 'their')}\s+(?:[\w-]+\s+){0,2}?collaborators?,?\s+${NAME}`,
    ['collaborator'],
  ),
  frame(
    'collaborator',
    String.raw`\bcollaborat(?:ion|ive|ing)\s+(?:[\w-]+\s+){0,3}?with\s+${NAME}`,
    ['collaborat'],
  ),
  frame('co_developer', String.raw`\bco-?develop(?:s|ed|ing|ment)?\s+${GAP}(?:with|by)\s+${NAME}`, [
    'develop',
  ]),
  frame(
    'co_developer',
    String.raw`\b${closedWords('our', 'its', 'their')}\s+co-?development\s+partner,?\s+${NAME}`,
    ['partner'],
  ),
  // The other direction: the name first, its role after it ("Norvale Therapeutics, our co-development partner, ...",
  // "Norvale, Kestrel Bio's partner, ..."); with an owner's possessive, both companies (either may be the filer).
  frame(
    'co_developer',
    String.raw`${NAME}\s*,\s+(?:${closedWords('our', 'its', 'their')}|${NAME}['’]s)\s+co-?development\s+partner\b(?!['’])`,
    ['partner'],
    2,
  ),
  frame(
    'partner',
    String.raw`${NAME}\s*,\s+(?:${closedWords('our', 'its', 'their')}|${NAME}['’]s)\s+(?:[\w-]+\s+){0,2}?partners?\b(?!['’])`,
    ['partner'],
    2,
  ),
  frame(
    'collaborator',
    String.raw`${NAME}\s*,\s+(?:${closedWords('our', 'its', 'their')}|${NAME}['’]s)\s+(?:[\w-]+\s+){0,2}?collaborators?\b(?!['’])`,
    ['collaborator'],
    2,
  ),
  frame('co_developer', String.raw`\bco-?development\s+partner\s+of\s+${NAME}`, ['partner']),
  // Both co-developers named together: "co-developed by X and Y", "X and Y are co-developing".
  frame(
    'co_developer',
    String.raw`\bco-?develop(?:ed|ing)\s+(?:jointly\s+)?by\s+${NAME}\s+and\s+${NAME}`,
    ['develop'],
    2,
  ),
  frame(
    'co_developer',
    String.raw`${NAME}\s+and\s+${NAME}\s+(?:are|were|have\s+been)\s+(?:jointly\s+)?co-?developing\b`,
    ['developing'],
    2,
  ),
  frame(
    'royalty',
    String.raw`\broyalt(?:y|ies)\s+${GAP}(?:${closedWords('from', 'by', 'to')}|payable\s+by|paid\s+by|owed\s+by|payable\s+to|paid\s+to|owed\s+to)\s+${NAME}`,
    ['royalt'],
  ),
  frame(
    'royalty',
    String.raw`\broyalt(?:y|ies)\s+(?:interest\s+|stream\s+)?(?:on|in)\s+${NAME}['’]s\b`,
    ['royalt'],
  ),
  // A royalty holder's or milestone earner's word for the sponsor: "a milestone upon the FDA's approval of X's NDA".
  frame(
    'royalty',
    String.raw`\b(?:milestones?|royalt(?:y|ies))\b(?:[^;]{0,250}?)\b${NAME}['’]s?\s+(?:[\w-]+\s+){0,2}?(?:New\s+Drug\s+Application|Biologics\s+License\s+Application|s?NDA|s?BLA|marketing\s+application)\b`,
    ['milestone', 'royalt'],
  ),
  frame('joint_announcement', String.raw`\bjointly\s+${GAP}with\s+${NAME}`, ['jointly']),
  frame(
    'joint_announcement',
    String.raw`${NAME}\s*,?\s+and\s+${NAME}\s*,?\s+(?:today\s+|jointly\s+)*announced`,
    ['announced'],
    2,
    'announced',
  ),
]

/**
 * The frames' cues as one automaton (cue-scan.ts): a text is read once for all of them, instead of once per cue (an
 * `includes` over the whole text each). Built on first use.
 */
let FRAME_CUES: CueScan | undefined
function frameCues(): CueScan {
  return (FRAME_CUES ??= new CueScan(
    [],
    FRAMES.flatMap((f) => f.cues),
  ))
}

/** The name as written, or null when the capture is a sentence opener or the agency. */
function cleanName(raw: string | undefined): string | null {
  if (!raw) return null
  const name = raw.trim().replace(/[.,]+$/, '')
  const first = name
    .split(/\s+/)[0]!
    .toLowerCase()
    .replace(/[.,]+$/, '')
  if (NOT_A_COMPANY.has(first) || name.length < 2) return null
  return name
}

/** The companies `text` names in relationship frames, in order of first mention, each relation once. */
export function namedCompanies(text: string): NamedCompany[] {
  const bounded = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text
  const found: Array<NamedCompany & { at: number }> = []
  const seen = new Set<string>()
  // Which cues the text holds, as written, read in one pass for all of them (frames share them).
  const holds = frameCues().held(bounded)
  for (const { relation, pattern, names, cues, endsWith } of FRAMES) {
    if (!cues.some((cue) => holds.get(cue) === true)) continue
    // A match ends with `endsWith`: the text up to its last occurrence holds every match, and the pattern reads the same
    // there (nothing of a match, nor any assertion in it, looks past the match's end).
    const subject =
      endsWith === undefined
        ? bounded
        : bounded.slice(0, bounded.lastIndexOf(endsWith) + endsWith.length)
    pattern.lastIndex = 0
    for (let m = pattern.exec(subject); m !== null; m = pattern.exec(subject)) {
      // Two captures per name: the name, then its listing's ticker.
      for (let i = 0; i < names; i++) {
        const name = cleanName(m[1 + i * 2])
        if (name === null) continue
        const key = `${name.toLowerCase()}\u0000${relation}`
        if (seen.has(key)) continue
        seen.add(key)
        found.push({ name, ticker: m[2 + i * 2] ?? null, relation, at: m.index })
      }
      if (found.length >= MAX_NAMED * 2) break
    }
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_NAMED)
    .map(({ name, ticker, relation }) => ({ name, ticker, relation }))
}
