/**
 * The filer's relation to the drug (filerRole), from how the text speaks: a royalty holder, a licensor, a partner
 * telling another company's news, or the sponsor of the application. Apart from context.ts, which reads the context of
 * a fact sentence by sentence, because this reads the whole text once for the filing's own role.
 */
import type { FilerRole } from '../../schemas/avro/types.js'
import { mayMatch } from './pattern-cues.js'
import { tellingVerbsOf, toldPast } from './lexicon/telling.js'
import { closedWords } from './lexicon/function-words.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'
import { receiptVerbs } from './lexicon/products.js'

/** "its partner Halden announced", "our partner ... was notified": the partner tells the news. */
const PARTNER_TELLS = new RegExp(
  String.raw`\b(?:its|our)\s+(?:\w+\s+)?partner,?\s+[A-Z][\w.]*(?:\s+[A-Z][\w.]*){0,3}(?:\s*\([^)]*\))?,?\s+(?:${toldPast(['announce', 'report', 'say', 'disclose'])}|${receiptVerbs('received')}|${closedWords('has')}|was\s+${toldPast(tellingVerbsOf('informs'))}|learned)\b|\bpartner\s+[A-Z][\w]+(?:\s+[A-Z][\w]+){0,2},?\s+(?:a\s+[\w\s-]+company,\s+)?(?:announced|was\s+(?:notified|informed))\b`,
)

/** "a royalty aggregator", "royalties on net sales", "earns a $5 million milestone": the filer holds a royalty. */
const ROYALTY_HOLDER = new RegExp(
  String.raw`\broyalty\s+aggregator\b|\broyalt(?:y|ies)\s+(?:interest|stream|${closedWords('on', 'from')})\b|\bearn(?:s|ed)?\s+(?:a|an)\s+\$[\d.,]+\s*(?:million|billion)?\s+(?:milestone|royalty)`,
  'i',
)

/**
 * The filer's relation to the drug, from how the text speaks: a royalty aggregator or milestone earner,
 * a licensor, a partner announcing another company's news, or the sponsor of the application.
 */
/** "our licensee", "out-licensed", "licensed the rights to": the filer gave the product's rights away. */
const LICENSOR =
  /\b(?:our|its)\s+licensee\b|\bout-?licensed\b|\blicensed\s+(?:the\s+)?(?:rights|product|worldwide\s+rights)\s+to\b/i
/** "its NDA", "the company's new drug application": the filer's own application. */
const SPONSOR = new RegExp(
  String.raw`\b(?:the\s+company['’]s|its|our)\s+(?:\w+\s+){0,3}(?:new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application|s?nda|s?bla|resubmission|application|efficacy\s+supplement)\b`,
  'i',
)

/**
 * Whether `pattern` matches the whole of a text: its words looked for first (pattern-cues.ts), the pattern run only over
 * a text that holds one (a leading word or a gap tried at every place of a long text costs more than a literal scan).
 */
function holds(pattern: RegExp, text: string): boolean {
  return mayMatch(pattern, text) && pattern.test(text)
}

export function filerRole(text: string): FilerRole {
  if (holds(ROYALTY_HOLDER, text)) return 'royalty_holder'
  if (holds(LICENSOR, text)) return 'licensor'
  if (holds(PARTNER_TELLS, text)) return 'partner'
  if (holds(SPONSOR, text)) return 'sponsor'
  return 'unknown'
}
