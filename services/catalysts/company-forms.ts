/**
 * The words of a company's name that say what kind of company it is, not which one, for the readers that compare
 * names word by word: whose word counts on a catalyst (`authority.ts`) and which filer an FDA sponsor is
 * (`services/accuracy/match.ts`). The forms are declared once, as written, in the extractor's lexicon; here they are
 * folded as both readers fold a name: lower case, one word per run of letters and digits. Each reader adds the group
 * words (the lexicon's GROUP_WORDS) and the words only it ignores.
 */
import { LEGAL_FORMS, OTHER_LEGAL_FORMS } from '../extractor/lexicon/company-forms.js'

/**
 * A written legal form as the one word a sponsor writes it as without its periods or slash: "S.p.A" -> "spa", "A/S" ->
 * "as", "GmbH" -> "gmbh". A name that keeps the periods ("Ostrava S.p.A.") folds into single letters, which stay words.
 */
function foldedForm(form: string): string {
  return form.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** Legal forms, abbreviated and spelled out: "Inc", "Corporation", "Ltd", "plc", "AG", "GmbH", "AB (publ)". */
export const LEGAL_FORM_WORDS: readonly string[] = [
  ...new Set([...LEGAL_FORMS, ...OTHER_LEGAL_FORMS].map(foldedForm)),
]
