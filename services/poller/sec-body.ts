/**
 * Bodies of SEC answers: read up to a byte cap (the stream cancelled past it), and decoded by the
 * charset they declare, else as UTF-8 when they are, else as Windows-1252 (old EDGAR HTML).
 */

/** A body read up to `maxBytes`: past it, reading stops (the stream is cancelled) and the answer says it was cut. */
export async function readCapped(
  res: Response,
  maxBytes: number,
): Promise<{ body: Buffer; cut: boolean }> {
  if (res.body === null) return { body: Buffer.alloc(0), cut: false }
  const reader = res.body.getReader()
  const chunks: Buffer[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { body: Buffer.concat(chunks, length), cut: false }
    chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength))
    length += value.byteLength
    if (length > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return { body: Buffer.concat(chunks, length).subarray(0, maxBytes), cut: true }
    }
  }
}

/**
 * Bytes to text: the charset from the Content-Type, else an XML declaration's encoding, else UTF-8
 * when the bytes are valid UTF-8, else Windows-1252 (what old EDGAR HTML is).
 */
export function decodeBody(body: Buffer, contentType = ''): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /^<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(body.subarray(0, 200).toString('latin1'))?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1]
  const label = declared?.toLowerCase()
  if (label && /^(iso-?8859-1|latin-?1|l1|windows-1252|cp1252|us-ascii|ascii)$/.test(label))
    return decodeWindows1252(body)
  if (label && label !== 'utf-8' && label !== 'utf8') {
    try {
      return new TextDecoder(label).decode(body)
    } catch {
      /* unknown label: fall through */
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    return decodeWindows1252(body)
  }
}

/** 0x80-0x9F of Windows-1252 (what browsers and the WHATWG spec read for ISO-8859-1 too). */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178'

/** Node's TextDecoder reads 'windows-1252' as Latin-1 (0x93 stays U+0093), so the table is applied here. */
export function decodeWindows1252(body: Buffer): string {
  const latin = body.toString('latin1')
  return /[\x80-\x9f]/.test(latin)
    ? latin.replace(/[\x80-\x9f]/g, (ch) => CP1252_HIGH[ch.charCodeAt(0) - 0x80]!)
    : latin
}
