/**
 * The drugs a text names: names come only from grammatical slots that name a product (the object of an application, of
 * an approval or of a designation; a brand followed by its generic in parentheses; trademark symbols; development codes;
 * INN stems), grouped into one entity per drug (brand, generic and code names the text ties together), then every
 * occurrence indexed by sentence. Nothing is looked up in a list of known drugs: unseen drugs must work. What a name is:
 * drug-names.ts; where a name can stand: name-slots.ts; which drug a fact is about: drug-resolution.ts.
 */
import { bareName, documentSubject, subjectAliases } from './document-subject.js'
import { continuesName, mayBeStemWordIn } from './inn-stems.js'
import { CueScan } from './cue-scan.js'
import { patternCues } from './pattern-cues.js'
import type { Sentence } from './sentences.js'
import {
  ALIAS_PHRASE,
  aliasNameEnds,
  aliasesAfter,
  mayEndAt,
  listsComponents,
  nameBeforeParenthesis,
  parentheticalAliases,
} from './drug-aliases.js'
import {
  BIOMARKER_WORD,
  DISEASE_NOUN_AFTER,
  CAPITAL_STOP,
  COMPANY_AFTER_NAME,
  COMPANY_TOKENS,
  type Capture,
  PHRASE_STOP,
  SALT_MARKER,
  SALT_NAME,
  TOKEN_NAMED,
  TOKEN_NONE,
  captureName,
  companyNames,
  continuesBrand,
  drugKey,
  isDrugLike,
  isNameLikeToken,
  isSaltHead,
  stripMarks,
  DOSAGE_FORM_WORDS,
  tokenKind,
} from './drug-names.js'
import {
  NextCue,
  NextCueOfMany,
  NextMatch,
  asciiLowerCase,
  edgesReadAlike,
  escapeRegExp,
  occurrences,
} from './name-search.js'
import {
  TRADEMARK,
  APPLICATION_SLOT,
  PRODUCT_SLOTS,
  ABOUT_HEADING,
  PLAIN_PRODUCT,
  PLAIN_PRODUCT_MARKER,
  APPOSED_BEFORE_PLAIN,
  NAME_PATTERNS,
  NAME_PATTERN_MODE,
  MARKERS,
  SENTENCE_GATES,
  NEXT_WORD,
  DOSAGE_FORM_AFTER,
  conjunctsOf,
  parallelSlotsOf,
  HEADLINE_TOPIC,
  mayEndOnTopic,
  CAPS_HEADLINE_NAME,
  isAllCaps,
  titleCased,
  isTitleCase,
} from './name-slots.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { COMPANY_ROLES } from './lexicon/company-forms.js'
import { dosageForms, approvalKinds } from './lexicon/products.js'
import { productNouns } from './lexicon/products.js'
import { attributeNouns, hyphenatedQualifiers } from './lexicon/descriptors.js'
import { inCapitals } from './lexicon/compile.js'

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

export interface DrugLexicon {
  /** Names per entity in first-seen order (surface forms). */
  entityNames: string[][]
  mentionsBySentence: DrugMention[][]
  /** The first mention when the text names exactly one drug. */
  onlyDrug: DrugMention | null
  /** The one product a release presents under an "About X" heading (companies excluded), if exactly one. */
  featured: DrugMention | null
  /**
   * Companies the text names with a suffix or a listing, lower case, in the order first named (the filer first, mostly);
   * never the agency ("the FDA (...)" can read like a listed name).
   */
  companies: readonly string[]
}

class NameGroups {
  private readonly parent = new Map<string, string>()
  readonly surface = new Map<string, string>()
  readonly order: string[] = []

  add(written: string): string {
    // "Halvorex Halvorex": a heading run into its paragraph names the product once.
    const twice = /^(\S+) \1$/.exec(written)
    const name = twice === null ? written : twice[1]!
    const key = drugKey(name)
    if (key.length < 2) return key
    if (!this.parent.has(key)) {
      this.parent.set(key, key)
      this.surface.set(key, name)
      this.order.push(key)
    }
    return key
  }

  find(key: string): string {
    let root = key
    while (this.parent.get(root) !== root && this.parent.has(root)) root = this.parent.get(root)!
    return root
  }

  union(a: string, b: string): void {
    if (!this.parent.has(a) || !this.parent.has(b)) return
    const rootA = this.find(a)
    const rootB = this.find(b)
    if (rootA === rootB) return
    // The name seen first stays the representative.
    if (this.order.indexOf(rootA) <= this.order.indexOf(rootB)) this.parent.set(rootB, rootA)
    else this.parent.set(rootA, rootB)
  }
}

function shiftCapture(capture: Capture, offset: number): Capture {
  return { name: capture.name, start: capture.start + offset, end: capture.end + offset }
}

