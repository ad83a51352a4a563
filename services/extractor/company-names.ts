/**
 * What a company's name is: its legal forms, closing words and listings ("Kestrel Bio, Inc.", "Genmab A/S", "Sanofi
 * (NASDAQ: SNY)"), the company vocabulary the other word lists derive from, and the names a text gives its companies.
 */
import { WORD_CHAR, escapeRegExp } from './name-search.js'
import {
  CORPORATE_BELONGINGS,
  CORPORATE_DEEDS,
  CORPORATE_RELATIONS,
  GROUP_WORDS,
  INDUSTRY_WORDS,
  LEGAL_FORMS,
  otherLegalForms,
} from './lexicon/company-forms.js'
import { stockExchanges } from './lexicon/non-names.js'
import { TELLING_VERBS, toldPastOrPresent, type TellingVerbName } from './lexicon/telling.js'
import { namedCompanies } from './named-companies.js'
import { WEEKDAY_NAMES } from './lexicon/calendar.js'
import { MARKET_MOVES } from './lexicon/events.js'
import { closedWords } from './lexicon/function-words.js'

/**
 * The company vocabulary, the one list every company test of the extractor derives from (COMPANY_TOKENS, CAPITAL_STOP,
 * COMPANY_AFTER_NAME, companyNames, and the abbreviations of sentences.ts).
 * Legal forms, abbreviated with or without their periods: "Norvale, Inc.", "Kestrel AB (publ)", "Ostrava S.p.A.".
 */
export const COMPANY_LEGAL_FORMS: readonly string[] = LEGAL_FORMS.map((form) => form.toLowerCase())
/** Whole words that close a company's name: "Norvale Therapeutics", "Kestrel Holdings Limited". */
const COMPANY_CLOSING_WORDS: readonly string[] = [
  ...otherLegalForms('Corporation', 'Limited'),
  ...INDUSTRY_WORDS,
  ...GROUP_WORDS,
]
/** The legal forms and closing words: what follows a company's name. */
export const COMPANY_SUFFIXES: readonly string[] = [
  ...COMPANY_LEGAL_FORMS,
  ...COMPANY_CLOSING_WORDS,
]
/**
 * Words that make a phrase a company only as whole tokens ("Kestrel Bio", "Tarvo Labs", "Norvale & Co"): as a regex
 * "co" and "bio" would also match the start of "co-packaged" and "bio-equivalent".
 */
const COMPANY_TOKEN_WORDS: readonly string[] = [
  ...otherLegalForms('Co'),
  'labs',
  'biotechnology',
  'genetics',
  'medicines',
  'partners',
  'bio',
]
/** Words that make a phrase a company, not a product. */
export const COMPANY_TOKENS: ReadonlySet<string> = new Set([
  ...COMPANY_SUFFIXES,
  ...COMPANY_TOKEN_WORDS,
])
/** COMPANY_SUFFIXES as regex alternatives (no group), longest first. */
const COMPANY_SUFFIX_WORDS = [...COMPANY_SUFFIXES]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|')
/** Exchanges of a company's listing: "Norvale (Nasdaq: NRVL)". */
// OTC as the prefix of its tiers ("OTCQB", "OTCQX", "OTC Markets").
const EXCHANGE_WORDS = String.raw`${stockExchanges('nasdaq', 'nyse', 'omx', 'lse', 'tsx', 'asx', 'six', 'tase', 'euronext', 'amex')}|${stockExchanges('otc')}\w*`
/** A company's suffix or listing after its name: "Zelvora, Inc.", "Kestrel Bio AG", "Norvale (NYSE: NRV)". */
// A suffix is a word of its own: "NV-1182" after a name is a code, not "N.V." ("About NV-1182 NV-1182 is ...").
const COMPANY_SUFFIX_SOURCE = String.raw`(?:\s*,)?\s+(?:${COMPANY_SUFFIX_WORDS})\b(?![-\d])|\s*\(\s*(?:${EXCHANGE_WORDS})\b`
/** The same, right at the start of the text after a captured name. */
export const COMPANY_AFTER_NAME = new RegExp(`^(?:${COMPANY_SUFFIX_SOURCE})`, 'i')

