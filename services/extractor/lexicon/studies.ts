/**
 * The words of a clinical study and its parts, declared once: "the Phase 3 trial", "Part B of the study", "the first
 * cohort". In lower case; the rules that read them ignore case.
 */
import { pickerOf } from './compile.js'

export const STUDY_NOUNS = {
  study: 'study',
  trial: 'study',
  phase: 'part',
  stage: 'part',
  part: 'part',
  cohort: 'part',
} as const

export const studyNouns = pickerOf(STUDY_NOUNS)