/** "X, a proprietary, subcutaneously delivered " before a substance: the product (captured) and its description's words. */
const SUBSTANCE_APPOSED_BEFORE = new RegExp(
  String.raw`\b([A-Z][\w-]*[A-Za-z0-9])(?:\u00AE|\u2122)?,\s+(?:an?|${closedWords('its', 'their', 'our')})\s+(?:[a-z][\w-]*,?\s+){0,5}$`,
)
/** " solution", " oral suspension", " injection" after the substance: the product is the substance in a dosage form. */
const SUBSTANCE_FORM_AFTER = new RegExp(
  String.raw`^\s+(?:(?:${dosageForms('oral', 'topical', 'subcutaneous', 'intravenous', 'nasal', 'buccal', 'ophthalmic')}|extended[- ]release|[\d.]+\s*%)\s+)*(?:${[...DOSAGE_FORM_WORDS].join('|')})\b`,
  'i',
)
/** Words of a dosage form or route: a name made of them only is no product's name. */
const FORM_OR_ROUTE_WORDS: ReadonlySet<string> = new Set([
  ...DOSAGE_FORM_WORDS,
  ...['film', 'films', 'buccal', 'oral', 'nasal', 'sublingual', 'transdermal', 'patch', 'foam'],
  ...['lotion', 'drops', 'implant', 'vaginal', 'rectal', 'insert', 'soluble', 'dispersible'],
])
/** A lower-case function word fused to a development code after it ("forVP-102"); the code is the name. */
const FUSED_FUNCTION_WORD = new RegExp(
  String.raw`^${closedWords('on', 'of', 'for', 'to', 'in', 'at', 'by', 'and', 'the', 'with', 'from', 'as', 'or')}(?=[A-Z]{1,6}-?\d)`,
)

/** "kestrels", "companys": a company's name, or the word for the company, with the "'s" of its possessive fused. */
function isStrippedPossessive(word: string, companies: ReadonlySet<string>): boolean {
  if (word.length < 4 || !word.endsWith('s')) return false
  const owner = word.slice(0, -1)
  return companies.has(owner) || Object.hasOwn(COMPANY_ROLES, owner)
}