/** Names the text uses for a company ("Genmab A/S", "Sanofi (NASDAQ: SNY)"): never a drug, wherever they occur. */
export function companyNames(folded: string): Set<string> {
  // The reading of /([A-Z][\w-]+)(?=COMPANY_SUFFIX_AT)/gi, without its quadratic retries inside every word: what follows a
  // name starts with a space, a comma or a parenthesis, so only a whole run of word characters can be a name, taken from
  // its first letter that has a word character after it.
  // Runs are not walked one by one (most words of a filing are followed by no suffix): every place the suffix can match
  // ends in one of its keywords after a space or "(", so the keywords are found first (COMPANY_KEYWORD, a superset) and
  // the run is the one right before the spaces, comma and parenthesis ahead of the keyword; COMPANY_SUFFIX_AT decides.
  const names = new Set<string>()
  COMPANY_KEYWORD.lastIndex = 0
  for (let k = COMPANY_KEYWORD.exec(folded); k !== null; k = COMPANY_KEYWORD.exec(folded)) {
    let end = k.index + 1
    while (end > 0 && SUFFIX_LEAD.test(folded[end - 1]!)) end--
    if (end === 0 || !WORD_CHAR.test(folded[end - 1]!)) continue
    COMPANY_SUFFIX_AT.lastIndex = end
    if (!COMPANY_SUFFIX_AT.test(folded)) continue
    let start = end - 1
    while (start > 0 && WORD_CHAR.test(folded[start - 1]!)) start--
    const word = folded.slice(start, end)
    let first = 0
    while (first < word.length - 1 && !/[A-Za-z]/.test(word[first]!)) first++
    if (first >= word.length - 1) continue
    // "the same age group": a company's name is capitalised ("Diurnal Group").
    if (!/^[A-Z0-9]/.test(word.slice(first))) continue
    const name = word.slice(first).toLowerCase()
    // "Kestrel Bio, Inc.": the word before the suffix is itself a company word; the name is the capitalised word before it
    // (added first, so that the order of first mention holds).
    if (COMPANY_TOKENS.has(name)) {
      const before = /([A-Z][\w-]*[a-z][\w-]*)\s+$/.exec(
        folded.slice(Math.max(0, start - 40), start),
      )
      if (before !== null) names.add(before[1]!.toLowerCase())
    }
    names.add(name)
  }
  // "Kestrel (KSTL) said", "Norvale Bio (NRVB) shares rose": a name with a bare ticker, then a verb of telling or its
  // stock, is a company's (a product tells nothing and has no shares); its words are never a drug.
  if (BARE_TICKER.test(folded)) {
    BARE_TICKER_SPEAKER.lastIndex = 0
    for (let m = BARE_TICKER_SPEAKER.exec(folded); m !== null; m = BARE_TICKER_SPEAKER.exec(folded))
      for (const word of m[1]!.split(/\s+/))
        if (!COMPANY_TOKENS.has(word.toLowerCase())) names.add(word.toLowerCase())
  }
  // "Kestrel (KSTL) – PDUFA Date of D for ...": a roundup's item opening its line with a name and a bare ticker, then a
  // dash and the goal date's own noun, names the sponsor even alone (the item's product follows the date; s19-cal2).
  // A product with its abbreviation then something else ("Zelvora (ZLV) – the FDA set ...") is left to the rows above.
  BARE_TICKER_ITEM.lastIndex = 0
  for (let m = BARE_TICKER_ITEM.exec(folded); m !== null; m = BARE_TICKER_ITEM.exec(folded))
    for (const word of m[1]!.split(/\s+/))
      if (!COMPANY_TOKENS.has(word.toLowerCase())) names.add(word.toLowerCase())
  // "Corwin (CRWN) – PDUFA Date of D for X", "Eli Corwin (ECN) and Brandt (BRDT) – PDUFA Date ...": a calendar row opened by
  // a name with a bare ticker, then a dash (or "and" another such name), is a company's (s19 names); never when the
  // letters are the name's initials ("Lipid Nanoparticle (LNP)" is an abbreviation).
  // One such row alone ("Zelvora (ZLV) — NDA under review") may be a product with its abbreviation: two rows, or two names
  // joined by "and", are a calendar of listed companies.
  if (BARE_TICKER.test(folded)) {
    BARE_TICKER_ROW.lastIndex = 0
    const rows: string[][] = []
    let joined = false
    for (let m = BARE_TICKER_ROW.exec(folded); m !== null; m = BARE_TICKER_ROW.exec(folded)) {
      const words = m[1]!.split(/\s+/)
      const initials = words.map((w) => w[0]!.toUpperCase()).join('')
      if (words.length > 1 && initials === m[2]!) continue
      if (/^\s+and\s/.test(folded.slice(m.index + m[0].length))) joined = true
      rows.push(words)
    }
    if (rows.length >= 2 || joined)
      for (const word of rows.flat())
        if (!COMPANY_TOKENS.has(word.toLowerCase())) names.add(word.toLowerCase())
  }
  // "Hyperion ($HPTX) has won its first FDA approval": a name with a cashtag in parentheses is a listed company's, whatever
  // follows it (the dollar sign marks a stock symbol; a product's code never carries one); its words are never a drug.
  if (folded.includes('($') || folded.includes('( $')) {
    CASHTAG_NAME.lastIndex = 0
    for (let m = CASHTAG_NAME.exec(folded); m !== null; m = CASHTAG_NAME.exec(folded))
      for (const word of m[1]!.split(/\s+/))
        if (!COMPANY_TOKENS.has(word.toLowerCase())) names.add(word.toLowerCase())
  }
  // "Kestrel Hale and its partner Osprey Ingelheim": both names around a company's relation are companies' (s19 r38).
  if (folded.includes(' and its ') || folded.includes(' and their ')) {
    RELATED_NAMES.lastIndex = 0
    for (let m = RELATED_NAMES.exec(folded); m !== null; m = RELATED_NAMES.exec(folded))
      for (const word of `${m[1]!} ${m[2]!}`.split(/\s+/))
        if (!COMPANY_TOKENS.has(word.toLowerCase()) && !SENTENCE_OPENERS.has(word))
          names.add(word.toLowerCase())
  }
  return names
}
/** "Hyperion ($HPTX)", "Norvale Bio ( $NRVB )": up to three capitalised words, then a cashtag alone in parentheses. */
const CASHTAG_NAME =
  /(?<![\w-])([A-Z][a-z][\w-]{0,30}(?:\s+[A-Z][\w-]{0,30}){0,2})\s*\(\s*\$[A-Z]{1,5}\s*\)/g
