/**
 * The name patterns in the order the drug lexicon runs them (NAME_PATTERNS), and how each reads the words it captured
 * (NAME_PATTERN_MODE): the table, apart from the patterns themselves (name-patterns.ts, and the approval subjects of
 * named-approval-patterns.ts) so that the order and the modes can be read in one place.
 */
import type { SlotMode } from './name-tokens.js'
import {
  ANTECEDENT_OF_TARGET,
  FRONTED_TOPIC,
  GRANTED_NAME,
  ITEM_OF_APPROVAL,
  LABELLED_PRODUCT_CELL,
  LABEL_BEFORE_TARGET,
  LOWER_NAME_BEFORE_APPLICATION,
  NAME_BEFORE_APPLICATION,
  NAME_BEFORE_CANDIDATE,
  NAME_BEFORE_PARENTHESISED_TARGET,
  NAME_BEFORE_RISK_PROGRAMME,
  NAME_BEFORE_TARGET,
  NAME_OWNING_APPLICATION,
  NAME_WITH_TARGET,
  PRODUCT_APPOSITION,
  RISK_PROGRAMME_FOR_NAME,
  SHAPED_ANTECEDENT_OF_TARGET,
  SHAPED_NAME_BEFORE_APPLICATION,
  SHAPED_SUBJECT_OF_REVIEW,
  SUBJECT_AFTER_FRONTED_TARGET,
  SUBJECT_OF_APPROVAL,
  SUBJECT_OF_DECISION,
  SUBJECT_OF_FIRST_APPROVAL,
  SUBJECT_OF_HEADLINE,
  SUBJECT_OF_PASSIVE_DECISION,
  SUBJECT_OF_REVIEW,
} from './name-patterns.js'
import {
  PRESUPPOSED_APPROVAL_SUBJECT,
  WITH_THE_AGENCYS_APPROVAL_SUBJECT,
} from './named-approval-patterns.js'

export const NAME_PATTERNS = [
  GRANTED_NAME,
  NAME_BEFORE_APPLICATION,
  NAME_OWNING_APPLICATION,
  SHAPED_NAME_BEFORE_APPLICATION,
  LOWER_NAME_BEFORE_APPLICATION,
  NAME_BEFORE_RISK_PROGRAMME,
  RISK_PROGRAMME_FOR_NAME,
  SUBJECT_OF_REVIEW,
  SUBJECT_OF_FIRST_APPROVAL,
  PRODUCT_APPOSITION,
  SHAPED_SUBJECT_OF_REVIEW,
  NAME_BEFORE_TARGET,
  LABEL_BEFORE_TARGET,
  LABELLED_PRODUCT_CELL,
  SUBJECT_OF_APPROVAL,
  PRESUPPOSED_APPROVAL_SUBJECT,
  WITH_THE_AGENCYS_APPROVAL_SUBJECT,
  ITEM_OF_APPROVAL,
  SUBJECT_OF_DECISION,
  SUBJECT_OF_PASSIVE_DECISION,
  SUBJECT_OF_HEADLINE,
  ANTECEDENT_OF_TARGET,
  SHAPED_ANTECEDENT_OF_TARGET,
  FRONTED_TOPIC,
  SUBJECT_AFTER_FRONTED_TARGET,
  NAME_BEFORE_CANDIDATE,
  NAME_BEFORE_PARENTHESISED_TARGET,
  NAME_WITH_TARGET,
] as const
/** How each name pattern reads the words it captured. */
export const NAME_PATTERN_MODE = new Map<RegExp, SlotMode>([
  [GRANTED_NAME, 'lowercase'],
  // A sentence's subject can be any noun: only a word that no English noun is makes it a product.
  [SUBJECT_OF_REVIEW, 'product'],
  [SUBJECT_OF_FIRST_APPROVAL, 'product'],
  [SHAPED_SUBJECT_OF_REVIEW, 'shaped'],
  [SHAPED_NAME_BEFORE_APPLICATION, 'shaped'],
  [LOWER_NAME_BEFORE_APPLICATION, 'product'],
  // A capitalised word before or after "REMS" may be any noun ("the Proposed REMS"): only a word no English noun is.
  [NAME_BEFORE_RISK_PROGRAMME, 'product'],
  [RISK_PROGRAMME_FOR_NAME, 'product'],
  [SHAPED_ANTECEDENT_OF_TARGET, 'shaped'],
  [NAME_BEFORE_TARGET, 'product'],
  [LABEL_BEFORE_TARGET, 'product'],
  // A cell's label makes the next word the product: still not an English noun ("Drug: Pending").
  [LABELLED_PRODUCT_CELL, 'product'],
  // A headline's first word may be any noun ("Court decision due D"): only a word no English noun is.
  [SUBJECT_OF_HEADLINE, 'product'],
  // An item's label may be any noun: only a word no English noun is.
  [ITEM_OF_APPROVAL, 'product'],
])
