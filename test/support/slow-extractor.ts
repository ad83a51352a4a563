/**
 * A hostile extractor for the extraction pool's tests: a filing whose text holds STALL_MARK never
 * finishes (a synchronous loop, as a super-linear step on a stranger's text would behave; only
 * terminating the thread stops it), one holding THROW_MARK throws, one holding SLOW_MARK takes
 * SLOW_READ_MS before it is read; any other filing is read by the real extractor. Loaded inside a worker thread through the pool's `extractorModule` option.
 */
import type { ExtractedAssertions, Filing } from '../../schemas/avro/types.js'
import {
  extractFiling as realExtractFiling,
  type StageOptions,
} from '../../services/extractor/core.js'

export const STALL_MARK = 'the reader of this filing never finishes'
export const THROW_MARK = 'the reader of this filing throws'
/** A filing holding this takes SLOW_READ_MS of wall time (a busy loop), then is read by the real extractor. */
export const SLOW_MARK = 'the reader of this filing takes its time'
export const SLOW_READ_MS = 2_000

export const slowExtractorModule = new URL(import.meta.url)

export function extractFiling(filing: Filing, options: StageOptions): ExtractedAssertions {
  const texts = filing.documents.map((document) => document.text)
  if (texts.some((text) => text.includes(THROW_MARK))) throw new Error('unreadable on purpose')
  if (texts.some((text) => text.includes(STALL_MARK))) for (;;);
  if (texts.some((text) => text.includes(SLOW_MARK)))
    for (const until = Date.now() + SLOW_READ_MS; Date.now() < until;);
  return realExtractFiling(filing, options)
}
