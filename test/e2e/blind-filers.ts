/**
 * The filer a blind-format passage would have on EDGAR, for test/e2e/blind-sets-to-data.ts `--filer-named`: the
 * company the passage names first, one filer per company across every set. Test support only (a harness's guess, not
 * an extraction rule): a company release names its issuer first ("Acme Therapeutics, Inc. (NASDAQ: ACME) today
 * announced"), a wire repost or trade-press item the company it is about ("Shares of Acme Bio rose after ..."), and
 * a passage that names no company (a 10-Q excerpt's "the Company", a calendar row) gets no filer here: the run gives
 * it a company of its own.
 *
 * A company is named where a run of capitalised words stands before one of: a legal form ("Inc.", "Ltd", "plc",
 * "N.V.", "A/S", ...), a listing tag ("(NASDAQ: ACME)", "(ACME)" unless the capitals are the initials of the words
 * before, as in "New Drug Application (NDA)"), a sector word that ends a name ("Pharmaceuticals", "Therapeutics",
 * "Bio", ...), a reporting verb ("announced", "said"), or a capitalised possessive ("Acme's NDA": a product's name in
 * the possessive is taken too, and stays one filer's). The earliest such name wins. Its key, one filer, is its
 * first distinctive word ("Acme Pharma" and "Acme Pharmaceuticals, Inc." are one filer), and the filer's name is the
 * longest spelling met (the one EDGAR would list, legal form included). As EDGAR lists one company under one CIK: a
 * wire's dateline date ("Sept 24 Acme Plc") and a bare ticker beside the name ("Acme ACME & Co.") are no part of it,
 * a ticker written as the company ("ACME's BLA") is the company another passage lists under it ("Acme, Inc. (ACME)"),
 * and a sector word inside a spelled-out term ("Real-Time Oncology Review (RTOR)") ends no name. Tokens, no regular
 * expression over the whole text: linear in the text's length.
 */

const LEGAL_FORMS = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'ltd',
  'limited',
  'plc',
  'nv',
  'ag',
  'as',
  'sa',
  'se',
  'llc',
  'gmbh',
  'kgaa',
  'spa',
  'ab',
  'asa',
  'oyj',
  'bv',
])

const SECTOR_WORDS = new Set([
  'pharmaceuticals',
  'pharmaceutical',
  'therapeutics',
  'pharma',
  'biosciences',
  'biotherapeutics',
  'biopharma',
  'biopharmaceuticals',
  'biologics',
  'oncology',
  'medicines',
  'laboratories',
  'labs',
  'biotech',
  'biotechnology',
  'bio',
  'holdings',
  'sciences',
  'biomedical',
  'genetics',
  'genomics',
  'healthcare',
])

/** A news agency's tag after a dateline, bare: "(AP)", "(Reuters)". */
const NEWS_AGENCIES = new Set(['ap', 'reuters', 'afp', 'upi', 'rttnews', 'dpa'])

const REPORTING_VERBS = new Set(['announced', 'announces', 'said', 'says', 'reported', 'reports'])

