/**
 * Which drug a fact (a date, an outcome) is about, from the drug mentions of its sentence and the text around it: the
 * order in which the places are tried. The shapes of text each place is read by are drug-resolution-shapes.ts's.
 */
import { isDefinedProductTerm } from './drug-aliases.js'
import { type DrugLexicon, type DrugMention } from './drug-lexicon.js'
import { matchesOf } from './regexp-matches.js'
import { headedListItem, itemHeading } from './list-items.js'
import {
  ANAPHOR_BEFORE,
  APPLICATION_RIGHT_AFTER,
  BRAND_TOLD_AFTER,
  CLAUSE_BOUNDARY,
  COORDINATED_SECOND,
  DEFINITE_DESCRIPTION_NAMED,
  describesItsApplication,
  DIRECTLY_AFTER_GAP,
  headName,
  OPENS_AS_SUBJECT,
  OWNED_PRODUCT_RIGHT_AFTER,
  phraseObjectGap,
  RELATIVE_ASIDE,
  RIVAL_APPOSITION,
  RIVAL_WORDS,
  PRONOUN_SUBJECT,
  SINGULAR_ANAPHOR,
  SINGULAR_ANAPHOR_AFTER,
  SUBJECT_PREDICATE,
  toldApart,
} from './drug-resolution-shapes.js'

export interface ResolvedDrug {
  entity: number
  name: string
  aliases: string[]
  /** Sentence the name was taken from. */
  sentence: number
  /** Where the name was found relative to the fact. */
  via: 'same' | 'previous' | 'next' | 'only'
  /** Found after the fact as the object of an application ("... The NDA seeks approval of X"): what the fact is about. */
  nextIsApplicationObject?: boolean
  /**
   * Found in the sentence right after the fact, opening it as its subject ("... a PDUFA goal date of D. Zelvora
   * (tavrunosin) is an oral therapy for gout."), in a text that names no other product: the release's one product in
   * play, what the fact is about (unless the fact's own sentence holds a name no pattern read: ownership.ts).
   */
  nextIsSubject?: boolean
}

/**
 * The text's one application object ("the NDA for X", "seeking approval of X"), the first mention of it: null when the
 * text names none, or objects of several drugs.
 */
export function soleApplicationObject(lexicon: DrugLexicon): DrugMention | null {
  let first: DrugMention | null = null
  for (const mentions of lexicon.mentionsBySentence)
    for (const m of mentions ?? []) {
      if (!m.applicationObject || m.companion) continue
      if (first === null) first = m
      else if (m.entity !== first.entity) return null
    }
  return first
}

/** A mention as the fact's drug, with the other names of its entity as aliases. */
function toResolved(
  lexicon: DrugLexicon,
  mention: DrugMention,
  via: ResolvedDrug['via'] = 'same',
): ResolvedDrug {
  // "selatrocin -- now known as Zelvora": the product's current name, whichever name the fact's clause wrote.
  const written = lexicon.currentNames.get(mention.entity) ?? mention.name
  // 'KB-114 (the "Licensed Product") ... approved the Licensed Product': a defined term stands for the name it was
  // defined on, which the fact is published under (the first name the entity was given: 'tesvolimab ("Tesvo" or the
  // "Product Candidate")' publishes tesvolimab, as s21-sec's corpus line has it).
  const named = (lexicon.entityNames[mention.entity] ?? []).filter((n) => !isDefinedProductTerm(n))
  const name = isDefinedProductTerm(written) ? (named[0] ?? written) : written
  return {
    entity: mention.entity,
    name,
    aliases: (lexicon.entityNames[mention.entity] ?? []).filter(
      (n) => n.toLowerCase() !== name.toLowerCase() && !isDefinedProductTerm(n),
    ),
    sentence: mention.sentence,
    via: lexicon.entityNames.length === 1 ? 'only' : via,
  }
}

/** The mentions other than companions, when there are any. */
function primary(mentions: readonly DrugMention[]): readonly DrugMention[] {
  const main = mentions.filter((m) => !m.companion)
  return main.length > 0 ? main : [...mentions]
}

/** Another sentence's mentions a fact may take: not a name only the shape "BRAND (generic)" read (`shapeOnly`). */
function fromElsewhere(
  lexicon: DrugLexicon,
  mentions: readonly DrugMention[],
): readonly DrugMention[] {
  return lexicon.shapeOnly.size === 0
    ? mentions
    : mentions.filter((m) => !lexicon.shapeOnly.has(m.entity))
}

