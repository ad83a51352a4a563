/**
 * One home for what an event type does: outside topology/event-types.ts, no production module
 * decides by comparing `event_type` to a bare string (`e.event_type === 'date_extension'`, a
 * `case 'retracted':` of a switch on it, a SQL `event_type = '...'`). It asks the table
 * (`eventTypeRule`, `typesWhere`, `movesDate`) instead, so adding a type is one row there plus what
 * the type newly does. Writing an event may still name its type, checked by the compiler as a
 * `KnownEventType`. The source is parsed (no module is loaded), like the floors test.
 */
import { expect } from 'chai'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'
import { repoRoot } from '../support/test-kinds.js'

/** The one file allowed to name types in comparisons: the table itself. */
const TABLE = 'topology/event-types.ts'

/** Files still allowed to compare `event_type` to a literal, each with its reason (none today). */
const ALLOWED: readonly { file: string; reason: string }[] = []

const COMPARISON = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
])
/** SQL inside a string or template: `event_type = 'x'`, `event_type IN ('x', ...)`. */
const SQL_COMPARISON = /\bevent_type\s*(?:=|!=|<>|\bIN\b|\bNOT\s+IN\b)\s*\(?\s*'/i

function namesEventType(node: ts.Node): boolean {
  if (ts.isParenthesizedExpression(node)) return namesEventType(node.expression)
  if (ts.isPropertyAccessExpression(node)) return node.name.text === 'event_type'
  if (ts.isElementAccessExpression(node))
    return (
      ts.isStringLiteralLike(node.argumentExpression) &&
      node.argumentExpression.text === 'event_type'
    )
  return ts.isIdentifier(node) && node.text === 'event_type'
}

function isStringLiteral(node: ts.Node): boolean {
  if (ts.isParenthesizedExpression(node)) return isStringLiteral(node.expression)
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
}

/** `line: text` of every place in `source` that compares `event_type` to a bare string. */
function literalComparisons(source: string, fileName = 'source.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
    found.push(`${line + 1}: ${node.getText(file).replace(/\s+/g, ' ')}`)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && COMPARISON.has(node.operatorToken.kind)) {
      const { left, right } = node
      if (
        (namesEventType(left) && isStringLiteral(right)) ||
        (namesEventType(right) && isStringLiteral(left))
      )
        report(node)
    } else if (ts.isSwitchStatement(node) && namesEventType(node.expression)) {
      for (const clause of node.caseBlock.clauses)
        if (ts.isCaseClause(clause) && isStringLiteral(clause.expression)) report(clause.expression)
    } else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      SQL_COMPARISON.test(node.text)
    )
      report(node)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path))
    else if (name.endsWith('.ts')) out.push(relative(repoRoot, path).split(sep).join('/'))
  }
  return out
}

describe('event types: what a type does is read from the table, never from a bare string', () => {
  it('finds the comparisons it looks for (invented snippets)', () => {
    const snippet = [
      "if (e.event_type === 'widened') bump()",
      "const moved = 'narrowed' !== row['event_type']",
      'switch (event.event_type) {',
      "  case 'widened':",
      '    break',
      '}',
      "const sql = `SELECT 1 FROM events WHERE event_type IN ('widened')`",
      "const written = { event_type: 'widened' }",
      'if (eventTypeRule(e.event_type).resolves) bump()',
      "if (e.outcome === 'crl') bump()",
    ].join('\n')
    expect(literalComparisons(snippet)).to.deep.equal([
      "1: e.event_type === 'widened'",
      "2: 'narrowed' !== row['event_type']",
      "4: 'widened'",
      "7: `SELECT 1 FROM events WHERE event_type IN ('widened')`",
    ])
  })

  it('no production module outside the table compares event_type to a bare string', () => {
    const files = ['services', 'topology'].flatMap((dir) => sourceFiles(join(repoRoot, dir)))
    expect(files).to.include(TABLE)
    expect(files.length).to.be.greaterThan(100)
    const allowed = new Set(ALLOWED.map((a) => a.file))
    const offending: string[] = []
    for (const file of files) {
      if (file === TABLE || allowed.has(file)) continue
      for (const hit of literalComparisons(readFileSync(join(repoRoot, file), 'utf8'), file))
        offending.push(`${file}:${hit}`)
    }
    expect(offending).to.deep.equal([])
  })

  it('lists no allowed file that no longer needs it', () => {
    for (const { file } of ALLOWED)
      expect(
        literalComparisons(readFileSync(join(repoRoot, file), 'utf8'), file),
        file,
      ).not.to.deep.equal([])
  })
})