const BARE_TICKER = /\(\s*[A-Z]{2,5}\s*\)/
const BARE_TICKER_SPEAKER = new RegExp(
  String.raw`(?<![\w-])([A-Z][a-z][\w-]{0,30}(?:\s+[A-Z][\w-]{0,30}){0,2})\s*\(\s*[A-Z]{2,5}\s*\)\s+(?:${toldPastOrPresent(Object.keys(TELLING_VERBS) as TellingVerbName[])}|shares|stock)\b`,
  'g',
)
/**
 * "Corwin (CRWN) – PDUFA Date", "Eli Corwin (ECN) and Brandt (BRDT) –": up to three capitalised words, a bare ticker in
 * parentheses, then a dash opening the row's text, or "and" another name with its bare ticker.
 */
const BARE_TICKER_ROW =
  /(?<![\w-])([A-Z][a-z][\w-]{0,30}(?:\s+[A-Z][\w-]{0,30}){0,2})\s*\(\s*([A-Z]{2,5})\s*\)(?=\s*[\u2013\u2014]\s|\s+-\s|\s+and\s+[A-Z][a-z][\w-]{0,30}(?:\s+[A-Z][\w-]{0,30}){0,2}\s*\(\s*[A-Z]{2,5}\s*\))/g
/** A line opening with up to three capitalised words, a bare ticker in parentheses, a dash and "PDUFA": a roundup's item. */
const BARE_TICKER_ITEM =
  /(?:^|\n)[ \t]*(?:[\u2022*-][ \t]+)?([A-Z][a-z][\w-]{0,30}(?:[ \t]+[A-Z][\w-]{0,30}){0,2})[ \t]*\([ \t]*[A-Z]{2,5}[ \t]*\)[ \t]*[\u2013\u2014-][ \t]+(?=PDUFA\b)/g