/** Collects every name the text gives a drug, then indexes each occurrence by sentence. */
export function buildDrugLexicon(
  folded: string,
  sentences: readonly Sentence[],
  filer: string | null = null,
): DrugLexicon {
  const groups = new NameGroups()
  // The filer, known from the filing, is the first company when the text names it, whether or not with its legal form.
  // A text that never names it (a parent's or a former name in EDGAR, a partner's release furnished as an exhibit) keeps
  // its own first company first, so that its own products are not read as another company's; the filer's names are
  // still never a drug.
  const filerWords = filer === null ? [] : filerNamesOf(filer)
  // The text with only A-Z lowered (offsets unchanged), where a one-word ASCII name is found with indexOf.
  const asciiLower = asciiLowerCase(folded)
  const filerNamed = filerWords.some((name) => holdsWholeWord(folded, asciiLower, name))
  const companies = new Set(
    filerNamed
      ? [...filerWords, ...companyNames(folded)]
      : [...companyNames(folded), ...filerWords],
  )
  const addWithAliases = (capture: Capture) => {
    const words = capture.name.split(' ')
    // BIOMARKER_WORD needs a hyphen: a word without one is not tested.
    if (words.some((w) => w.includes('-') && BIOMARKER_WORD.test(w))) return
    if (COMPANY_AFTER_NAME.test(folded.slice(capture.end, capture.end + 40))) return
    if (words.some((w) => companies.has(w.toLowerCase()))) return
    // "for Kestrels sNDA", "the Companys NDA": a company's name (or the company itself) with its apostrophe stripped.
    if (words.some((w) => isStrippedPossessive(w.toLowerCase(), companies))) return
    // "Brevalin Bio BLA Accepted": a name ending on a company word is the company's.
    if (words.length > 1 && COMPANY_TOKENS.has(words[words.length - 1]!.toLowerCase())) return
    // "X (y) Buccal Film NDA": a dosage form and its route, which the name slot before "NDA" took without the brand.
    if (words.every((w) => FORM_OR_ROUTE_WORDS.has(w.toLowerCase()))) return
    const key = groups.add(capture.name)
    // "Ostrelva Oral Suspension (ostrelvine)": the alias follows the dosage form the name stopped before.
    const form = DOSAGE_FORM_AFTER.exec(folded.slice(capture.end, capture.end + 80))
    for (const alias of parentheticalAliases(folded, capture.end + (form?.[0].length ?? 0))) {
      if (alias.toLowerCase() === capture.name.toLowerCase()) continue
      groups.union(key, groups.add(alias))
    }
  }

  // A pattern the text holds none of the words of (pattern-cues.ts) matches in none of its sentences: not scanned at all.
  // Which of the patterns' words the text holds, and where they start, read in one pass.
  const plan = productCuePlan()
  const cueStarts = plan.scan.startsByCue(asciiLower)
  const slotMayMatch = plan.slots.map((cues) => mayMatchBy(cues, cueStarts))
  const nameMayMatch = plan.names.map((cues) => mayMatchBy(cues, cueStarts))
  // Most slots match in few sentences of a text: where each next matches in the whole text tells which sentences to pass over.
  // Only for a pattern that may match in the text (the others are passed over before they are asked).
  const slotsNext = PRODUCT_SLOTS.map(([slot], k) =>
    slotMayMatch[k] ? nextMarker(slot, plan.slotMarkers[k]!, folded, cueStarts) : null,
  )
  const namesNext = NAME_PATTERNS.map((pattern, k) =>
    nameMayMatch[k] ? nextMarker(pattern, plan.nameMarkers[k]!, folded, cueStarts) : null,
  )
  const trademarkNext = new NextMatch(MARKERS.get(TRADEMARK)!, folded)
  const saltNext = new NextMatch(SALT_MARKER, folded)
  // "About Velocet" on a line of its own: the product a press release presents (an "About <company>" is no product).
  const featuredKeys = new Set<string>()
  for (const sentence of sentences) {
    const heading = ABOUT_HEADING.exec(folded.slice(sentence.start, sentence.end))
    if (heading === null) continue
    const name = stripMarks(heading[1]!)
    const words = name.split(' ')
    if (
      words.length > 3 ||
      !isNameLikeToken(words[0]!, 'capital') ||
      words.some((w) => COMPANY_TOKENS.has(w.toLowerCase()) || companies.has(w.toLowerCase())) ||
      // "About Tardive Dyskinesia" over a text that writes "tardive dyskinesia" or "Rett syndrome": a disease, which a
      // brand is never written as; "About Rett Syndrome" ends on a disease noun.
      folded.includes(name.toLowerCase()) ||
      (words.length > 1 &&
        folded.includes([words[0], ...words.slice(1).map((w) => w.toLowerCase())].join(' '))) ||
      DISEASE_NOUN_AFTER.test(` ${words[words.length - 1]}`)
    )
      continue
    const start = sentence.start + heading.index + heading[0].indexOf(heading[1]!)
    addWithAliases({ name, start, end: start + heading[1]!.length })
    featuredKeys.add(drugKey(name))
  }
  // Two sentence tests asked of the whole text once first: a text without their words has no sentence with them (the
  // marker is a plain alternation; the headline words are looked for without their \b, which only a sentence's edge adds).
  const capsHeadlineMay = CAPS_HEADLINE_WORDS_ANYWHERE.test(folded)
  const plainProductMay = PLAIN_PRODUCT_MARKER.test(folded)
  for (const sentence of sentences) {
    const text = folded.slice(sentence.start, sentence.end)
    // Sentence offsets to text offsets (a module function: an arrow made here per sentence costs a closure, and under tsx a __name call, each time).
    const offset = sentence.start
    const skippable = edgesReadAlike(folded, sentence.start, sentence.end)
    for (let k = 0; k < PRODUCT_SLOTS.length; k++) {
      if (!slotMayMatch[k]) continue
      if (skippable && !slotsNext[k]!.startsIn(sentence.start, sentence.end)) continue
      if (!(plan.slotGates[k]?.(text) ?? true)) continue
      const [slot, mode] = PRODUCT_SLOTS[k]!
      slot.lastIndex = 0
      let m: RegExpExecArray | null
      while ((m = slot.exec(text)) !== null) {
        const capture = captureName(text, m.index + m[0].length, mode)
        if (capture !== null) {
          addWithAliases(shiftCapture(capture, offset))
          for (const conjunct of conjunctsOf(text, capture, mode))
            addWithAliases(shiftCapture(conjunct, offset))
          for (const item of parallelSlotsOf(text, capture))
            addWithAliases(shiftCapture(item, offset))
        }
        if (m[0].length === 0) slot.lastIndex++
      }
    }
    for (let k = 0; k < NAME_PATTERNS.length; k++) {
      const pattern = NAME_PATTERNS[k]!
      if (!nameMayMatch[k]) continue
      if (skippable && !namesNext[k]!.startsIn(sentence.start, sentence.end)) continue
      if (!(plan.nameGates[k]?.(text) ?? true)) continue
      pattern.lastIndex = 0
      let m: RegExpExecArray | null
      while ((m = pattern.exec(text)) !== null) {
        const raw = m[1] ?? m[2] ?? ''
        const words = raw.split(/\s+/)
        // Keep the name-like tail: "Day One's Tovorafenib" is not a name, "Tovorafenib" is; a brand keeps its
        // formulation word ("Ostrelva XR has a PDUFA date").
        const tail: string[] = []
        const last = words.length - 1
        const formulation =
          last >= 1 &&
          continuesBrand(words[last - 1]!, words[last]!) &&
          isNameLikeToken(words[last - 1]!, 'capital')
        if (formulation) tail.unshift(words[last]!)
        for (let i = formulation ? last - 1 : last; i >= 0; i--) {
          const word = words[i] ?? ''
          if (!isNameLikeToken(word, NAME_PATTERN_MODE.get(pattern) ?? 'capital')) break
          tail.unshift(word)
        }
        if (tail.length === 0) continue
        const name = tail.join(' ')
        const start = m.index + m[0].indexOf(name)
        const capture = { name: stripMarks(name), start, end: start + name.length }
        addWithAliases(shiftCapture(capture, offset))
        const mode = NAME_PATTERN_MODE.get(pattern) ?? 'capital'
        for (const conjunct of conjunctsOf(text, capture, mode))
          addWithAliases(shiftCapture(conjunct, offset))
      }
    }
    if (!skippable || trademarkNext.startsIn(sentence.start, sentence.end)) {
      TRADEMARK.lastIndex = 0
      let tm: RegExpExecArray | null
      while ((tm = TRADEMARK.exec(text)) !== null) {
        const words = stripMarks(tm[1] ?? '').split(' ')
        while (
          words.length > 0 &&
          (CAPITAL_STOP.has(words[0]!.toLowerCase()) || PHRASE_STOP.has(words[0]!.toLowerCase()))
        )
          words.shift()
        if (words.length === 0) continue
        const name = words.join(' ')
        const start = tm.index + tm[0].indexOf(name)
        addWithAliases(shiftCapture({ name, start, end: tm.index + tm[0].length }, offset))
      }
    }
    // Both headline checks read the whole sentence: each runs only where its pattern's words stand.
    if (capsHeadlineMay && CAPS_HEADLINE_WORDS.test(text) && isAllCaps(text)) {
      CAPS_HEADLINE_NAME.lastIndex = 0
      for (let c = CAPS_HEADLINE_NAME.exec(text); c !== null; c = CAPS_HEADLINE_NAME.exec(text)) {
        const name = titleCased(c[1]!)
        if (CAPITAL_STOP.has(name.toLowerCase()) || !isNameLikeToken(name, 'capital')) continue
        const start = c.index + c[0].indexOf(c[1]!)
        addWithAliases(shiftCapture({ name, start, end: start + name.length }, offset))
      }
    }
    const ending = mayEndOnTopic(text) ? HEADLINE_TOPIC.exec(text) : null
    const topic = ending !== null && isTitleCase(text) ? ending : null
    if (topic !== null && isNameLikeToken(topic[1]!, 'capital')) {
      const start = topic.index + topic[0].indexOf(topic[1]!)
      addWithAliases(
        shiftCapture({ name: topic[1]!, start, end: start + topic[1]!.length }, offset),
      )
    }
    if (plainProductMay && PLAIN_PRODUCT_MARKER.test(text)) {
      PLAIN_PRODUCT.lastIndex = 0
      for (let p = PLAIN_PRODUCT.exec(text); p !== null; p = PLAIN_PRODUCT.exec(text)) {
        const words = p[1]!.split(' ')
        // "The", "FDA", "Company": a capital that opens the sentence or names an agency is no part of the name.
        while (words.length > 1 && CAPITAL_STOP.has(words[0]!.toLowerCase())) words.shift()
        if (words.length < 2 || !/^[A-Z]/.test(words[0]!)) continue
        const name = words.join(' ')
        const start = p.index + p[0].length - name.length
        addWithAliases(shiftCapture({ name, start, end: start + name.length }, offset))
        // "V731, its investigational Marburg vaccine": the plain name in apposition is another name of the product.
        const apposed = APPOSED_BEFORE_PLAIN.exec(text.slice(Math.max(0, start - 80), start))
        if (apposed !== null && isNameLikeToken(apposed[1]!, 'capital'))
          groups.union(groups.add(stripMarks(apposed[1]!)), groups.add(name))
      }
    }
    // Stem names and codes anywhere; a name of two words read whole ("obecabtagene autoleucel", "olipudase alfa").
    // The words of /[A-Za-z][\w-]*[A-Za-z0-9]/g one at a time (no array of every word's match): a word that can start a name
    // looks at the words after it with the same pattern, sticky, where only spaces separate them.
    // Read by character codes (nextWord), with no match object per word: a word with no digit and under six letters is
    // no code and no stem name (tokenKind's first test), and most words of a text are such.
    for (let at = 0; nextWord(text, at, WORD_AT);) {
      at = WORD_AT.end
      if (!WORD_AT.digit && WORD_AT.end - WORD_AT.start < 6) continue
      // A word without a digit names nothing unless it may end as a stem does (tokenKind's first test, read in place
      // without taking the word out of the text): most long words of a text end here.
      if (!WORD_AT.digit && !mayBeStemWordIn(text, WORD_AT.start, endBeforeCapitalSuffix(text)))
        continue
      const word = text.slice(WORD_AT.start, WORD_AT.end)
      // "forVP-102", "onVP-102": HTML that dropped the space glues a function word to the code after it.
      const fused = WORD_AT.digit ? (FUSED_FUNCTION_WORD.exec(word)?.[0].length ?? 0) : 0
      const token = word.slice(fused)
      const kind = tokenKind(token)
      const named = kind === TOKEN_NAMED
      if (kind === TOKEN_NONE) continue
      const start = WORD_AT.start + fused
      let current = token
      let end = start + token.length
      let extended = false
      for (;;) {
        let gap = end
        while (text.charCodeAt(gap) === 32) gap++
        if (gap === end) break
        NEXT_WORD.lastIndex = gap
        const next = NEXT_WORD.exec(text)
        if (next === null || !continuesName(current, next[0])) break
        current = next[0]
        end = gap + current.length
        extended = true
      }
      // An enzyme word or a gene-therapy head alone is not a name: "kinase", "oncogene".
      if (!named && !extended) continue
      addWithAliases(shiftCapture({ name: text.slice(start, end), start, end }, offset))
      // "FUROSCIX, a proprietary, subcutaneously delivered furosemide solution,": the substance of the product in
      // apposition (a dosage form after it) is another name of that product, not a second drug.
      const brand = SUBSTANCE_APPOSED_BEFORE.exec(text.slice(Math.max(0, start - 100), start))
      if (
        brand !== null &&
        SUBSTANCE_FORM_AFTER.test(text.slice(end, end + 40)) &&
        isNameLikeToken(stripMarks(brand[1]!), 'capital')
      )
        groups.union(
          groups.add(stripMarks(brand[1]!)),
          groups.add(stripMarks(text.slice(start, end))),
        )
      at = end
    }
    if (saltNext.startsIn(sentence.start, sentence.end)) {
      SALT_NAME.lastIndex = 0
      for (let s = SALT_NAME.exec(text); s !== null; s = SALT_NAME.exec(text)) {
        if (isSaltHead(s[1]!))
          addWithAliases(
            shiftCapture({ name: s[0], start: s.index, end: s.index + s[0].length }, offset),
          )
      }
    }
    // "(tovorafenib)" after a brand or code names the brand too.
    if (text.includes('('))
      for (const paren of matchesOf(/\(([^()]{2,60})\)/g, text)) {
        if (listsComponents(paren[1] ?? '')) continue
        const inner = (paren[1] ?? '').split(/\s*,\s*/)[0] ?? ''
        if (!isDrugLike(inner) && !groups.surface.has(drugKey(inner))) continue
        const outer = nameBeforeParenthesis(text, paren.index ?? 0)
        if (outer === null || outer.name.toLowerCase() === inner.toLowerCase()) continue
        const outerKey = groups.add(outer.name)
        groups.union(outerKey, groups.add(stripMarks(inner)))
      }
  }

  // "sublingual orvanicline": a name read with its route in front is also the substance alone, the name another filing
  // of the decision may give it.
  for (const key of [...groups.order]) {
    const bare = bareName(groups.surface.get(key) ?? key)
    if (bare !== null) groups.union(key, groups.add(bare))
  }
  // The product the text presents as its application's object (document-subject.ts): read as a drug when no pattern read
  // one; whether or not a pattern read it, the names the document gives it anywhere are one product's.
  const subject = documentSubject(folded, companies)
  if (subject !== null) {
    const readOtherwise = groups.order.some((key) => (groups.surface.get(key) ?? key).length >= 3)
    const key = drugKey(subject.name)
    if (!readOtherwise) {
      addWithAliases(subject)
      for (const other of subject.qualified) groups.union(key, groups.add(other))
    }
    if (groups.surface.has(key))
      for (const other of subjectAliases(folded, subject.name, companies))
        groups.union(key, groups.add(other))
  }

  // "ZENTRIVA (zentrivamab), also known as ZNT-101": the other name of the same drug.
  // Cheap prefilter: without one of the alias phrases in the text, no name's alias pattern can match.
  // Compiling a pattern per name is the costly part: compile it only for a name that can end right before an alias phrase.
  const aliasEnds = ALIAS_PHRASE.test(folded) ? aliasNameEnds(folded) : null
  if (aliasEnds !== null)
    for (const key of [...groups.order]) {
      const name = groups.surface.get(key) ?? key
      if (!mayEndAt(folded, name, aliasEnds)) continue
      for (const other of aliasesAfter(folded, asciiLower, name)) {
        if (CAPITAL_STOP.has(other.toLowerCase()) || PHRASE_STOP.has(other.toLowerCase())) continue
        groups.union(key, groups.add(other))
      }
    }

  // A name inside a longer one is the same drug: "tisotumab" in "tisotumab vedotin", "pegcetacoplan" in "intravitreal pegcetacoplan".
  // Each key padded once, not once per pair it is compared in.
  // Not a word two names share ("autotemcel" in "betibeglogene autotemcel" and "elivaldogene autotemcel"): it joins neither.
  const padded = groups.order.map((key) => ` ${key} `)
  for (let i = 0; i < groups.order.length; i++) {
    const shorter = groups.order[i]!
    const longers = groups.order.filter(
      (longer, j) =>
        shorter !== longer && longer.length > shorter.length && padded[j]!.includes(padded[i]!),
    )
    // Longer names that hold one another are one name written at more length ("X vedotin" and "X vedotin-tftv").
    const distinct = longers.filter(
      (longer) =>
        !longers.some((other) => other !== longer && ` ${longer} `.includes(` ${other} `)),
    )
    if (distinct.length > 1) continue
    for (const longer of longers) groups.union(shorter, longer)
  }

  const entityOfRoot = new Map<string, number>()
  const entityNames: string[][] = []
  for (const key of groups.order) {
    const root = groups.find(key)
    let entity = entityOfRoot.get(root)
    if (entity === undefined) {
      entity = entityNames.length
      entityOfRoot.set(root, entity)
      entityNames.push([])
    }
    entityNames[entity]!.push(groups.surface.get(key) ?? key)
  }

  const mentionsBySentence = indexMentions(folded, asciiLower, sentences, groups, entityOfRoot)
  // The first mention, and whether every mention is of its entity (no flattened copy of every mention).
  let first: DrugMention | null = null
  let oneEntity = true
  for (const mentions of mentionsBySentence)
    for (const m of mentions)
      if (first === null) first = m
      else if (m.entity !== first.entity) oneEntity = false
  const onlyDrug = first !== null && oneEntity ? first : null
  const featuredEntities = new Set(
    [...featuredKeys]
      .map((key) => entityOfRoot.get(groups.find(key)))
      .filter((e): e is number => e !== undefined),
  )
  const featured =
    featuredEntities.size === 1 ? firstOf(mentionsBySentence, featuredEntities) : null
  return {
    entityNames,
    mentionsBySentence,
    onlyDrug,
    featured,
    companies: [...companies].filter((c) => !CAPITAL_STOP.has(c) && !COMPANY_TOKENS.has(c)),
  }
}

