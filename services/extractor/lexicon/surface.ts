/**
 * The words the surface normalisation reads (surface-forms.ts): the acronym's slips, the words a stripped tag fuses, the
 * key words whose spelling slips are read as the word and the English words one slip from them, and the words a line in
 * capitals or in lower case is recased by. Declared once; the shapes around them stay with the rules.
 */

/** The acronym with two neighbouring letters swapped: no other acronym of the trade is one swap from "PDUFA". */
export const PDUFA_SWAPS: readonly string[] = ['DPUFA', 'PUDFA', 'PDFUA', 'PDUAF']

/** The words a stripped tag fuses to "PDUFA" ("PDUFAdate"). */
export const PDUFA_FUSED_NEXT: readonly string[] = ['date', 'goal', 'target', 'action', 'review']

/** The heads a stripped tag fuses to the preposition after them ("dateof", "approvalof", "Applicationfor"). */
export const FUSED_HEADS: readonly string[] = [
  'date',
  'approval',
  'Application',
  'application',
  'Letter',
  'letter',
]
export const FUSED_PREPOSITIONS: readonly string[] = ['of', 'for']

/**
 * The key words a spelling slip of which is read as the word (seven letters or more: a shorter word is one slip from too
 * many English words, "latter" from "letter").
 */
export const SLIP_KEY_WORDS: readonly string[] = [
  'application',
  'applications',
  'administration',
  'approval',
  'approvals',
  'approved',
  'approves',
  'prescription',
  'complete',
  'response',
  'resubmission',
  'extended',
  'extension',
  'supplemental',
  'biologics',
]

/**
 * English words one slip from a key word, which a text means as written: the inflections the key words leave out and the
 * words a slip would otherwise turn into one ("compete" is no "complete", "proscription" no "prescription").
 */
export const NOT_A_SLIP: readonly string[] = [
  'approve',
  'approver',
  'approvers',
  'applicant',
  'applicants',
  'completed',
  'completes',
  'completer',
  'compete',
  'proscription',
  'prescriptions',
  'responses',
  'responsa',
  'extender',
  'extenders',
  'extends',
  'extent',
  'biologic',
  'biological',
  'administrations',
  'resubmissions',
  'supplementals',
]

/**
 * The agency's and the trade's acronyms, which a line in capitals writes as a text in normal case would: kept in capitals
 * when the line is read in normal case.
 */
export const CASE_ACRONYMS: readonly string[] = [
  'fda',
  'pdufa',
  'nda',
  'bla',
  'snda',
  'sbla',
  'anda',
  'crl',
  'ema',
  'chmp',
  'maa',
  'pma',
  'nasdaq',
  'nyse',
  'otc',
  'ceo',
  'usa',
  'adhd',
  'copd',
  'nsclc',
  'hiv',
]

/**
 * The short words of a line in capitals that are English, not acronyms: read in lower case (a word of three letters or
 * fewer not here stays in capitals, as a ticker, a code's letters or an acronym would).
 */
export const SHORT_ENGLISH: readonly string[] = [
  'a',
  'an',
  'the',
  'of',
  'for',
  'to',
  'in',
  'on',
  'at',
  'by',
  'as',
  'or',
  'and',
  'is',
  'be',
  'are',
  'was',
  'has',
  'had',
  'its',
  'it',
  'our',
  'we',
  'new',
  'not',
  'but',
  'now',
  'set',
  'sets',
  'due',
  'one',
  'two',
  'all',
  'may',
  'win',
  'won',
  'get',
  'gets',
  'nod',
  'ok',
  'oks',
  'key',
  'top',
  'inc',
  'co',
  'ltd',
  'plc',
  'llc',
]

/** The words by which a line in capitals tells a decision or its date ("FDA APPROVES", "PDUFA DATE", "EXTENDS"). */
export const CAPITALS_DECISION_WORDS: readonly string[] = [
  'approv',
  'complete response',
  'pdufa',
  'action date',
  'goal date',
  'extend',
  'decision date',
  'rejects',
  'declines',
]
