/**
 * The nouns of clinical studies, declared once: "the trial", "an extension study", "the cohort", "Phase 3". A date or a
 * move bound to one is the study's, not the agency's; the data and results a study yields are events (events.ts).
 */
import { pickerOf } from './compile.js'

export const STUDY_NOUNS = {
  study: 'study',
  studies: 'study',
  trial: 'study',
  trials: 'study',
  cohort: 'part',
  phase: 'part',
} as const

export const studyNouns = pickerOf(STUDY_NOUNS)
