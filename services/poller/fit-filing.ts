/**
 * A filing record under its topic's size limit: the broker refuses a larger record, and a refused
 * filing would hold its lane's watermark for ever. Pure, so the cut is tested without a broker.
 */
import type { Filing } from '../../schemas/avro/types.js'

/** Room for the Avro framing (length prefixes, union branches, array blocks) and the record's headers. */
const FRAMING_SLACK_BYTES = 16 * 1024

const utf8Bytes = (text: string | null | undefined): number =>
  text ? Buffer.byteLength(text, 'utf8') : 0

/** An upper bound of the filing's encoded size in bytes, without its documents' text. */
function bytesBesideText(filing: Filing): number {
  let bytes = FRAMING_SLACK_BYTES
  for (const value of Object.values(filing))
    if (typeof value === 'string') bytes += utf8Bytes(value) + 10
  for (const cik of filing.ciks) bytes += utf8Bytes(cik) + 10
  for (const doc of filing.documents)
    bytes += utf8Bytes(doc.name) + utf8Bytes(doc.doc_type) + utf8Bytes(doc.url) + 40
  return bytes
}

/** The longest prefix of `text` of at most `maxBytes` UTF-8 bytes, never splitting a character. */
export function utf8Prefix(text: string, maxBytes: number): string {
  if (utf8Bytes(text) <= maxBytes) return text
  const cut = Buffer.from(text, 'utf8').subarray(0, Math.max(0, maxBytes)).toString('utf8')
  // A character split at the cut decodes as U+FFFD: drop it.
  return cut.endsWith('\uFFFD') && !text.startsWith(cut) ? cut.slice(0, -1) : cut
}

/**
 * The filing as it fits in `maxBytes`: unchanged when it does; otherwise every document longer than a
 * common length is cut to it (the shortest documents stay whole, the text budget is shared evenly
 * by the rest, so each keeps its beginning) and `truncation` says which and where.
 */
export function fitFiling(filing: Filing, maxBytes: number): Filing {
  const sizes = filing.documents.map((d) => utf8Bytes(d.text))
  const budget = maxBytes - bytesBesideText(filing)
  if (sizes.reduce((a, b) => a + b, 0) <= budget) return filing
  // Water-filling: the common length every longer document is cut to.
  const ascending = [...sizes].sort((a, b) => a - b)
  let left = Math.max(0, budget)
  let cap = 0
  for (const [i, size] of ascending.entries()) {
    const share = Math.floor(left / (ascending.length - i))
    if (size <= share) {
      left -= size
      continue
    }
    cap = share
    break
  }
  const cuts: string[] = []
  const documents = filing.documents.map((doc, i) => {
    if (sizes[i]! <= cap) return doc
    cuts.push(
      `${doc.name} cut at ${cap} of ${sizes[i]} bytes to fit the topic's ${maxBytes}-byte record limit`,
    )
    return { ...doc, text: utf8Prefix(doc.text, cap) }
  })
  const truncation = [filing.truncation, ...cuts].filter((c): c is string => !!c).join('; ')
  return { ...filing, documents, truncation }
}