/**
 * Where `pattern` next matches, told by its marker (MARKERS) in the text, else by the pattern itself; either read by its
 * cues (pattern-cues.ts) when it has some. A cue is a marker too: every match of the pattern in a sentence holds a match
 * of its marker there, which holds one of the marker's cues whole, so a cue starts in the sentence. The cues' places come
 * from the one pass that read which cues the text holds (`cueStarts`, by the marker's cue indices `markerCues`).
 */
function nextMarker(
  pattern: RegExp,
  markerCues: readonly number[] | null,
  folded: string,
  cueStarts: readonly (readonly number[])[],
): NextMatch | NextCue | NextCueOfMany {
  if (markerCues === null) return new NextMatch(MARKERS.get(pattern) ?? pattern, folded)
  // One cue's starts are in increasing order already (most markers have one).
  if (markerCues.length === 1) return new NextCue(cueStarts[markerCues[0]!]!)
  return new NextCueOfMany(markerCues.map((cue) => cueStarts[cue]!))
}

/** Whether a pattern of cue indices `cues` (null: none) may match in a text whose cues start at `cueStarts`. */
function mayMatchBy(
  cues: readonly number[] | null,
  cueStarts: readonly (readonly number[])[],
): boolean {
  return cues === null || cues.some((cue) => cueStarts[cue]!.length > 0)
}

