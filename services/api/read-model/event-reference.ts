/**
 * The reference encoding of one `events` row read in the transcoder's columns (event-json.ts
 * `transcodedNames`): the row decoded (row-binary.ts), mapped (derive.ts eventFromRow) and written
 * by JSON.stringify, cut around the two request-time fields. The bytes every page must carry; the
 * transcoder hands a row here when it cannot write it itself (no stored uid), and the index checks
 * the first row it loads against it.
 */
import { rowBinaryDecoder } from '../../shared/store/row-binary.js'
import { eventsTable, type EventRow } from '../../catalysts/tables.js'
import { eventFromRow, servedEventNames } from './derive.js'
import { transcodedNames } from './event-json.js'
import { DELTA_KEY, UPCOMING_KEY } from './event-page.js'

/** What the reference encoding reads of a row (the uid '' on rows written before it was stored). */
type ReferenceRow = Pick<EventRow, (typeof servedEventNames)[number]> & { attestation_uid: string }

const decodeTranscoded = rowBinaryDecoder<ReferenceRow>(
  { ...eventsTable.columns, ...eventsTable.bookkeeping },
  transcodedNames,
)

/**
 * The served JSON of the row at `src[start, end)` cut around the request-time fields: [head (up to
 * `new_date`), tail (from `,"delta_days":`)].
 */
export function referenceParts(src: Buffer, start: number, end: number): [string, string] {
  const [row] = decodeTranscoded(src.subarray(start, end))
  // The date given here only fills the two fields that are cut out.
  const json = JSON.stringify(eventFromRow(row!, '1970-01-01'))
  const cut = json.indexOf(UPCOMING_KEY)
  const resume = cut < 0 ? -1 : json.indexOf(DELTA_KEY, cut)
  if (resume < 0)
    throw new Error(
      'served event shape changed: new_date_upcoming and days_to_date no longer sit between new_date and delta_days',
    )
  return [json.slice(0, cut), json.slice(resume)]
}
