/**
 * A hostile extractor for the extraction pool's tests: a filing whose text holds STALL_MARK never
 * finishes (a synchronous loop, as a super-linear step on a stranger's text would behave; only
 * terminating the thread stops it), one holding THROW_MARK throws; any other filing is read by the
 * real extractor. Loaded inside a worker thread through the pool's `extractorModule` option.
 */
import type { ExtractedAssertions, Filing } from '../../schemas/avro/types.js'
import {
  extractFiling as realExtractFiling,
  type StageOptions,
} from '../../services/extractor/core.js'

export const STALL_MARK = 'the reader of this filing never finishes'
export const THROW_MARK = 'the reader of this filing throws'

export const slowExtractorModule = new URL(import.meta.url)

export function extractFiling(filing: Filing, options: StageOptions): ExtractedAssertions {
  const texts = filing.documents.map((document) => document.text)
  if (texts.some((text) => text.includes(THROW_MARK))) throw new Error('unreadable on purpose')
  if (texts.some((text) => text.includes(STALL_MARK))) for (;;);
  return realExtractFiling(filing, options)
}