/**
 * The one-pass reader of the product slots' and name patterns' words, and each pattern's and its marker's cues as
 * indices into what the reader answers (null: the pattern has none, so it is always scanned). Built on first use.
 */
interface ProductCuePlan {
  scan: CueScan
  slots: ReadonlyArray<readonly number[] | null>
  names: ReadonlyArray<readonly number[] | null>
  slotMarkers: ReadonlyArray<readonly number[] | null>
  nameMarkers: ReadonlyArray<readonly number[] | null>
  /** Each pattern's sentence gate (SENTENCE_GATES), if it has one. */
  slotGates: ReadonlyArray<((sentence: string) => boolean) | undefined>
  nameGates: ReadonlyArray<((sentence: string) => boolean) | undefined>
}
let PRODUCT_CUE_PLAN: ProductCuePlan | undefined
function productCuePlan(): ProductCuePlan {
  if (PRODUCT_CUE_PLAN !== undefined) return PRODUCT_CUE_PLAN
  const scan = new CueScan([
    ...PRODUCT_SLOTS.map(([slot]) => slot),
    ...NAME_PATTERNS,
    ...MARKERS.values(),
  ])
  const indices = (pattern: RegExp) =>
    patternCues(pattern)?.map((cue) => scan.cueIndex(cue)) ?? null
  const markerOf = (pattern: RegExp) => MARKERS.get(pattern) ?? pattern
  PRODUCT_CUE_PLAN = {
    scan,
    slots: PRODUCT_SLOTS.map(([slot]) => indices(slot)),
    names: NAME_PATTERNS.map(indices),
    slotMarkers: PRODUCT_SLOTS.map(([slot]) => indices(markerOf(slot))),
    nameMarkers: NAME_PATTERNS.map((pattern) => indices(markerOf(pattern))),
    slotGates: PRODUCT_SLOTS.map(([slot]) => SENTENCE_GATES.get(slot)),
    nameGates: NAME_PATTERNS.map((pattern) => SENTENCE_GATES.get(pattern)),
  }
  return PRODUCT_CUE_PLAN
}