/** What COMPANY_SUFFIX_AT allows between a name and its keyword. */
const SUFFIX_LEAD = /[\s,(]/
/** Every keyword of COMPANY_SUFFIX_AT, after the space or "(" that must precede it there: " Therapeutics", "(Nasdaq". */
const COMPANY_KEYWORD = new RegExp(
  String.raw`[\s(](?:(?:${COMPANY_SUFFIX_WORDS})\b|(?:${EXCHANGE_WORDS})\b)`,
  'gi',
)
/** The same, at a given place (companyNames). */
const COMPANY_SUFFIX_AT = new RegExp(COMPANY_SUFFIX_SOURCE, 'iy')

/**
 * The capitalised words a text writes as a company's by what it does or owns, with no legal form: the subject of a
 * telling or a plan ("Kestrel said", "Kestrel plans to"), the owner of an officer, a board or shares ("Kestrel's chief
 * executive", "Kestrel's shares"), the issuer of shares ("shares of Kestrel"). A product does none of these, so such a
 * word is never a drug ("Kestrel received FDA approval for the treatment of adults with gout. Kestrel said ..." named the
 * company as the approved product). Lower case. Not companies of the text's order (ownership reads those): a person's
 * name ("Smith said") may be among them, and is no drug either.
 */
export function companiesByDeed(folded: string): Set<string> {
  const names = new Set<string>()
  for (const pattern of [
    DEED_AFTER_NAME,
    BELONGING_AFTER_NAME,
    SHARES_OF_NAME,
    SHARES_AFTER_NAME,
    SUBJECT_OF_ITS_SHARES,
  ]) {
    pattern.lastIndex = 0
    for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded))
      if (!COMPANY_TOKENS.has(m[1]!.toLowerCase())) names.add(m[1]!.toLowerCase())
  }
  return names
}
/** Capitalised words a sentence may open with before a company's name ("The Kestrel and its partner ..."): none a name. */
const SENTENCE_OPENERS: ReadonlySet<string> = new Set([
  'The',
  'A',
  'An',
  'This',
  'That',
  'Its',
  'Their',
  'Our',
  'Both',
])
/** A capitalised name of at least three letters, lower case after its first (no acronym: "FDA said" is the agency's). */
const DEED_NAME = String.raw`(?<![\w'’-])([A-Z][a-z][a-z][\w-]{0,30})`
const DEED_AFTER_NAME = new RegExp(
  String.raw`${DEED_NAME}[ ]+(?:${CORPORATE_DEEDS.join('|')})\b`,
  'g',
)
const BELONGING_AFTER_NAME = new RegExp(
  String.raw`${DEED_NAME}['’]s?[ ]+(?:${CORPORATE_BELONGINGS.flatMap((w) => [w, w.toUpperCase(), w[0]!.toUpperCase() + w.slice(1)].map((f) => f.replace(/ /g, '[ ]+'))).join('|')})\b`,
  'g',
)
const SHARES_OF_NAME = new RegExp(String.raw`\b(?:[Ss]hares|[Ss]tock)[ ]+of[ ]+${DEED_NAME}`, 'g')
/**
 * "Kestrel shares rose 5 percent after ...", "Halden stock plunged on ...": the trade press's issuer before its shares or
 * stock and the market's move (MARKET_MOVES, lexicon/events.ts), a company whatever its form. Only with the move: a
 * name before "shares" alone may open another phrase.
 */
