/**
 * An approval told by its noun as the cause of a market's move that day: "Kestrel shares rose 30% in response to the
 * FDA's approval of its drug Zelvora", "the stock is shooting higher today in response to the Food and Drug
 * Administration's (FDA) approval of its MDD drug X". The noun alone ("following the FDA's
 * approval of X") is as often history, read weakly (approval-patterns.ts); a share price that moved on it in the same
 * sentence makes it the day's news (s21-decisions). A move hoped for ("rose on hopes of the FDA's approval") has no
 * "after" / "following" / "in response to" before the noun, and another agency's noun ("the EMA's approval") is none.
 * Left: the refusal's noun in the same frame ("shares fell following the FDA's denial of X") finds its letter but no
 * product slot reads its object yet.
 */
import { marketMoves } from './lexicon/events.js'
import { closedWords } from './lexicon/function-words.js'
import { determiners } from './lexicon/determiners.js'
import { companyRoles } from './lexicon/company-forms.js'

/** The market that moved: a company's shares or stock, with a verb of its move, anywhere in the sentence. */
const MOVE = marketMoves(
  'fell',
  'dropped',
  'plunged',
  'plummeted',
  'sank',
  'tumbled',
  'slid',
  'tanked',
  'rose',
  'jumped',
  'soared',
  'surged',
  'climbed',
  'spiked',
  'falling',
  'dropping',
  'plunging',
  'plummeting',
  'tumbling',
  'sliding',
  'rising',
  'jumping',
  'soaring',
  'surging',
  'climbing',
  'shooting higher',
  'trading higher',
  'trading lower',
)
const MARKET = String.raw`\b(?:shares?|stock(?:\s+price)?)\b`
const SHARES_MOVED = String.raw`${MARKET}[^.;\n]{0,160}?\b(?:${MOVE}|(?:${closedWords('were', 'was')})\s+${marketMoves('up', 'down')})\b`
/** The cause's frame: "after", "following", "in response to", with "news of" and the agency's possessive. */
const CAUSE = String.raw`\b(?:[Aa]fter|[Ff]ollowing|in\s+response\s+to)\s+(?:(?:the\s+)?news\s+of\s+)?(?:[Tt]he\s+)?(?:U\.S\.\s+|US\s+)?(?:FDA|Food\s+and\s+Drug\s+Administration)['’]s\s+(?:\(FDA\)\s+)?`
/** The object: a capitalised name, or an owned product ("its drug X", "the company's lead therapy - x"). */
const OBJECT = String.raw`\s+of\s+(?=[A-Z]|(?:${determiners('its', 'their')}|the\s+${companyRoles('company', 'firm', 'drugmaker')}['’]s)\s)`

function caused(noun: string): RegExp {
  return new RegExp(
    String.raw`(?:(?<=${SHARES_MOVED}[^.;\n]{0,80}?)${CAUSE}${noun}${OBJECT}|${CAUSE}${noun}${OBJECT}(?=[^.;\n]{0,160}?${SHARES_MOVED}))`,
    'g',
  )
}

/** "shares rose ... in response to the FDA's approval of its drug X". */
export const APPROVAL_MOVED_SHARES = caused('approval')
