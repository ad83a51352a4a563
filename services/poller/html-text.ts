/**
 * Filing HTML to clean text, for the extractor to find sentences and quote them verbatim.
 *
 * Tokenising, entity decoding and error recovery on malformed markup are htmlparser2's (the
 * well-kept streaming parser of the field: it decodes every named, numeric and legacy entity and
 * closes implied tags the way browsers do). The layout rules on top are ours:
 *
 * - Block elements (p, div, headings, li, blockquote, ...) end a paragraph: paragraphs are separated
 *   by one blank line. `<br>` ends a line; two in a row end a paragraph. A list item opens with a bullet ("• "), as a
 *   browser shows it.
 * - Tables keep their rows: one line per row, non-empty cells joined by a tab; a table is its own
 *   paragraph. Block structure inside a cell collapses to spaces, so a row stays on one line.
 * - Inline elements add nothing: `<span>PDU</span><span>FA</span>` reads `PDUFA`.
 * - HTML-insignificant whitespace (space, tab, CR, LF, FF) collapses to one space. Every other
 *   character is kept as the filing has it: curly quotes, dashes, no-break spaces (U+00A0). Folding
 *   for comparison is a separate view (services/extractor/text-fold.ts), never applied here.
 * - Hidden content is dropped: script, style, head, title, and any element styled `display:none`
 *   (where inline XBRL keeps its `ix:header` facts).
 */
import { Parser, type Handler } from 'htmlparser2'
import { eventLoopSlicer } from '../shared/event-loop.js'

const PARSE_CHUNK = 8192
const MAX_OPEN_ELEMENTS = 1024

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'ul',
  'caption',
  'page',
])
const SKIP = new Set([
  'script',
  'style',
  'head',
  'title',
  'noscript',
  'template',
  'ix:header',
  'xml',
  'object',
  'svg',
])
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
])
const COLLAPSIBLE = /[ \t\n\r\f]+/g
/** Line trimming also drops no-break and other Unicode spaces at line ends (layout, not words). */
const EDGE_SPACE_CHAR = /[\s\u00A0\u2000-\u200B\u202F\u205F\u3000]/

/**
 * The text without its leading and trailing spaces (EDGE_SPACE_CHAR), by walking in from both ends: a regex anchored
 * at the end (`[...]+$`) retries from every character of a run that does not end the line, quadratic on a paragraph
 * holding a long run of no-break spaces.
 */
function trimEdges(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && EDGE_SPACE_CHAR.test(text[start]!)) start++
  while (end > start && EDGE_SPACE_CHAR.test(text[end - 1]!)) end--
  return start === 0 && end === text.length ? text : text.slice(start, end)
}

/** Accumulates text with pending breaks: 0 none, 1 space, 2 line, 3 paragraph. */
class Sink {
  private parts: string[] = []
  private pending = 0
  private started = false
  constructor(private readonly inline: boolean) {}

  text(raw: string): void {
    const collapsed = raw.replace(COLLAPSIBLE, ' ')
    if (collapsed === '') return
    let text = collapsed
    if (text.startsWith(' ')) {
      this.soft(1)
      text = text.slice(1)
    }
    const trailing = text.endsWith(' ')
    if (trailing) text = text.slice(0, -1)
    if (text !== '') {
      if (this.started && this.pending > 0)
        this.parts.push(
          this.pending === 1 || this.inline ? ' ' : this.pending === 2 ? '\n' : '\n\n',
        )
      this.pending = 0
      this.parts.push(text)
      this.started = true
    }
    if (trailing) this.soft(1)
  }

  soft(level: number): void {
    if (level > this.pending) this.pending = level
  }

  /** `<br>`: a line break; a second one in a row makes a paragraph break. */
  lineBreak(): void {
    this.pending = this.pending >= 2 ? 3 : 2
  }

  /** A finished table row (already joined), placed on its own line. */
  line(text: string): void {
    if (text === '') return
    if (this.started) this.parts.push(this.inline ? ' ' : this.pending >= 3 ? '\n\n' : '\n')
    this.pending = 0
    this.parts.push(text)
    this.started = true
  }

  value(): string {
    return this.parts.join('')
  }
}

interface TableState {
  rows: number
  cells: string[]
  cell: Sink | null
}

/** Filing HTML (or XHTML / inline XBRL) to clean text; see the module comment for the rules. */
export function htmlToText(html: string): string {
  const steps = htmlToTextSteps(html)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/**
 * `htmlToText` on a shared event loop: the same steps, with the loop let go whenever a run of them
 * has held it for a slice (shared/event-loop.ts). A multi-megabyte document (a legitimate one at the fetch caps, or a
 * stranger's) costs hundreds of milliseconds of CPU, which a loaded machine stretches to seconds;
 * the API answering in the same process must not wait for it.
 */
export async function htmlToTextYielding(html: string): Promise<string> {
  const steps = htmlToTextSteps(html)
  const pause = eventLoopSlicer()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await pause()
  }
}