/**
 * The product of an item under a heading of its own ("Zelvora:" alone on its line over "- PDUFA target action date of
 * D"): the heading's when it reads as a name; null under a heading that names none in a list of product headings;
 * undefined when the fact stands under no heading.
 */
export function headingDrug(
  folded: string,
  offset: number,
  sentenceIndex: number,
): ResolvedDrug | null | undefined {
  const under = itemHeading(folded, offset)
  if (under !== null && under.nameLike)
    return {
      entity: -2 - folded.indexOf(under.head),
      name: under.head,
      aliases: under.alias !== undefined ? [under.alias] : [],
      sentence: sentenceIndex,
      via: 'same',
    }
  return under?.ofProducts === true ? null : undefined
}

/**
 * The drug a fact in `sentenceIndex` is about: a name in the same sentence (a name right after the date first:
 * "... of June 5, 2024 for X"; then the last one named before the fact; then the first after it), else the
 * nearest earlier sentence (up to three back), else the next two sentences, else the only drug of the text.
 * `phraseEnd` (full-text offset) is where the target phrase the date is bound to ends: a name right after it ("the PDUFA
 * date for X") is the phrase's own drug.
 */
export function resolveDrug(
  lexicon: DrugLexicon,
  sentenceIndex: number,
  anchor: { start: number; end: number },
  folded: string,
  phraseEnd: number | null,
  /** The text's one application object (soleApplicationObject of the lexicon), read once for all of a text's facts. */
  soleObject: DrugMention | null,
  /** A target date's reading: a later name told apart (toldApart) is not its drug. */
  dateFact = false,
): ResolvedDrug | null {
  const same = primary(lexicon.mentionsBySentence[sentenceIndex] ?? [])
  if (same.length > 0) {
    const directlyAfter = same.find(
      (m) =>
        m.start >= anchor.end &&
        // "D for X", "D (X)", "D2 for the NDA for X".
        DIRECTLY_AFTER_GAP.test(folded.slice(anchor.end, m.start)),
    )
    if (directlyAfter !== undefined) return toResolved(lexicon, directlyAfter)
    // "the PDUFA date for X, a successor to Y, is D": the phrase's own object.
    const phraseObject =
      phraseEnd === null
        ? undefined
        : same.find(
            (m) =>
              m.start >= phraseEnd &&
              phraseObjectGap(folded.slice(phraseEnd, m.end), m.end - m.start),
          )
    if (phraseObject !== undefined) return toResolved(lexicon, headName(same, phraseObject, folded))
    // The name written last before the fact ("X's PDUFA date is D1, and Y's is D2"), else the first after it;
    // of "BRAND (generic)" or "BRAND, also known as CODE", the head name.
    // A date of an application goes with the application's own drug when the sentence names one.
    // Only within the fact's clause: in "X has a PDUFA date of D, and Kestrel plans to file its NDA for Y", Y's
    // application is another clause's topic.
    const objects = same.filter(
      (m) =>
        m.applicationObject &&
        !CLAUSE_BOUNDARY.test(
          m.start >= anchor.end
            ? folded.slice(anchor.end, m.start)
            : folded.slice(m.end, anchor.start),
        ),
    )
    const pool = objects.length > 0 ? objects : same
    // "ZL-101, which outperformed ZL-044 in both trials, has a PDUFA date of D": a name inside a relative clause closed
    // before the fact is not the fact's subject.
    // (Read only when a name stands before the fact: a sentence read from its start has none.)
    const named = pool.filter((m) => m.end <= anchor.start)
    const from = Math.max(0, anchor.start - 300)
    const asides =
      named.length === 0
        ? []
        : [...matchesOf(RELATIVE_ASIDE, folded.slice(from, anchor.start))].map(
            (m) => [from + (m.index ?? 0), from + (m.index ?? 0) + m[0].length] as const,
          )
    const outsideAsides = named.filter((m) => !asides.some(([s, e]) => m.start >= s && m.end <= e))
    const before = outsideAsides.length > 0 ? outsideAsides : named
    const chosen =
      before.length > 0
        ? before[before.length - 1]!
        : (pool.find((m) => m.start >= anchor.end) ?? pool[0]!)
    return toResolved(lexicon, headName(same, chosen, folded))
  }
  // A calendar block's label: the product named alone on its own line below or above (calendar-blocks.ts), before any
  // other block's name nearby. The two lines are one row of the calendar: its name is the label's own, as a table row's.
  // A name line read as no drug, or as two, leaves the label with none: never another block's name from lines above.
  const blockName = lexicon.blockNames.get(sentenceIndex)
  if (blockName !== undefined) {
    // A label of a run whose rows cannot be told: held, never a neighbour row's name.
    if (blockName === null) return null
    const named = primary(lexicon.mentionsBySentence[blockName] ?? [])
    if (named.length === 0 || named.some((m) => m.entity !== named[0]!.entity)) return null
    return toResolved(lexicon, named[0]!, 'same')
  }
  // A list of items each headed by its own subject ("• Zelvora — NDA under review (PDUFA: D)" over "• KST-301 — Phase 2"):
  // the fact is its item's head's when the head reads as a name; in a list of products, never another item's product.
  const item = headedListItem(folded, anchor.start)
  // "Kestrel (KSTL) – PDUFA Date of D for oral X ...": a head the text writes as a company's is the item's sponsor, no
  // product; the item's date is held, never given another item's product.
  if (item !== null && item.nameLike && lexicon.companies.includes(item.head.toLowerCase()))
    return null
  if (item !== null && item.nameLike)
    return {
      entity: -2 - folded.indexOf(item.head),
      name: item.head,
      aliases: [],
      sentence: sentenceIndex,
      via: 'same',
    }
  if (item?.ofProducts === true) return null
  // An item under a heading of its own ("Zelvora:" alone on its line over "- PDUFA target action date of D"): the heading's
  // product, never the next heading's name (read into the item's sentence before segmentation kept headings apart) nor
  // a product named above the list.
  const under = headingDrug(folded, anchor.start, sentenceIndex)
  if (under !== undefined) return under
  // "The BLA for Kestrel's gene therapy for AADC deficiency is on schedule for an action date of D": the sentence names
  // its application's own product by a description (an owner, then a product noun) and no name; another sentence's drug
  // is another application's (held no_drug, never the product named the sentence before).
  if (describesItsApplication(folded, anchor.start)) return null
  // The nearest earlier sentence that names one (a release names its product in the headline or the first paragraph and
  // then speaks of "the NDA"; eight sentences reach past a short paragraph of background).
  // "We filed NDAs for X and Y. The latter has a PDUFA date of D": the anaphor picks the item, companions included.
  const anaphor = ANAPHOR_BEFORE.exec(folded.slice(Math.max(0, anchor.start - 160), anchor.start))
  if (anaphor !== null) {
    const previous = fromElsewhere(lexicon, lexicon.mentionsBySentence[sentenceIndex - 1] ?? [])
    const entities = [...new Map(previous.map((m) => [m.entity, m])).values()]
    if (entities.length < 2) return null
    const item = /former/i.test(anaphor[1]!) ? entities[0]! : entities[entities.length - 1]!
    return toResolved(lexicon, item, 'previous')
  }
  // "Kestrel develops X for gout and Y for lupus. ... The candidate has a PDUFA date of D": a singular "the drug", "the
  // candidate" whose nearest naming sentence names two products points at neither; held, never the last one named.
  const before = folded.slice(Math.max(0, anchor.start - 160), anchor.start)
  const singular =
    SINGULAR_ANAPHOR.test(before) ||
    PRONOUN_SUBJECT.test(before) ||
    SINGULAR_ANAPHOR_AFTER.test(folded.slice(anchor.end, anchor.end + 80))
  for (let back = 1; back <= 8; back++) {
    const mentions = primary(
      fromElsewhere(lexicon, lexicon.mentionsBySentence[sentenceIndex - back] ?? []),
    )
    if (mentions.length > 0 && singular && new Set(mentions.map((m) => m.entity)).size >= 2)
      return null
    // "develops Oxenil for gout and Prevatra for lupus": a second product in the same frame, which no pattern read, makes
    // two as well.
    if (
      mentions.length > 0 &&
      singular &&
      COORDINATED_SECOND.test(
        folded.slice(mentions[mentions.length - 1]!.end, mentions[mentions.length - 1]!.end + 120),
      )
    )
      return null
    if (mentions.length > 0)
      return toResolved(
        lexicon,
        headName(mentions, mentions[mentions.length - 1]!, folded),
        'previous',
      )
  }
  // The text's one application object ("the NDA for X", "seeking approval of X"): what any date of the text is about when
  // the text names no other product as the object of an application.
  if (soleObject !== null && !(dateFact && toldApart(folded, anchor.end, soleObject))) {
    const object = soleObject
    return {
      ...toResolved(lexicon, object, object.sentence > sentenceIndex ? 'next' : 'previous'),
      nextIsApplicationObject: true,
    }
  }
  // "... a PDUFA goal date of D. Zelvora (tavrunosin) is an oral therapy for gout.": the text's one product opening the
  // next sentence as its subject is the fact's, even when only the shape "BRAND (generic)" read it.
  const subjectNext = dateFact ? nextSentenceSubject(lexicon, sentenceIndex, anchor, folded) : null
  if (subjectNext !== null) return subjectNext
  for (let ahead = 1; ahead <= 2; ahead++) {
    const mentions = primary(
      fromElsewhere(lexicon, lexicon.mentionsBySentence[sentenceIndex + ahead] ?? []),
    )
    if (dateFact && mentions.some((m) => toldApart(folded, anchor.end, m))) return null
    if (mentions.length > 0) {
      const object =
        mentions.find((m) => m.applicationObject) ??
        // The sentence right after, or the one after it when that one names no product ("Shares rose 17%."): the
        // description's sentence (s20 r61, a wire's approval with its market reaction in between).
        (APPLICATION_RIGHT_AFTER.test(folded.slice(anchor.end, anchor.end + 80)) ||
        OWNED_PRODUCT_RIGHT_AFTER.test(folded.slice(anchor.end, anchor.end + 80))
          ? mentions.find(
              (m) =>
                DEFINITE_DESCRIPTION_NAMED.test(folded.slice(Math.max(0, m.start - 60), m.start)) ||
                (OWNED_PRODUCT_RIGHT_AFTER.test(folded.slice(anchor.end, anchor.end + 80)) &&
                  OPENS_AS_SUBJECT.test(folded.slice(Math.max(0, m.start - 4), m.start)) &&
                  BRAND_TOLD_AFTER.test(folded.slice(m.end, m.end + 60))),
            )
          : undefined)
      if (object !== undefined)
        return { ...toResolved(lexicon, object, 'next'), nextIsApplicationObject: true }
      // "Halvex, a rival therapy from Marlow Pharma, ...": a name told as a rival's product is not the fact's.
      if (RIVAL_APPOSITION.test(folded.slice(mentions[0]!.end, mentions[0]!.end + 60))) return null
      return toResolved(lexicon, mentions[0]!, 'next')
    }
  }
  if (lexicon.onlyDrug !== null)
    return dateFact && toldApart(folded, anchor.end, lexicon.onlyDrug)
      ? null
      : toResolved(lexicon, lexicon.onlyDrug, 'only')
  // The product the release presents under its "About X" heading.
  return lexicon.featured === null ? null : toResolved(lexicon, lexicon.featured, 'only')
}

