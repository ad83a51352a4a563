/**
 * The words of a clinical study and its parts, declared once: "the Phase 3 trial", "Part B of the study", "the first
 * cohort", "an extension study". A date or a move bound to one is the study's, not the agency's; the data and results a
 * study yields are events (events.ts). In lower case; the rules that read them ignore case.
 */
import { pickerOf } from './compile.js'

export const STUDY_NOUNS = {
  study: 'study',
  studies: 'study',
  trial: 'study',
  trials: 'study',
  phase: 'part',
  stage: 'part',
  part: 'part',
  cohort: 'part',
} as const

export const studyNouns = pickerOf(STUDY_NOUNS)

/**
 * What is done to a product in a study: "approved X for further study in clinical trials", "cleared for testing in
 * humans". An approval for one of these lets the product be studied, not sold.
 */
export const STUDY_ACTS = {
  study: 'act',
  testing: 'act',
  evaluation: 'act',
  investigation: 'act',
} as const

export const studyActs = pickerOf(STUDY_ACTS)
