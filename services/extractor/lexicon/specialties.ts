/**
 * Words a results release or a trade story writes with a capital that name a field of medicine or a pathogen, never a
 * product: a section heading of a therapeutic area ("Oncology (3 programs)" alone on its line over its milestone
 * bullets) and the pathogen a vaccine or a treatment is for ("its Ebola vaccine", "a Marburg treatment"). In lower case;
 * every word is a non-name (english-non-names.ts), so no drug slot, heading or alias reads one as a product.
 */

/** The therapeutic areas and medical specialties a pipeline is sorted under. */
export const THERAPEUTIC_AREAS = [
  'oncology',
  'hematology',
  'haematology',
  'immunology',
  'neurology',
  'neuroscience',
  'neurosciences',
  'psychiatry',
  'cardiology',
  'cardiovascular',
  'dermatology',
  'ophthalmology',
  'nephrology',
  'hepatology',
  'gastroenterology',
  'endocrinology',
  'rheumatology',
  'pulmonology',
  'respiratory',
  'urology',
  'virology',
  'vaccines',
  'metabolic',
  'inflammation',
  'immuno-oncology',
  'hemato-oncology',
] as const

/** Pathogens and the infections named after them, written with a capital before "vaccine", "treatment" or "drug". */
export const PATHOGENS = [
  'ebola',
  'marburg',
  'zika',
  'dengue',
  'chikungunya',
  'mpox',
  'monkeypox',
  'lassa',
  'nipah',
  'malaria',
  'covid',
  'covid-19',
  'sars-cov-2',
  'rsv',
  'hiv',
  'cmv',
  'hpv',
  'polio',
  'measles',
  'typhoid',
  'shigella',
  'tuberculosis',
  'lyme',
  'clostridioides',
  // The genus of a bacterium or a fungus, capitalised before its species ("treating Clostridium difficile infection",
  // "against Staphylococcus aureus"): the pathogen a drug treats, never the drug.
  'clostridium',
  'staphylococcus',
  'streptococcus',
  'enterococcus',
  'pseudomonas',
  'klebsiella',
  'acinetobacter',
  'escherichia',
  'enterobacter',
  'haemophilus',
  'helicobacter',
  'mycobacterium',
  'neisseria',
  'salmonella',
  'listeria',
  'bordetella',
  'legionella',
  'candida',
  'aspergillus',
  'cryptococcus',
  'pneumococcal',
  'meningococcal',
  // The bacteria a Gram stain classes, capitalised after the stain's eponym ("infections caused by Gram-negative bacteria").
  'gram-negative',
  'gram-positive',
] as const

/** Every word of both classes, for a one-word name test. */
export const SPECIALTY_WORDS: ReadonlySet<string> = new Set<string>([
  ...THERAPEUTIC_AREAS,
  ...PATHOGENS,
])
