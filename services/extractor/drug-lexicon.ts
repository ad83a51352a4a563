/**
 * The drugs a text names: names come only from grammatical slots that name a product (the object of an application, of
 * an approval or of a designation; a brand followed by its generic in parentheses; trademark symbols; development codes;
 * INN stems), grouped into one entity per drug (brand, generic and code names the text ties together), then every
 * occurrence indexed by sentence. Nothing is looked up in a list of known drugs: unseen drugs must work. What a name is:
 * drug-names.ts; where a name can stand: name-slots.ts; which drug a fact is about: drug-resolution.ts. The gate every
 * name read passes into the groups is name-admission.ts; the names read over the whole text after its sentences are
 * text-wide-names.ts.
 */
import { calendarBlocks } from './calendar-blocks.js'
import type { Sentence } from './sentences.js'
import { type DrugMention, firstOf, indexMentions } from './drug-mentions.js'
import { filerNamesOf, holdsWholeWord } from './filer-names.js'
import { NameGroups } from './name-groups.js'
import { mayMatchBy, nextMarker, productCuePlan } from './product-cue-plan.js'
import { readStemNames } from './stem-name-scan.js'
import { listsComponents, nameBeforeParenthesis } from './drug-aliases.js'
import { nameAdder } from './name-admission.js'
import { readTextWideNames } from './text-wide-names.js'
import { brandsOfTheDescribed, renamings } from './renamed-names.js'
import type { Capture } from './captured-names.js'
import { captureName } from './drug-names.js'
import { DESCRIPTION_HEAD_NOUN, continuesBrand } from './name-capture-words.js'
import { aboutHeadingNames } from './about-headings.js'
import { CAPITAL_STOP } from './lexicon/capital-stops.js'
import { COMPANY_TOKENS, CompanyReading, companiesByDeed, companyNames } from './company-names.js'
import { PHRASE_STOP } from './lexicon/name-bounds.js'
import {
  SALT_MARKER,
  SALT_NAME,
  drugKey,
  isDrugLike,
  isNameLikeToken,
  isSaltHead,
  stripMarks,
} from './name-tokens.js'
import { CLASS_BEFORE_NAME, TRADEMARK } from './product-slot-phrases.js'
import { FORM_APPOSITION, PRODUCT_SLOTS, formHasAntecedent } from './product-slots.js'
import {
  PLAIN_PRODUCT,
  PLAIN_PRODUCT_MARKER,
  APPOSED_BEFORE_PLAIN,
  APPROVAL_TOLD,
  NAME_OWNING_APPLICATION,
  SUBJECT_OF_FIRST_APPROVAL,
  SUBJECT_OF_HEADLINE,
} from './name-patterns.js'
import { NAME_PATTERNS, NAME_PATTERN_MODE } from './name-pattern-table.js'
import { conjunctsOf, parallelSlotsOf } from './name-lists.js'
import {
  HEADLINE_TOPIC,
  mayEndOnTopic,
  CAPS_HEADLINE_NAME,
  isAllCaps,
  titleCased,
  isTitleCase,
} from './capitalised-names.js'
import { NextMatch, asciiLowerCase, edgesReadAlike } from './name-search.js'
import { MARKERS } from './name-slots.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { inCapitals } from './lexicon/compile.js'

export type { DrugMention } from './drug-mentions.js'

export interface DrugLexicon {
  /** Names per entity in first-seen order (surface forms). */
  entityNames: string[][]
  mentionsBySentence: DrugMention[][]
  /** The first mention when the text names exactly one drug. */
  onlyDrug: DrugMention | null
  /** The one product a release presents under an "About X" heading (companies excluded), if exactly one. */
  featured: DrugMention | null
  /** A calendar block's label sentence and the sentence of its product's name line (calendar-blocks.ts). */
  blockNames: ReadonlyMap<number, number | null>
  /**
   * Companies the text names with a suffix or a listing, lower case, in the order first named (the filer first, mostly);
   * never the agency ("the FDA (...)" can read like a listed name).
   */
  companies: readonly string[]
  /** The filer's names (filer-names.ts) when the filing gives a filer the text names; empty otherwise. */
  filerNames: readonly string[]
  /**
   * The entities named only by the shape "BRAND (generic)" with no known stem (drug-aliases.ts `shapedBrandNames`): the
   * drug of a fact in a sentence that names them, never of another sentence's fact.
   */
  shapeOnly: ReadonlySet<number>
  /**
   * The name a text tells as a product's current one ("selatrocin -- now known as Zelvora": renamed-names.ts), by entity:
   * the name its rows carry whichever of its names the fact's clause wrote.
   */
  currentNames: ReadonlyMap<number, string>
}

