/**
 * The product a press release presents under an "About X" heading on a line of its own (drug-lexicon.ts reads it as a
 * drug and as the release's featured product): an "About <company>", an "About <disease>" is no product.
 */
import type { Sentence } from './sentences.js'
import type { Capture } from './captured-names.js'
import { DISEASE_NOUN_AFTER } from './condition-names.js'
import { COMPANY_TOKENS } from './company-names.js'
import { isNameLikeToken, stripMarks } from './name-tokens.js'
import { ABOUT_HEADING } from './name-patterns.js'

/** "About Velocet" on a line of its own: the names under such headings, in text offsets, in the order of the sentences. */
export function aboutHeadingNames(
  folded: string,
  sentences: readonly Sentence[],
  companies: ReadonlySet<string>,
): Capture[] {
  const names: Capture[] = []
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
    names.push({ name, start, end: start + heading[1]!.length })
  }
  return names
}
