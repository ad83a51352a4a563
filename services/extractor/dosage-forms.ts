/**
 * The words of a dosage form that may follow a drug's name ("Oral Suspension", "for Injection", "Tablets"): where a
 * name ends (drug-names.ts), what the name slot before "NDA" took without the brand (drug-lexicon.ts), what ends a stem
 * name (stem-name-scan.ts).
 */
import {
  DEVICE_FORMS,
  DOSING_PROFILES,
  doseSchedules,
  releaseProfiles,
} from './lexicon/products.js'

/** Words of a dosage form after a name ("Oral Suspension", "for Injection", "Tablets"). */
export const DOSAGE_FORM_WORDS: ReadonlySet<string> = new Set([
  'suspension',
  'injection',
  'injectable',
  'tablet',
  'tablets',
  'capsule',
  'capsules',
  'solution',
  'cream',
  'ointment',
  'gel',
  'spray',
  'ophthalmic',
  'topical',
  'intravenous',
  'subcutaneous',
  'inhalation',
  'powder',
  'emulsion',
  'infusion',
])

/** The words of a dosage form as one alternation, longest first. */
export const DOSAGE_FORM_ALTERNATION = `(?:${[...DOSAGE_FORM_WORDS].sort((a, b) => b.length - a.length).join('|')})`

/**
 * "tovaline tablets", "tovaline extended-release tablets", "tovaline oral suspension": a lower-case name right before its
 * dosage form, the form telling the word before it is a product's name (a lookahead's source; bounded).
 */
export const LOWER_NAME_BEFORE_FORM = String.raw`[a-z][a-z-]{4,30}\s+(?:${releaseProfiles('extended', 'delayed', 'modified', 'immediate')}-release\s+|oral\s+|${DOSAGE_FORM_ALTERNATION}\s+)?${DOSAGE_FORM_ALTERNATION}\b`

/** Words of a dosage form or route: a name made of them only is no product's name. */
export const FORM_OR_ROUTE_WORDS: ReadonlySet<string> = new Set([
  ...DOSAGE_FORM_WORDS,
  ...['film', 'films', 'buccal', 'oral', 'nasal', 'sublingual', 'transdermal', 'patch', 'foam'],
  ...['lotion', 'drops', 'implant', 'vaginal', 'rectal', 'insert', 'soluble', 'dispersible'],
])

/**
 * The words of a dosage form or route right after a name (FORM_OR_ROUTE_WORDS), which its parenthesised other name may
 * follow: "Ostrelva Oral Suspension (ostrelvine)", "tavrunosin sublingual film (KB-130277)" (s20 r51: a film's code after
 * its route and form).
 */
export const DOSAGE_FORM_AFTER = new RegExp(
  String.raw`^(?:\s+(?:${[...FORM_OR_ROUTE_WORDS].sort((a, b) => b.length - a.length).join('|')})\b)+`,
  'i',
)

/**
 * The abbreviations a label or the trade press writes a dosage form or a device by: "the PFS" (prefilled syringe), "the
 * ODT" (orally disintegrating tablet), "an MDI" (metered-dose inhaler), "a DPI" (dry powder inhaler).
 */
const FORM_ABBREVIATIONS: ReadonlySet<string> = new Set(['pfs', 'odt', 'mdi', 'dpi'])
/**
 * How a dose is scheduled or measured, written before a form: "Once-Monthly", "twice-weekly", "single-dose", "multi-dose"
 * (DOSING_PROFILES holds "long-acting", "once-daily").
 */
const DOSING_WORD = new RegExp(
  String.raw`^(?:${doseSchedules('once', 'twice', 'thrice')}-(?:a-)?${doseSchedules('daily', 'nightly', 'weekly', 'monthly', 'quarterly', 'yearly', 'annually', 'day', 'week', 'month', 'year')}|${doseSchedules('single', 'multi', 'multiple', 'unit')}-?dose|dose)$`,
)
/**
 * Whether a name read is made only of a product's form, not its name: dosage forms and routes, the device it is given
 * with and the device's qualifier ("Pre-Filled Syringe", "Autoinjector"), the abbreviations of both ("PFS"), and how
 * often it is dosed ("Once-Monthly", "Single Dose"). The name slot before "NDA" or a headline's capitals take such words
 * when the brand before them is read apart ("Its Zelvora Pre-Filled Syringe NDA").
 */
export function onlyFormWords(words: readonly string[]): boolean {
  return words.every((w) => {
    const lower = w.toLowerCase()
    return (
      FORM_OR_ROUTE_WORDS.has(lower) ||
      Object.hasOwn(DEVICE_FORMS, lower) ||
      Object.hasOwn(DOSING_PROFILES, lower) ||
      FORM_ABBREVIATIONS.has(lower) ||
      DOSING_WORD.test(lower)
    )
  })
}