function shiftCapture(capture: Capture, offset: number): Capture {
  return { name: capture.name, start: capture.start + offset, end: capture.end + offset }
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
  // The words a name pattern reads that the text may tell as a company's (a possessive's owner, a headline's subject).
  const companyReading = new CompanyReading(folded, companies)
  // Names the text writes as a company's by what it does or owns ("Kestrel said", "Kestrel's chief executive"), with no
  // legal form: never a drug, but not companies of the text's order (company-names.ts).
  const byDeed = companiesByDeed(folded)
  // Read once per word (a text may name one product many times; each reading scans the text).
  const asCompany = new Map<string, boolean>()
  const writtenAsCompany = (word: string): boolean => {
    let known = asCompany.get(word)
    if (known === undefined) {
      known = companyReading.writesAsCompany(word)
      asCompany.set(word, known)
    }
    return known
  }
  const addWithAliases = nameAdder(folded, groups, companies, byDeed, writtenAsCompany)

  // What readStemNames reads in a sentence: a name (in the sentence's offsets), and two names of one drug.
  const found = (capture: Capture, offset: number) => addWithAliases(shiftCapture(capture, offset))
  const sameDrug = (name: string, other: string) =>
    groups.union(groups.add(name), groups.add(other))

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
  // "About Velocet" on a line of its own: the product a press release presents (about-headings.ts).
  const featuredKeys = new Set<string>()
  for (const heading of aboutHeadingNames(folded, sentences, companies)) {
    addWithAliases(heading)
    featuredKeys.add(drugKey(heading.name))
  }
  // A calendar block's name line (calendar-blocks.ts); its parenthesis is as often its maker as its other name: not read.
  const blocks = calendarBlocks(folded, sentences)
  for (const { name } of blocks) if (name !== null) addWithAliases(name, false)
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
        const at = m.index + m[0].length
        // "The tablet, Ostrevo," with no tablet named before: another form's product (product-slots.ts).
        if (slot === FORM_APPOSITION && !formHasAntecedent(folded, offset + m.index, m[0])) continue
        const capture = captureName(
          text,
          at + (CLASS_BEFORE_NAME.exec(text.slice(at, at + 60))?.[0].length ?? 0),
          mode,
        )
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
          // "approves the dual GLP1-agonist Zelvora": a description's head closing a hyphenated word is no name's word.
          if (i < last && DESCRIPTION_HEAD_NOUN.test(word)) break
          tail.unshift(word)
        }
        if (tail.length === 0) continue
        const name = tail.join(' ')
        if (pattern === NAME_OWNING_APPLICATION && !companyReading.ownerMayBeProduct(name)) continue
        if (pattern === SUBJECT_OF_HEADLINE && companyReading.writesAsCompany(name)) continue
        // A first approved product names the approval told before it, never one told after (name-patterns.ts).
        if (
          pattern === SUBJECT_OF_FIRST_APPROVAL &&
          !APPROVAL_TOLD.test(folded.slice(Math.max(0, offset + m.index - 400), offset + m.index))
        )
          continue
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
    // "Kestrel Bio announces FDA action date extension for Zelvora" on its own line, joined with the body's first line
    // into one sentence: the headline is the sentence's first line, read alone (its offsets are the sentence's); a line
    // ending on the topic after its regulatory noun is a headline's layout whatever its case.
    const lineBreak = ending === null ? text.indexOf('\n') : -1
    const firstLine = lineBreak > 0 ? text.slice(0, lineBreak) : null
    const lineEnding =
      firstLine !== null && mayEndOnTopic(firstLine) ? HEADLINE_TOPIC.exec(firstLine) : null
    const topic = ending !== null && isTitleCase(text) ? ending : lineEnding
    // The headline line's topic in any case is read as a product's word ("update for Investors" names none).
    if (
      topic !== null &&
      isNameLikeToken(topic[1]!, topic === lineEnding ? 'product' : 'capital')
    ) {
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
        // "hepatitis B vaccine": a lower-case pathogen opens the name only before its type letter (name-patterns.ts).
        if (words.length < 2 || !/^[A-Z]|^[a-z][\w-]* [A-Z] /.test(words.join(' '))) continue
        const name = words.join(' ')
        const start = p.index + p[0].length - name.length
        addWithAliases(shiftCapture({ name, start, end: start + name.length }, offset))
        // "V731, its investigational Marburg vaccine": the plain name in apposition is another name of the product.
        const apposed = APPOSED_BEFORE_PLAIN.exec(text.slice(Math.max(0, start - 80), start))
        if (apposed !== null && isNameLikeToken(apposed[1]!, 'capital'))
          groups.union(groups.add(stripMarks(apposed[1]!)), groups.add(name))
      }
    }
    readStemNames(text, offset, found, sameDrug)
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
        // "(zelvarine and tovapine; KB-32)": parts a semicolon parts are names each (one of four words at most), never
        // the whole run as one name.
        const parts = (paren[1] ?? '').split(/\s*;\s*/)
        for (const part of parts) {
          const inner = part.split(/\s*,\s*/)[0] ?? ''
          if (parts.length > 1 && inner.split(/\s+/).length > 4) continue
          if (!isDrugLike(inner) && !groups.surface.has(drugKey(inner))) continue
          const outer = nameBeforeParenthesis(text, paren.index ?? 0)
          if (outer === null || outer.name.toLowerCase() === inner.toLowerCase()) continue
          const outerKey = groups.add(outer.name)
          groups.union(outerKey, groups.add(stripMarks(inner)))
        }
      }
  }

  const shapeKeys = readTextWideNames(
    folded,
    asciiLower,
    sentences,
    companies,
    groups,
    addWithAliases,
  )

  // "selatrocin -- now known as Zelvora": the current name joins the earlier one's product (when that one is a drug's).
  const currentKeys: Array<readonly [string, string]> = []
  for (const [earlier, now] of renamings(folded)) {
    if (!groups.surface.has(drugKey(earlier)) || companies.has(now.toLowerCase())) continue
    const nowKey = groups.add(now)
    groups.union(drugKey(earlier), nowKey)
    currentKeys.push([nowKey, now])
  }

  // "X ... The drug, which Kestrel is calling Zelvora": the brand of the text's one other product, when it names one.
  for (const brand of brandsOfTheDescribed(folded)) {
    if (companies.has(brand.toLowerCase())) continue
    const brandKey = groups.add(brand)
    const others = new Set(
      groups.order
        .filter((k) => groups.find(k) !== groups.find(brandKey))
        .map((k) => groups.find(k)),
    )
    if (others.size !== 1) continue
    groups.union([...others][0]!, brandKey)
    currentKeys.push([brandKey, brand])
  }

  groups.joinContainedNames()
  const { entityOfRoot, entityNames } = groups.entities()
  const currentNames = new Map<number, string>()
  for (const [key, now] of currentKeys) {
    const entity = entityOfRoot.get(groups.find(key))
    if (entity !== undefined) currentNames.set(entity, now)
  }

  const mentionsBySentence = indexMentions(folded, asciiLower, sentences, groups, entityOfRoot)
  const shapeOnly = groups.entitiesNamedOnlyBy(shapeKeys, entityOfRoot)
  // The first mention, and whether every mention is of its entity (no flattened copy of every mention).
  let first: DrugMention | null = null
  let oneEntity = true
  for (const mentions of mentionsBySentence)
    for (const m of mentions)
      if (first === null) first = m
      else if (m.entity !== first.entity) oneEntity = false
  const onlyDrug = first !== null && oneEntity && !shapeOnly.has(first.entity) ? first : null
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
    // A label beside a line that is no name has no drug in a calendar of blocks, but reads as any sentence elsewhere; a
    // run of several labels is a calendar by itself.
    blockNames: new Map(
      (blocks.some((b) => b.name !== null) ? blocks : blocks.filter((b) => b.inRun)).map((b) => [
        b.label,
        b.nameSentence,
      ]),
    ),
    companies: [...companies].filter((c) => !CAPITAL_STOP.has(c) && !COMPANY_TOKENS.has(c)),
    filerNames: filerNamed ? filerWords : [],
    shapeOnly,
    currentNames,
  }
}

/** The words CAPS_HEADLINE_NAME needs before a name: a sentence without them has no all-caps headline name. */
const CAPS_HEADLINE_WORDS = new RegExp(
  String.raw`\b${inCapitals(closedWords('on', 'for', 'of'))}\s`,
)
/** The same words without the \b: held by the whole text wherever a sentence of it holds them. */
const CAPS_HEADLINE_WORDS_ANYWHERE = new RegExp(
  String.raw`${inCapitals(closedWords('on', 'for', 'of'))}\s`,
)
