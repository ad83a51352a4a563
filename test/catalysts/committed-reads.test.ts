/**
 * Since atomic batches (services/shared/store/batched.ts), `FINAL` on a table the catalysts stage
 * writes in batches keeps one row per key *and batch*: superseded versions and rows of batches that
 * never committed come back. Every reader in services/ must go through `committedRows` instead; this
 * finds any that does not.
 */
import { expect } from 'chai'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { batchTables } from '../../services/catalysts/batches.js'

const root = join(import.meta.dirname, '..', '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith('.ts') ? [path] : []
  })
}

describe('reads of the catalysts tables', function () {
  it('never use FINAL on a table written in batches (committedRows instead)', function () {
    const pattern = new RegExp(
      `\\{db:Identifier\\}\\.(${Object.keys(batchTables).join('|')})\\s+FINAL\\b`,
      'g',
    )
    const offenders: string[] = []
    for (const file of sources(join(root, 'services'))) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(pattern))
        offenders.push(`${relative(root, file)}: ${match[0]}`)
    }
    expect(offenders).to.deep.equal([])
  })
})