/**
 * The text's one product, named only after a fact that names none, as the subject of the sentence right after it: the
 * fact's drug (via 'next', resolved). Null when the text names two products or more (the lexicon's entities), the next
 * sentence tells the name as a rival's, opens another matter or tells its application as not yet filed, or the name is
 * not the sentence's subject ("Halden Pharma's Ostrelva is ...": another owner).
 */
function nextSentenceSubject(
  lexicon: DrugLexicon,
  sentenceIndex: number,
  anchor: { start: number; end: number },
  folded: string,
): ResolvedDrug | null {
  if (lexicon.entityNames.length !== 1) return null
  const mentions = primary(lexicon.mentionsBySentence[sentenceIndex + 1] ?? [])
  const first = mentions[0]
  if (first === undefined) return null
  if (!OPENS_AS_SUBJECT.test(folded.slice(Math.max(0, first.start - 4), first.start))) return null
  const rest = folded.slice(first.end, first.end + 240)
  if (!SUBJECT_PREDICATE.test(rest)) return null
  const end = rest.search(/[.!?](?:\s|$)/)
  if (RIVAL_WORDS.test(end < 0 ? rest : rest.slice(0, end))) return null
  if (toldApart(folded, anchor.end, first)) return null
  return { ...toResolved(lexicon, headName(mentions, first, folded), 'next'), nextIsSubject: true }
}
