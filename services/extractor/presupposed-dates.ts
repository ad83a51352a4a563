/**
 * The shapes before a target phrase that presuppose its date (it exists and lies ahead), whatever the verb: a preposition
 * ("ahead of the PDUFA date"), a decision "on" or "at" it, the noun of its move ("an extension of the D PDUFA date") and a
 * meeting of it. Each captures the words (two at most) between it and the phrase. target-voice.ts reads them.
 */
import { closedWords } from './lexicon/function-words.js'
import { decisionNouns } from './lexicon/review.js'

/**
 * Prepositions that presuppose the date (it exists and lies ahead): the date is asserted, whatever the verb. So do a
 * meeting of the date, a decision "on" it and the noun of its move (MEET_REFERENCE, DECISION_ON, EXTENSION_OF).
 */
export const FORWARD_REFERENCE = new RegExp(
  String.raw`\b(?:${closedWords('by', 'before', 'until', 'around', 'near', 'following', 'after')}|ahead\s+of|prior\s+to|in\s+advance\s+of|approaching|on\s+or\s+before|in\s+anticipation\s+of|in\s+preparation\s+for|shortly\s+after)\s+(?:the\s+|its\s+|their\s+|our\s+|this\s+|that\s+|a\s+|an\s+)?((?:[\w.'-]+\s+){0,2})$`,
  'i',
)

/**
 * "expects an FDA decision for X on the D PDUFA date", "a decision is expected on its PDUFA date of D": "on" after a
 * decision presupposes the date; so does "at" ("the launch following the expected approval at the PDUFA date of D").
 */
export const DECISION_ON = new RegExp(
  String.raw`\b${decisionNouns('decision', 'action', 'approval', 'ruling', 'verdict')}\b[^,;.]{0,60}?\b(?:on|at)\s+(?:the\s+|its\s+|their\s+)((?:[\w.'-]+\s+){0,2})$`,
  'i',
)

/** "an extension of the D PDUFA date": the noun of a move, whose object is the date it presupposes. */
export const EXTENSION_OF =
  /\bextension\s+of\s+(?:the\s+|its\s+|their\s+|our\s+)?((?:[\w.'-]+\s+){0,2})$/i

/** "meet", "meeting": a verb whose object is the date it presupposes (FORWARD_REFERENCE's shape). */
export const MEET_REFERENCE =
  /\b(?:meet|meeting)\s+(?:the\s+|its\s+|their\s+|our\s+|this\s+|that\s+|a\s+|an\s+)?((?:[\w.'-]+\s+){0,2})$/i