const SHARES_AFTER_NAME = new RegExp(
  String.raw`${DEED_NAME}[ ]+(?:[Ss]hares|[Ss]tock|SHARES|STOCK)[ ]+(?:(?:${closedWords('were', 'are', 'have', 'had')})[ ]+)?(?:${Object.keys(MARKET_MOVES).join('|')})\b`,
  'g',
)
/**
 * "Kestrel received FDA approval on Friday, sending its shares up 30%": the subject opening a sentence whose own "its
 * shares" (or "its stock") names no other owner between them (only acronyms and weekdays are capitalised there): the
 * issuer of the shares, a company.
 */
const SUBJECT_OF_ITS_SHARES = new RegExp(
  String.raw`(?:^|[.!?][ ]+)${DEED_NAME}[ ]+(?:[^.!?;A-Z]|[A-Z](?=[A-Z.])|(?<=[A-Z.])[A-Z]|\b(?:${WEEKDAY_NAMES.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('|')})\b)*?\bits[ ]+(?:shares|stock)\b`,
  'g',
)
/**
 * "Kestrel Hale and its partner Osprey Ingelheim": up to three capitalised words, "and its" (or "their"), a company's
 * relation (CORPORATE_RELATIONS, one lower-case word may qualify it: "its longtime partner"), up to three capitalised
 * words: both are companies' names.
 */
const RELATED_NAMES = new RegExp(
  String.raw`(?<![\w'’-])((?:[A-Z][\w&.-]*[ ]+){0,2}[A-Z][a-z][\w-]*)[ ]+and[ ]+(?:its|their)[ ]+(?:[a-z-]+[ ]+)?(?:${CORPORATE_RELATIONS.join('|')})[ ]+((?:[A-Z][\w&.-]*[ ]+){0,2}[A-Z][\w&-]*)`,
  'g',
)

/**
 * What a text tells of the companies behind the capitalised words a name pattern reads (drug-lexicon.ts): the owner of
 * an application ("X's NDA") and a headline's subject ("X Gets FDA Decision Date").
 */
export class CompanyReading {
  private framed: Set<string> | undefined
  constructor(
    private readonly folded: string,
    private readonly companies: ReadonlySet<string>,
  ) {}

  /**
   * "X's NDA": the owner of an application is as often its sponsor ("Pfizer's NDA") as its product. A product only in a
   * text that gives its companies (the filer, a legal form, or a name with its company word: "Kestrel Bio"), and only
   * when no relationship frame of the text names it as a company ("in collaboration with X", "our partner X"): an owner
   * the text never names as a company is no company of the text. The frames are read once, on the first such owner.
   */
  ownerMayBeProduct(name: string): boolean {
    if (this.companies.size === 0 && !COMPANY_WORD_AFTER_CAPITAL.test(this.folded)) return false
    this.framed ??= new Set(
      namedCompanies(this.folded).flatMap((c) => c.name.toLowerCase().split(/\s+/)),
    )
    return !this.framed.has(name.toLowerCase())
  }

  /** "Kestrel Gets FDA Decision Date ... Kestrel Bio said": a name the text writes with a company word after it. */
  writesAsCompany(name: string): boolean {
    return new RegExp(
      String.raw`\b${escapeRegExp(name)}[ ]+(?:${COMPANY_WORDS_EITHER_CASE})\b`,
    ).test(this.folded)
  }
}
/** The company words (COMPANY_TOKENS) as a name writes them, the first letter in either case: "Bio", "Pharma", "Inc". */
const COMPANY_WORDS_EITHER_CASE = [...COMPANY_TOKENS]
  .sort((a, b) => b.length - a.length)
  .map((w) => `[${w[0]!.toUpperCase()}${w[0]!}]${escapeRegExp(w.slice(1))}`)
  .join('|')
/** A capitalised word with a company word after it: "Kestrel Bio", "Norvale Pharma". Bounded: no group repeats. */
const COMPANY_WORD_AFTER_CAPITAL = new RegExp(
  String.raw`\b[A-Z][\w&-]*[ ]+(?:${COMPANY_WORDS_EITHER_CASE})\b`,
)
