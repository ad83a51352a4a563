/**
 * Whether a text or a sentence is another programme's or another agency's matter, not an application under PDUFA: a
 * generic (ANDA), a biosimilar, a device, an animal drug, or a foreign agency's timeline with no FDA named. Apart from
 * context.ts (boilerplate and the review cycle's cues): these rule a whole text or sentence out of PDUFA's scope, and
 * both the target and the outcome proposals ask them.
 */
import { determiners } from './lexicon/determiners.js'
import { productModifiers } from './lexicon/descriptors.js'
import { studyNouns } from './lexicon/studies.js'
import { animalPatients } from './lexicon/approval-objects.js'
import { mayMatch } from './pattern-cues.js'
import { closedWords } from './lexicon/function-words.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'
import { marketPressureNouns } from './lexicon/events.js'
import { productNouns } from './lexicon/products.js'
import { foreignAgencies, foreignAgencyNames } from './lexicon/agencies.js'

/**
 * Generic drugs, biosimilars, devices and animal drugs have their own programmes: no PDUFA date comes from them. Not the
 * market a product will meet ("could face competition from generic products"): that names no generic's application.
 */
/**
 * "Zelvora, a chewable tablet for arthritis in dogs", "a canine medication": an animal drug named by the animals it treats
 * or a veterinary mark (lexicon: `ANIMAL_PATIENTS`), its review under ADUFA, not PDUFA; not the animals of a study ("based
 * on studies in dogs", 2.78.0).
 */
const ANIMAL_DRUG = String.raw`(?<!\b(?:${studyNouns('study', 'studies', 'trial', 'trials')}|models?|testing)\s+)\b(?:in|for)\s+(?:[\w'’-]+\s+){0,2}?${animalPatients('dogs', 'puppies', 'cats', 'kittens', 'horses', 'cattle', 'cows', 'pigs', 'swine', 'poultry', 'chickens', 'sheep', 'pets', 'companion animals', 'livestock')}\b|\b${animalPatients('canine', 'feline', 'equine')}\b`

const NOT_A_PDUFA_MATTER = new RegExp(
  String.raw`${ANIMAL_DRUG}|\bANDAs?\b|\babbreviated\s+new\s+drug\s+application|\bgeneric(?<!\bcompetition\s+from\s+(?:[\w-]+\s+){0,2}generic)\s+(?:${productNouns('version', 'drug', 'product')}|equivalent|form)|\bparagraph\s+iv\b|\b505\(j\)|\bbiosimilar|\binterchangeab\w+|\bGDUFA\b|\bBsUFA\b|\bMDUFA\b|\b510\(k\)|\bpremarket\s+approval\b|\bPMA\b|\bde\s+novo\b|\bA(?:G)?DUFA\b|\bCVM\b|\bcenter\s+for\s+veterinary\s+medicine\b|\bveterinary\b|\bN?ADAs?\b(?<!\bADA)|\bnew\s+animal\s+drug\s+application`,
  'i',
)

/** An application under PDUFA, named in full or by its acronym (a supplement's too). */
const PDUFA_APPLICATION = new RegExp(
  String.raw`\bs?NDAs?\b|\bs?BLAs?\b|\b(?:new\s+drug|${BIOLOGICS_LICENSE})\s+applications?\b|\bPDUFA\b|\bprescription\s+drug\s+user\s+fee\b`,
  'i',
)

const NOT_A_PDUFA_MATTER_ALL = new RegExp(NOT_A_PDUFA_MATTER.source, 'gi')

/**
 * The text speaks of another programme's application (an ANDA, a biosimilar, a device) and of no application under
 * PDUFA: a letter or approval it tells in a sentence that names no application ("Upon receipt of the Complete Response
 * Letter, ...") is that application's.
 */
export function onlyAnotherProgramme(text: string): boolean {
  // Asked of one text by the target and the outcome proposals both: the answer for the text asked last is kept.
  if (text === lastProgrammeText) return lastProgrammeAnswer
  lastProgrammeText = text
  lastProgrammeAnswer = readsOnlyAnotherProgramme(text)
  return lastProgrammeAnswer
}

let lastProgrammeText: string | null = null

