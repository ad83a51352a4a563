/**
 * The words by which a text tells a marketing application taken in for review rather than decided: the agency
 * "accepted" (or "has accepted") the application, or "begins" / "has begun" its (official, substantive) review. Read by
 * acceptance-approvals.ts, where a sentence that says the agency "approved the NDA" in a text that also tells this is
 * the trade press's or a translation's word for the acceptance ("FDA Approves NDA for X and Begins Official Review").
 */
import { pickerOf } from './compile.js'

/** "accepted", "has accepted", "accepts": the agency takes the application in. */
export const ACCEPTING_FORMS = {
  accepted: 'past',
  accepts: 'present',
  accept: 'base',
} as const

/** "begins", "began", "has begun", "started", "commenced": the review's start. */
export const BEGINNING_FORMS = {
  begin: 'base',
  begins: 'present',
  began: 'past',
  begun: 'participle',
  start: 'base',
  starts: 'present',
  started: 'past',
  commence: 'base',
  commences: 'present',
  commenced: 'past',
} as const

/** "official", "substantive", "formal", "full": what kind of review begins. */
export const REVIEW_STAGES = {
  official: 'stage',
  substantive: 'stage',
  formal: 'stage',
  full: 'stage',
} as const

/** "also", "separately", "another": an acceptance told beside the text's news, of another application of the product. */
export const ASIDE_WORDS = {
  also: 'addition',
  separately: 'addition',
  additionally: 'addition',
  another: 'other',
  second: 'other',
} as const

/** "review", "approval", "pathway": what an approval came under ("under priority review", "via the accelerated pathway"). */
export const REVIEW_ROUTES = {
  review: 'review',
  approval: 'review',
  pathway: 'route',
  program: 'route',
  programme: 'route',
} as const

export const reviewRoutes = pickerOf(REVIEW_ROUTES)
export const asideWords = pickerOf(ASIDE_WORDS)
export const acceptingForms = pickerOf(ACCEPTING_FORMS)
export const beginningForms = pickerOf(BEGINNING_FORMS)
export const reviewStages = pickerOf(REVIEW_STAGES)