const EXCHANGES =
  /^\((?:nasdaq|nsdq|nyse|amex|otc|otcbb|otcqb|otcqx|asx|tsx|tsxv|tsx-v|lse|aim|euronext|six|tokyo|nasdaqgs|nasdaqgm|nasdaq-gs|nasdaq-gm|nyse american|nyse mkt)\b/i

/** Words that open no company's name (a sentence's first word, the agency, a date). */
const NOT_NAMES = new Set(
  (
    'the a an on in at of for by to as and or but with from after before under since while when if ' +
    'shares share today yesterday earlier later effective this that these those its their his her our we there here it ' +
    'fda u.s. us usa food drug administration agency ministry european commission ema chmp health japan ' +
    'january february march april may june july august september october november december ' +
    // A month's abbreviation opens a wire's dateline too ("Sept 24 Acme Plc said").
    'jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'monday tuesday wednesday thursday friday saturday sunday ' +
    'united states company companies drugmaker drugmakers regulators regulator reuters bloomberg update breaking news ' +
    'pdufa nda bla snda sbla ind anda maa crl prescription user fee act new application biologics license ' +
    'complete response letter approval approved accepted priority review phase clinical act user-fee ' +
    'south north korea china chinese india indian germany german france french switzerland swiss ' +
    'britain british canada canadian australia australian israel israeli seoul tokyo beijing shanghai'
  ).split(' '),
)

/** A listing tag after a company's name: "(RCKT)", "(NASDAQ: RCKT)", "(Nasdaq:RCKT)". */
const LISTING_TAG = /\((?:[A-Za-z ]{2,20}:\s?)?([A-Z]{2,5})\)/g

/** A token's word: lower case, punctuation and a possessive off. */
const bare = (token: string) =>
  token
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/'s$/, '')
    .replace(/[^a-z0-9&/.-]/g, '')
    .replace(/^[./-]+|[./-]+$/g, '')

const capitalised = (token: string) => /^[("“]?[A-Z0-9]/.test(token)

/** The capitalised words just before token `end` (exclusive), at most four, within the same sentence. */
function nameBefore(tokens: readonly string[], end: number, includeEnd: boolean): string[] {
  const name: string[] = includeEnd ? [tokens[end]!] : []
  for (let j = end - 1; j >= 0 && name.length < 5; j--) {
    const t = tokens[j]!
    // A sentence ends before: a token ending in a full stop that is not an initial or an abbreviation like "U.S.".
    if (/[.!?:;]["”’]?$/.test(t) && !/^(?:[A-Z]\.)+$/.test(t) && j < end - 1) break
    if (t === '&' || (capitalised(t) && !/[.!?:;]$/.test(t))) name.unshift(t)
    else if (capitalised(t) && j === end - 1) name.unshift(t)
    else break
  }
  // Words that open no name come off the front ("The", "Shares", "On", a month, a day's number, "US-based").
  // "United" opens a company's name ("United Therapeutics") unless a country's ("United States").
  while (
    name.length > 0 &&
    (NOT_NAMES.has(bare(name[0]!)) || /^(?:&|[0-9,.]+|.*-based)$/.test(bare(name[0]!))) &&
    !(
      bare(name[0]!) === 'united' &&
      name.length > 1 &&
      !/^(?:states|kingdom)$/.test(bare(name[1]!))
    )
  )
    name.shift()
  // A possessive ends the name ("Disc Medicine's (IRON)").
  const possessive = name.findIndex((t) => /['’‘]s[,.]?$/.test(t))
  if (possessive >= 0) name.splice(possessive + 1)
  return name
}

/** Whether "(ABC)" spells the initials of the capitalised words before it ("New Drug Application (NDA)"). */
function initialsBefore(tokens: readonly string[], at: number, acronym: string): boolean {
  const initials: string[] = []
  for (let j = at - 1; j >= 0 && initials.length < acronym.length; j--) {
    const t = tokens[j]!.replace(/^[("“]+/, '')
    if (/^(?:and|of|for|the|&)$/i.test(t)) continue
    if (!/^[A-Z]/.test(t)) break
    // A hyphenated word gives each part's initial ("Real-Time Oncology Review (RTOR)").
    initials.unshift(...t.split('-').map((part) => part[0] ?? ''))
  }
  return initials.join('').toUpperCase() === acronym.toUpperCase()
}

/** Whether token `at` is one of the words an acronym in brackets just after spells ("Oncology" in "Real-Time Oncology
 * Review (RTOR)"). */
function spelledOut(tokens: readonly string[], at: number): boolean {
  for (let k = at + 1; k <= at + 3 && k < tokens.length; k++) {
    const acronym = /^\(([A-Z]{2,6})\)/.exec(tokens[k]!)?.[1]
    if (acronym && k - at < acronym.length && initialsBefore(tokens, k, acronym)) return true
  }
  return false
}

/** The name of the company a passage names first, or null. */
export function namedFiler(text: string): string | null {
  // A line break ends a name (a byline "By A Writer" on the line above; a headline): a token of its own, which opens
  // no name.
  const tokens = text
    .slice(0, 4000)
    .replace(/\n+/g, ' \u2029 ')
    .split(/[^\S\u2029]+/)
    .filter(Boolean)
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const word = bare(token)
    let name: string[] = []
    if (LEGAL_FORMS.has(word.replace(/[./]/g, '')) && i > 0 && /^(?:[A-Z]|plc\b)/.test(token)) {
      name = nameBefore(tokens, i, false)
      if (name.length > 0) name.push(token.replace(/[,;:)]+$/, ''))
    } else if (
      (EXCHANGES.test(token) || /^\([A-Z]{2,5}\)[,.;:]?$/.test(token)) &&
      // A news agency's tag after a dateline ("NEW YORK (AP)") is no listing.
      !NEWS_AGENCIES.has(bare(token))
    ) {
      const acronym = /^\(([A-Z]{2,5})\)/.exec(token)?.[1]
      if (acronym && initialsBefore(tokens, i, acronym)) continue
      name = nameBefore(tokens, i, false)
      // A dateline's place in capitals before its state or agency ("KENILWORTH (NJ)"): no company.
      if (!EXCHANGES.test(token) && name.length > 0 && name.every((t) => !/[a-z]/.test(t))) continue
    } else if (SECTOR_WORDS.has(word) && capitalised(token)) {
      // A sector word inside a spelled-out term is no name's end ("Real-Time Oncology Review (RTOR)").
      if (spelledOut(tokens, i)) continue
      name = nameBefore(tokens, i, true)
    } else if (/^[A-Z][A-Za-z-]+['’]s$/.test(token) && !NOT_NAMES.has(word)) {
      // A possessive ("Acme's NDA", "Acme's partner"): the company is the owner of what follows.
      name = nameBefore(tokens, i, true)
    } else if (REPORTING_VERBS.has(word)) {
      const end = i > 0 && bare(tokens[i - 1]!) === 'today' ? i - 1 : i
      // An appositive closes before the verb ("Acme, based in Ohio, said"): its place is no company.
      if (end > 0 && /,$/.test(tokens[end - 1]!)) continue
      name = nameBefore(tokens, end, false)
    }
    const cleaned = name
      .map((t) => t.replace(/^[("“]+|[,;:)"”]+$/g, '').replace(/['’‘]s?$/, ''))
      // A listing code written beside the name ("TSE:4502") is not part of it, nor a wire's bare ticker after the
      // name's first word ("Acme Pharma ACME & Co. said", "Acme ACME said"): EDGAR lists the company without it.
      .filter(
        (t, k, arr) =>
          t &&
          !t.includes(':') &&
          !(
            k > 0 &&
            /^[A-Z]{2,5}$/.test(t) &&
            /[a-z]/.test(arr[0]!) &&
            (k === arr.length - 1 || arr[k + 1] === '&' || LEGAL_FORMS.has(bare(arr[k + 1]!))) &&
            !LEGAL_FORMS.has(t.toLowerCase())
          ),
      )
    const distinctive = cleaned.filter((t) => !NOT_NAMES.has(bare(t)) && !SECTOR_WORDS.has(bare(t)))
    if (distinctive.length === 0) continue
    return cleaned.join(' ')
  }
  return null
}

/** A company's filer key: its name's first distinctive word ("Harlow-Vance Bio" and "Harlow Vance": "harlow"). */
export function filerKey(name: string): string {
  // An invented owner (namedFilers) is its product's own.
  if (name.startsWith('Owner of ')) return name.toLowerCase()
  const words = name.split(/[\s-]+/).map(bare)
  return (
    words.find(
      (w) =>
        w &&
        (!NOT_NAMES.has(w) || w === 'united') &&
        !SECTOR_WORDS.has(w) &&
        !LEGAL_FORMS.has(w.replace(/[./]/g, '')),
    ) ?? words.join(' ')
  )
}

/** Whether `text` names `drug` as a word (any case): "vibegron" in "FDA approved Vibegron, under brand name X". */
function mentions(text: string, drug: string): boolean {
  const t = text.toLowerCase()
  const d = drug.toLowerCase()
  if (d.length < 4) return false
  for (let at = t.indexOf(d); at >= 0; at = t.indexOf(d, at + 1)) {
    const before = at === 0 ? ' ' : t[at - 1]!
    const after = t[at + d.length] ?? ' '
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true
  }
  return false
}

/**
 * One filer name per passage (null: a company of its own), one per company across all of them. A passage that names
 * no company ("the Company received a complete response letter", "The FDA approved Xyz") is filed by its product's
 * owner, as a company's own filing says "the Company": the company named by the passages of the same product (one
 * that expects one of its drugs, or whose text names one of them, or whose drug its text names: "Vibegron, under
 * brand name Xyz"), the passages about that product alone first (a roundup names another company first), then the
 * company most of them name. A product no passage names a company for is one invented owner's ("Owner of Xyz"):
 * its passages are one company's, as on EDGAR, not strangers to each other. The passages that name a company keep
 * it, a stranger's included; a trap that expects nothing and names no company stays a company of its own.
 */
export function namedFilers(
  passages: readonly { text: string; drugs: readonly string[] }[],
): (string | null)[] {
  const drugsOf = passages.map((p) => [...new Set(p.drugs.map((d) => d.toLowerCase()))])
  // A product's possessive ("Xyz's approval") names no company: a name whose key is the first word of a drug some
  // passage expects.
  // Only a drug the passage itself names: "Eli Lilly" is a company where no "eli-cel" is written.
  const productKeys = new Map<string, string[]>()
  for (const d of new Set(drugsOf.flat())) {
    const key = d.split(/[\s-]+/)[0]!
    productKeys.set(key, [...(productKeys.get(key) ?? []), d])
  }
  const names = passages.map((p) => {
    const name = namedFiler(p.text)
    const drugs = name ? (productKeys.get(filerKey(name)) ?? []) : []
    return name && drugs.some((d) => mentions(p.text, d)) ? null : name
  })
  // A ticker written as the company ("ACME's resubmission") is the company another passage lists under it ("Acme
  // Pharma, Inc. (ACME)"): one CIK on EDGAR.
  const listed = new Map<string, string>()
  passages.forEach((p, i) => {
    const name = names[i]
    if (!name || /^[A-Z]{2,5}$/.test(name)) return
    const key = filerKey(name)
    for (const m of p.text.matchAll(LISTING_TAG)) {
      const before = p.text.slice(Math.max(0, m.index - 80), m.index).toLowerCase()
      if (before.includes(key) && !listed.has(m[1]!)) listed.set(m[1]!, name)
    }
  })
  // A ticker that is also a company's own name elsewhere ("UCB Pharma") stays that company's.
  const keys = new Set(names.flatMap((n) => (n && !/^[A-Z]{2,5}$/.test(n) ? [filerKey(n)] : [])))
  names.forEach((name, i) => {
    if (name && listed.has(name) && !keys.has(name.toLowerCase())) names[i] = listed.get(name)!
  })
  // Two passages tell of one product: a shared expected drug, or (weaker: a combination's partner is named too) one's
  // text names the other's.
  const sharedDrug = (i: number, j: number) => drugsOf[i]!.some((d) => drugsOf[j]!.includes(d))
  const sameProduct = (i: number, j: number) =>
    sharedDrug(i, j) ||
    drugsOf[i]!.some((d) => mentions(passages[j]!.text, d)) ||
    drugsOf[j]!.some((d) => mentions(passages[i]!.text, d))
  const named = passages.map((_, i) => i).filter((i) => names[i])
  const owners = passages.map((_, i) => {
    if (names[i] || drugsOf[i]!.length === 0) return null
    const sharing = named.filter((j) => sharedDrug(i, j))
    const linked = named.filter((j) => sameProduct(i, j))
    if (linked.length === 0) return null
    // A passage about the product alone first, even one linked only by the text's other name for it ("Xyz
    // (genericname)"): a roundup sharing the brand names another company first.
    const alone = (pool: number[]) => pool.filter((j) => drugsOf[j]!.length === 1)
    const pool = [alone(sharing), alone(linked), sharing, linked].find((p) => p.length > 0)!
    const votes = new Map<string, number>()
    for (const j of pool) votes.set(filerKey(names[j]!), (votes.get(filerKey(names[j]!)) ?? 0) + 1)
    const top = Math.max(...votes.values())
    return names[pool.find((j) => votes.get(filerKey(names[j]!)) === top)!]!
  })
  passages.forEach((_, i) => {
    names[i] ??= owners[i] ?? null
  })
  // The products no passage names a company for: their passages one invented owner's, joined product by product.
  const nameless = passages.map((_, i) => i).filter((i) => !names[i] && drugsOf[i]!.length > 0)
  for (const i of nameless) {
    if (names[i]) continue
    const owner = `Owner of ${passages[i]!.drugs[0]}`
    const cluster = [i]
    for (let k = 0; k < cluster.length; k++)
      for (const j of nameless)
        if (!names[j] && !cluster.includes(j) && sameProduct(cluster[k]!, j)) cluster.push(j)
    for (const j of cluster) names[j] = owner
  }
  const longest = new Map<string, string>()
  for (const name of names) {
    if (!name) continue
    const key = filerKey(name)
    const known = longest.get(key)
    if (!known || name.length > known.length) longest.set(key, name)
  }
  return names.map((name) => (name ? longest.get(filerKey(name))! : null))
}
