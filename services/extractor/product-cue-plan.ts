/**
 * Which sentences of a text the drug lexicon's product slots and name patterns are run over: the words each pattern (and
 * its marker) cannot match without, read in one pass over the text (cue-scan.ts), tell the texts and sentences a pattern
 * cannot match in.
 */
import { CueScan } from './cue-scan.js'
import { NextCue, NextCueOfMany, NextMatch } from './name-search.js'
import { MARKERS, SENTENCE_GATES } from './name-slots.js'
import { NAME_PATTERNS } from './name-pattern-table.js'
import { PRODUCT_SLOTS } from './product-slots.js'
import { patternCues } from './pattern-cues.js'

/**
 * Where `pattern` next matches, told by its marker (MARKERS) in the text, else by the pattern itself; either read by its
 * cues (pattern-cues.ts) when it has some. A cue is a marker too: every match of the pattern in a sentence holds a match
 * of its marker there, which holds one of the marker's cues whole, so a cue starts in the sentence. The cues' places come
 * from the one pass that read which cues the text holds (`cueStarts`, by the marker's cue indices `markerCues`).
 */
export function nextMarker(
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
export function mayMatchBy(
  cues: readonly number[] | null,
  cueStarts: readonly (readonly number[])[],
): boolean {
  return cues === null || cues.some((cue) => cueStarts[cue]!.length > 0)
}

/**
 * The one-pass reader of the product slots' and name patterns' words, and each pattern's and its marker's cues as
 * indices into what the reader answers (null: the pattern has none, so it is always scanned). Built on first use.
 */
export interface ProductCuePlan {
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
export function productCuePlan(): ProductCuePlan {
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
