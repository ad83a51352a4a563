/**
 * The names a text's lexicon (drug-lexicon.ts) reads over the whole text once every sentence is read, each joining or
 * adding to the groups the sentence readings filled: a brand and a lower-case generic named by their shape alone
 * ("Quorvex (dravelunor)"; a brand no other reading named is a name of its own sentences only, returned), the substance
 * alone of a name read with its route, the document's subject and the names the document gives it, and the other names
 * an alias phrase gives ("also known as").
 */
import type { Sentence } from './sentences.js'
import type { NameGroups } from './name-groups.js'
import type { AddName } from './name-admission.js'
import { bareName, documentSubject, subjectAliases } from './document-subject.js'
import {
  ALIAS_PHRASE,
  aliasNameEnds,
  aliasesAfter,
  mayEndAt,
  shapedBrandNames,
} from './drug-aliases.js'
import { drugKey } from './name-tokens.js'
import { CAPITAL_STOP } from './lexicon/capital-stops.js'
import { PHRASE_STOP } from './lexicon/name-bounds.js'

/** Reads the whole text's names into the groups; returns the keys of the names read by their shape alone. */
export function readTextWideNames(
  folded: string,
  asciiLower: string,
  sentences: readonly Sentence[],
  companies: ReadonlySet<string>,
  groups: NameGroups,
  addWithAliases: AddName,
): Set<string> {
  // "Quorvex (dravelunor)": a brand and a lower-case generic name a product by their shape alone (drug-aliases.ts), read
  // after every other reading; a brand no other reading named is a name of its own sentences only (`shapeOnly`).
  const shapeKeys = new Set<string>()
  for (const { brand, generic } of shapedBrandNames(folded, sentences)) {
    const known = groups.surface.has(drugKey(brand.name))
    addWithAliases(brand, false)
    if (!groups.surface.has(drugKey(brand.name))) continue
    if (!known) shapeKeys.add(drugKey(brand.name))
    if (!groups.surface.has(drugKey(generic))) shapeKeys.add(drugKey(generic))
    groups.union(groups.add(brand.name), groups.add(generic))
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
  return shapeKeys
}
