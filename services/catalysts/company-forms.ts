/**
 * The words of a company's name that say what kind of company it is, not which one, declared once
 * for the readers that compare names word by word: whose word counts on a catalyst (`authority.ts`)
 * and which filer an FDA sponsor is (`services/accuracy/match.ts`). Folded as both fold a name:
 * lower case, one word per run of letters and digits. Each reader adds the words only it ignores.
 */

/** Legal forms, abbreviated and spelled out: "Inc", "Corporation", "Ltd", "plc", "AG", "GmbH", "AB (publ)". */
export const LEGAL_FORM_WORDS: readonly string[] = [
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llc',
  'lp',
  'plc',
  'sa',
  'ag',
  'nv',
  'bv',
  'gmbh',
  'ab',
  'publ',
  'as',
  'asa',
  'spa',
  'se',
  'kk',
]

/** Words that close the name of a company holding others: "Holdings", "Group". */
export const GROUP_WORDS: readonly string[] = ['holding', 'holdings', 'group']