let lastProgrammeAnswer = false

function readsOnlyAnotherProgramme(text: string): boolean {
  // The whole text: its words looked for first (pattern-cues.ts), the pattern run only over a text that holds one.
  if (!mayMatch(NOT_A_PDUFA_MATTER, text) || !NOT_A_PDUFA_MATTER.test(text)) return false
  const rest = text.replace(NOT_A_PDUFA_MATTER_ALL, ' ')
  return (
    !PDUFA_APPLICATION.test(rest) || (BIOSIMILAR_PRODUCT.test(text) && !PDUFA_NOT_A_BLA.test(rest))
  )
}

/**
 * The text's product called a biosimilar ("AVT09, a biosimilar candidate to X", "the proposed biosimilar", "The
 * biosimilar is being developed with ..."), or the biosimilars' user-fee act named ("the BsUFA goal date"): its
 * "biologics license application" is a 351(k) application, reviewed under BsUFA, not PDUFA. Not "biosimilar
 * competition" (a novel biologic's market).
 */
const BIOSIMILAR_PRODUCT = new RegExp(
  String.raw`\bbiosimilar\s+(?:${productNouns('candidate', 'product', 'version')}|${closedWords('to', 'for')})\b|\b(?:${productModifiers('proposed')}|${determiners('the', 'a', 'an', 'its', 'their', 'our')})\s+biosimilar\b(?!\s+(?:${marketPressureNouns('competition', 'entry', 'entrant', 'entrants', 'threat', 'erosion', 'pressure')})\b)|\bBsUFA\b|\bbiosimilar\s+user\s+fee`,
  'i',
)

/** An application only PDUFA reviews: an NDA, or the act itself named (a BLA may be a biosimilar's). */
const PDUFA_NOT_A_BLA =
  /\bs?NDAs?\b|\bnew\s+drug\s+applications?\b|\bPDUFA\b|\bprescription\s+drug\s+user\s+fee\b/i

/** Another agency's timeline ("CHMP opinion expected by ...") when the sentence does not speak of the FDA at all. */
export const OTHER_AGENCY = new RegExp(
  String.raw`\b(?:${foreignAgencies('EMA', 'CHMP', 'PMDA', 'MHRA', 'NMPA', 'TGA', 'Swissmedic', 'ANVISA', 'MFDS')}|${foreignAgencyNames()})\b`,
)

// "FDA" in "the CHMP and the FDA are both reviewing Ostrelva": another agency named beside the FDA does not rule the sentence out.
const FDA_NAMED =
  /\b(?:FDA|PDUFA|Food\s+and\s+Drug\s+Administration|Prescription\s+Drug\s+User\s+Fee)\b/i

/**
 * "highlighted by regulatory approval for X in bladder cancer in the U.S., positive opinions from the CHMP for ...": a
 * results release's sentence telling the U.S. approval by its market beside another agency's news. The market the
 * approval is told in speaks for the FDA there, for a decision told (isNotAPdufaMatter's outcome reading, `forOutcome`);
 * a date's sentence still needs the agency or the act named.
 */
const US_APPROVAL_TOLD = new RegExp(
  String.raw`\bapprov\w*\s+[^.;]{0,60}?\bin\s+the\s+(?:U\.S\.(?!\w)|United\s+States\b)|\bU\.S\.\s+approvals?\b`,
)

/** "the Taiwan Food and Drug Administration", "the Thai FDA": the FDA's name with another country's before it. */
const COUNTRY_FDA = new RegExp(String.raw`\b${foreignAgencyNames('countryFda')}\b`, 'g')

export function isNotAPdufaMatter(sentence: string, forOutcome = false): boolean {
  // Run once (an outcome's reading asks it twice).
  const anotherProgramme = NOT_A_PDUFA_MATTER.test(sentence)
  if (forOutcome && !anotherProgramme && US_APPROVAL_TOLD.test(sentence)) return false
  return (
    anotherProgramme ||
    // Another country's agency called by the FDA's name names no U.S. FDA beside it.
    (OTHER_AGENCY.test(sentence) && !FDA_NAMED.test(sentence.replace(COUNTRY_FDA, ' ')))
  )
}
