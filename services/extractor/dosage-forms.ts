/**
 * The words of a dosage form that may follow a drug's name ("Oral Suspension", "for Injection", "Tablets"): where a
 * name ends (drug-names.ts), what the name slot before "NDA" took without the brand (drug-lexicon.ts), what ends a stem
 * name (stem-name-scan.ts).
 */
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

/** The dosage-form words right after a name (DOSAGE_FORM_WORDS). */
export const DOSAGE_FORM_AFTER = new RegExp(
  String.raw`^(?:\s+(?:${[...DOSAGE_FORM_WORDS].sort((a, b) => b.length - a.length).join('|')})\b)+`,
  'i',
)

/** Words of a dosage form or route: a name made of them only is no product's name. */
export const FORM_OR_ROUTE_WORDS: ReadonlySet<string> = new Set([
  ...DOSAGE_FORM_WORDS,
  ...['film', 'films', 'buccal', 'oral', 'nasal', 'sublingual', 'transdermal', 'patch', 'foam'],
  ...['lotion', 'drops', 'implant', 'vaginal', 'rectal', 'insert', 'soluble', 'dispersible'],
])
