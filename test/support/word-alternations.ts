/**
 * Finds word lists written inline in regexes: every alternation group of a regex literal (or of a string or template
 * given to `new RegExp`) with three or more bare words ("(?:extend|delay|postpone)"). The lexicon lint test uses it
 * to keep word classes declared once, in services/extractor/lexicon/.
 */
import { readFileSync } from 'node:fs'
import ts from 'typescript'

export interface WordAlternation {
  file: string
  line: number
  /** The bare words of the group. */
  words: string[]
  /** What the regex source holds right before the group's "(" ('' at its start; the root alternation: ''). */
  before: string
  /** What it holds right after the group's ")" (the root alternation: ''). */
  after: string
}

interface Group {
  alternatives: string[]
  before: string
  after: string
}

const BARE_WORD = /^[A-Za-z]+$/

/** Top-level alternatives of each group (and of the whole pattern) of a regex source. */
function alternationsOf(source: string): Group[] {
  const groups: Group[] = []
  const stack: Array<{ parts: string[]; current: string; start: number }> = [
    { parts: [], current: '', start: 0 },
  ]
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    const top = stack[stack.length - 1]!
    if (ch === '\\') {
      top.current += source.slice(i, i + 2)
      i++
    } else if (ch === '[') {
      const end = source.indexOf(']', i + 2)
      top.current += source.slice(i, end + 1)
      i = end < 0 ? source.length : end
    } else if (ch === '(') {
      let skip = 1
      if (source.startsWith('(?:', i) || source.startsWith('(?=', i) || source.startsWith('(?!', i))
        skip = 3
      else if (source.startsWith('(?<=', i) || source.startsWith('(?<!', i)) skip = 4
      else if (source.startsWith('(?<', i)) skip = source.indexOf('>', i) - i + 1
      stack.push({ parts: [], current: '', start: i })
      i += skip - 1
    } else if (ch === ')' && stack.length > 1) {
      const done = stack.pop()!
      groups.push({
        alternatives: [...done.parts, done.current],
        before: source.slice(Math.max(0, done.start - 2), done.start),
        after: source.slice(i + 1, i + 3),
      })
      stack[stack.length - 1]!.current += '(…)'
    } else if (ch === '|') {
      top.parts.push(top.current)
      top.current = ''
    } else top.current += ch
  }
  const root = stack[0]!
  groups.push({ alternatives: [...root.parts, root.current], before: '', after: '' })
  return groups
}

/**
 * The regex sources written in a TypeScript file: literals, strings or templates handed to `new RegExp`, and String.raw
 * fragments and plain strings holding a non-capturing group (regex source kept in a constant and spliced into patterns).
 */
function regexSources(sourceFile: ts.SourceFile): Array<{ text: string; pos: number }> {
  const found: Array<{ text: string; pos: number }> = []
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const text = node.text
      found.push({ text: text.slice(1, text.lastIndexOf('/')), pos: node.getStart(sourceFile) })
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp' &&
      node.arguments?.[0] !== undefined
    ) {
      const arg = node.arguments[0]
      const raw = ts.isTaggedTemplateExpression(arg) ? arg.template : arg
      if (ts.isStringLiteral(raw) || ts.isNoSubstitutionTemplateLiteral(raw))
        found.push({ text: raw.text, pos: raw.getStart(sourceFile) })
      else if (ts.isTemplateExpression(raw))
        found.push({
          text: [raw.head.text, ...raw.templateSpans.map((s) => `(…)${s.literal.text}`)].join(''),
          pos: raw.getStart(sourceFile),
        })
    }
    if (
      ts.isTaggedTemplateExpression(node) &&
      node.tag.getText(sourceFile) === 'String.raw' &&
      !(ts.isNewExpression(node.parent) && node.parent.arguments?.[0] === node)
    ) {
      // A String.raw fragment is regex source spliced into patterns: its word lists count as the patterns' own.
      const raw = node.template
      found.push({
        text: ts.isNoSubstitutionTemplateLiteral(raw)
          ? (raw.rawText ?? raw.text)
          : [
              raw.head.rawText ?? raw.head.text,
              ...raw.templateSpans.map((s) => `(…)${s.literal.rawText ?? s.literal.text}`),
            ].join(''),
        pos: raw.getStart(sourceFile),
      })
    }
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      !ts.isTaggedTemplateExpression(node.parent) &&
      !(ts.isNewExpression(node.parent) && node.parent.arguments?.[0] === node)
    ) {
      // A plain string or template holding regex source (a non-capturing group) is a fragment spliced into patterns.
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => `(…)${s.literal.text}`)].join('')
        : node.text
      if (text.includes('(?:')) found.push({ text, pos: node.getStart(sourceFile) })
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

/** Every alternation of three or more bare words in the regexes of one file. */
export function wordAlternations(file: string): WordAlternation[] {
  const sourceFile = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  )
  const found: WordAlternation[] = []
  for (const { text, pos } of regexSources(sourceFile)) {
    for (const { alternatives, before, after } of alternationsOf(text)) {
      const words = alternatives.filter((a) => BARE_WORD.test(a))
      if (words.length >= 3)
        found.push({
          file,
          line: sourceFile.getLineAndCharacterOfPosition(pos).line + 1,
          words,
          before,
          after,
        })
    }
  }
  return found
}