/**
 * /\bNAME\b/i for a filer's name, compiled once per name (a filer files many texts, and compiling costs more than the
 * test). Bounded: cleared when full.
 */
const WHOLE_WORD_PATTERNS = new Map<string, RegExp>()
function wholeWordPattern(name: string): RegExp {
  let pattern = WHOLE_WORD_PATTERNS.get(name)
  if (pattern === undefined) {
    if (WHOLE_WORD_PATTERNS.size >= 2000) WHOLE_WORD_PATTERNS.clear()
    pattern = new RegExp(String.raw`\b${escapeRegExp(name)}\b`, 'i')
    WHOLE_WORD_PATTERNS.set(name, pattern)
  }
  return pattern
}

/**
 * Whether /\bNAME\b/i matches in `folded`: for an ASCII name, found in the lowered text with indexOf (the pattern's
 * letters match ASCII letters only, in either case) and its edges read as \b reads them; else by the pattern.
 */
function holdsWholeWord(folded: string, asciiLower: string, name: string): boolean {
  if (name.length === 0 || !ASCII_ONLY.test(name)) return wholeWordPattern(name).test(folded)
  const needle = name.toLowerCase()
  for (let p = asciiLower.indexOf(needle); p !== -1; p = asciiLower.indexOf(needle, p + 1))
    if (wordBoundaryAt(folded, p) && wordBoundaryAt(folded, p + needle.length)) return true
  return false
}
const ASCII_ONLY = /^[\x00-\x7f]+$/