/** The conversion, one parser chunk per step (PARSE_CHUNK characters of markup). */
function* htmlToTextSteps(html: string): Generator<void, string> {
  const root = new Sink(false)
  const tables: TableState[] = []
  const sinkStack: Sink[] = [root]
  const current = () => sinkStack[sinkStack.length - 1]!
  let skipDepth = 0
  const hiddenStack: boolean[] = []

  const finishCell = (table: TableState) => {
    if (!table.cell) return
    const text = trimEdges(table.cell.value())
    table.cells.push(text)
    table.cell = null
    sinkStack.pop()
  }
  const finishRow = (table: TableState) => {
    finishCell(table)
    const cells = table.cells.filter((c) => c !== '')
    table.cells = []
    if (cells.length === 0) return
    table.rows++
    current().line(cells.join('\t'))
  }

  const handler: Partial<Handler> = {
    onopentag(name, attribs) {
      const hidden =
        skipDepth > 0 ||
        SKIP.has(name) ||
        /display\s*:\s*none/i.test(attribs.style ?? '') ||
        'hidden' in attribs
      if (!VOID.has(name)) hiddenStack.push(hidden)
      if (hidden) {
        if (!VOID.has(name)) skipDepth++
        return
      }
      const table = tables[tables.length - 1]
      switch (name) {
        case 'br':
          current().lineBreak()
          return
        case 'li':
          // A list item reads as a browser shows it, a bullet before its text: the extractor reads bulleted items
          // ("Upcoming PDUFA dates:" then one item per product) as a list.
          current().soft(3)
          current().text('\u2022 ')
          return
        case 'table': {
          current().soft(3)
          tables.push({ rows: 0, cells: [], cell: null })
          return
        }
        case 'tr':
          if (table) {
            finishRow(table)
          }
          return
        case 'td':
        case 'th': {
          if (!table) {
            current().soft(1)
            return
          }
          finishCell(table)
          table.cell = new Sink(true)
          sinkStack.push(table.cell)
          return
        }
        default:
          if (BLOCK.has(name)) current().soft(3)
          else if (name === 'img' && attribs.alt && attribs.alt.trim())
            current().text(` ${attribs.alt} `)
      }
    },
    ontext(text) {
      if (skipDepth > 0) return
      current().text(text)
    },
    onclosetag(name) {
      if (VOID.has(name)) return
      const hidden = hiddenStack.pop() ?? false
      if (hidden) {
        if (skipDepth > 0) skipDepth--
        return
      }
      const table = tables[tables.length - 1]
      switch (name) {
        case 'td':
        case 'th':
          if (table) finishCell(table)
          return
        case 'tr':
          if (table) finishRow(table)
          return
        case 'table': {
          if (!table) return
          finishRow(table)
          tables.pop()
          current().soft(3)
          return
        }
        default:
          if (BLOCK.has(name)) current().soft(3)
      }
    },
  }
  // The parser keeps its open elements in an array it shifts at the front, so each tag costs the nesting depth: a
  // stranger's tens of thousands of unclosed tags would be quadratic. The markup goes in by chunks; past
  // MAX_OPEN_ELEMENTS open, the parser is ended (closing them all) and a fresh one reads on. Real filings nest a few
  // dozen deep; chunked writing reads exactly as one write does (the tokenizer streams).
  const newParser = () =>
    new Parser(handler, { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true })
  let parser = newParser()
  for (let at = 0, end = 0; at < html.length; at = end) {
    // Chunks end before a tag's "<" when there is one, so a parser ended between chunks never cuts a tag in two.
    // The "<" is looked for inside the chunk only: `html.lastIndexOf('<', end)` walks back to the previous tag however
    // far it is, which made a stranger's megabytes of text without a tag quadratic (every chunk rescanned the run).
    end = Math.min(html.length, at + PARSE_CHUNK)
    let chunk = html.slice(at, end)
    if (end < html.length) {
      const tagStart = chunk.lastIndexOf('<')
      if (tagStart > 0) {
        end = at + tagStart
        chunk = chunk.slice(0, tagStart)
      }
    }
    parser.write(chunk)
    if (hiddenStack.length > MAX_OPEN_ELEMENTS) {
      parser.end()
      parser = newParser()
    }
    yield
  }
  parser.end()
  // Tables left open by truncated markup still yield their rows.
  while (tables.length > 0) {
    finishRow(tables[tables.length - 1]!)
    tables.pop()
  }
  return tidy(root.value())
}

/** Trims each line's edges, drops lines of only spaces, keeps at most one blank line in a row. */
function tidy(text: string): string {
  const lines = text.split('\n').map(trimEdges)
  const out: string[] = []
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue
    out.push(line)
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop()
  return out.join('\n')
}

/** Plain-text documents (.txt exhibits): line endings normalised, trailing spaces trimmed, nothing else. */
export function plainText(text: string): string {
  // Trailing spaces cut by walking back from each line end (`[ \t]+$` with the m flag is quadratic on a long inner run).
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    let end = line.length
    while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--
    if (end !== line.length) lines[i] = line.slice(0, end)
  }
  return tidy(lines.join('\n'))
}

/** Chooses by file name or content: HTML goes through `htmlToText`, anything else through `plainText`. */
export function documentText(name: string, body: string): string {
  return isHtmlDocument(name, body) ? htmlToText(body) : plainText(body)
}

/** `documentText` letting the event loop go between parser chunks (the service's fetch path). */
export async function documentTextYielding(name: string, body: string): Promise<string> {
  return isHtmlDocument(name, body) ? htmlToTextYielding(body) : plainText(body)
}

function isHtmlDocument(name: string, body: string): boolean {
  return (
    /\.(x?html?|xml)$/i.test(name) ||
    /^\s*(<!doctype html|<html|<\?xml|<document|<body|<div|<p[\s>])/i.test(body.slice(0, 512))
  )
}