/** \b at `at`: a word character on one side only ([A-Za-z0-9_]; outside the text is none). */
function wordBoundaryAt(text: string, at: number): boolean {
  const before = at > 0 && isRegExpWordCode(text.charCodeAt(at - 1))
  const after = at < text.length && isRegExpWordCode(text.charCodeAt(at))
  return before !== after
}

function isRegExpWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
}

/** filerNames, read once per filer (a filing's texts all have the same one). Bounded: cleared when full. */
const FILER_NAMES = new Map<string, readonly string[]>()
function filerNamesOf(filer: string): readonly string[] {
  let names = FILER_NAMES.get(filer)
  if (names === undefined) {
    if (FILER_NAMES.size >= 2000) FILER_NAMES.clear()
    names = filerNames(filer)
    FILER_NAMES.set(filer, names)
  }
  return names
}

/** "KESTREL BIO, INC." -> "kestrel": the filer's names as companyNames reads them, from its title-cased EDGAR name. */
function filerNames(filer: string): string[] {
  const titled = filer.replace(
    /[A-Za-z][A-Za-z'-]*/g,
    (w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase(),
  )
  const names = [...companyNames(titled)]
  // A name without a legal form ("Kestrel Bio"): its first word, when that is no company word.
  const first = /^[A-Za-z][\w-]{2,}/.exec(titled)?.[0]?.toLowerCase()
  if (names.length === 0 && first !== undefined && !COMPANY_TOKENS.has(first)) names.push(first)
  return names
}

// What ends right before an application's object: "the NDA for its ", "seeking full approval of ".
const APPLICATION_OBJECT_LEAD = new RegExp(
  String.raw`${APPLICATION_SLOT}(?:the\s+|its\s+|our\s+)?$|\bseek(?:s|ing)?\s+(?:(?:${approvalKinds('accelerated', 'full', 'traditional', 'marketing')}|u\.s\.)\s+)*approvals?\s+(?:of|for)\s+$`,
  'i',
)

/**
 * " in combination with ", " plus ", " and " between two names: the second a companion of the first. A parenthesis that gives
 * the first its own date ("X (PDUFA date of D) and Y") makes them two items, not a pair.
 */
const COMPANION_GAP = new RegExp(
  String.raw`^\)?\s*(?:\((?![^)]*(?:\bpdufa\b|\bdate\b|\d{4}))[^)]*\))?\s*,?\s*(?:in\s+combination\s+with|combined\s+with|${closedWords('plus', 'with', 'and')}|along\s+with|together\s+with|added\s+to|on\s+top\s+of|\+)\s*$`,
  'i',
)

function indexMentions(
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
    for (const m of occurrences(folded, asciiLower, name)) {
      const start = m.index
      const end = start + m[0].length
      if (end === start || taken[start] === 1 || taken[end - 1] === 1) continue
      const sentence = sentenceAt(sentences, start)
      if (sentence === -1) continue
      taken.fill(1, start, end)
      const lead = folded.slice(Math.max(0, start - 60), start)
      const applicationObject = APPLICATION_OBJECT_LEAD.test(lead)
      mentionsBySentence[sentence]!.push({
        entity,
        name: m[0],
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
    // A companion is named right after the drug it goes with: "RP1 (...) in combination with nivolumab", "X and Y".
    for (const mention of mentions) {
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
      const nextTo = [...mentions].reverse().find((other) => other.end <= mention.start)
      if (
        nextTo?.companion === true &&
        /^\s*[\u00AE\u2122]?\s*\(\s*$/.test(folded.slice(nextTo.end, mention.start))
      ) {
        mention.companion = true
        continue
      }
      const previous = [...mentions]
        .reverse()
        .find((other) => other.end <= mention.start && other.entity !== mention.entity)
      if (previous === undefined || previous.end < sentence.start) continue
      const between = folded.slice(previous.end, mention.start)
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

/** The first mention (in sentence order) of one of `entities`. */
function firstOf(
  mentionsBySentence: readonly DrugMention[][],
  entities: ReadonlySet<number>,
): DrugMention | null {
  for (const mentions of mentionsBySentence)
    for (const m of mentions) if (entities.has(m.entity)) return m
  return null
}

/** The end of the word at WORD_AT without a final hyphen and capital ("-B"), as tokenKind reads it. */
function endBeforeCapitalSuffix(text: string): number {
  const end = WORD_AT.end
  if (end - WORD_AT.start < 2 || text.charCodeAt(end - 2) !== 45) return end
  const c = text.charCodeAt(end - 1)
  return c >= 65 && c <= 90 ? end - 2 : end
}

/** Where nextWord found a word, and whether it holds a digit. */
const WORD_AT = { start: 0, end: 0, digit: false }

function isWordCharCode(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45
  )
}

/**
 * The next match of WORD (/[A-Za-z][\w-]*[A-Za-z0-9]/g) at or after `from`, into `at`; false when none. The same
 * matches: from a letter, the run of [\w-] after it, back to its last letter or digit (none: no word starts at that
 * letter, and none in the rest of the run, which holds no letter).
 */
function nextWord(text: string, from: number, at: typeof WORD_AT): boolean {
  const n = text.length
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i)
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) continue
    let end = -1
    let digit = false
    let j = i + 1
    for (; j < n; j++) {
      const d = text.charCodeAt(j)
      if (!isWordCharCode(d)) break
      if (d >= 48 && d <= 57) {
        digit = true
        end = j + 1
      } else if ((d >= 65 && d <= 90) || (d >= 97 && d <= 122)) end = j + 1
    }
    if (end === -1) {
      i = j
      continue
    }
    at.start = i
    at.end = end
    at.digit = digit
    return true
  }
  return false
}

/** The words CAPS_HEADLINE_NAME needs before a name: a sentence without them has no all-caps headline name. */
const CAPS_HEADLINE_WORDS = new RegExp(
  String.raw`\b${inCapitals(closedWords('on', 'for', 'of'))}\s`,
)
/** The same words without the \b: held by the whole text wherever a sentence of it holds them. */
const CAPS_HEADLINE_WORDS_ANYWHERE = new RegExp(
  String.raw`${inCapitals(closedWords('on', 'for', 'of'))}\s`,
)

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
