/**
 * The README's layout (the list under "Architecture") matches the tree: every path it names exists,
 * and every folder of services/ and test/ is described there.
 */
import { expect } from 'chai'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const layout = readme.slice(readme.indexOf('## Architecture'), readme.indexOf('Two ways to run'))

const folders = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((name) => statSync(join(root, dir, name)).isDirectory())
    .map((name) => `${dir}/${name}/`)

describe('README layout', function () {
  it('names only paths that exist (a pattern: its folder)', function () {
    const named = [
      ...layout.matchAll(/`((?:services|test|topology|schemas|deploy)\/[^`\s]*)`/g),
    ].map((m) => m[1]!)
    expect(named.length).to.be.greaterThan(20)
    const missing = named
      .map((p) => {
        const segments = p.split('/')
        const pattern = segments.findIndex((s) => /[*<]|NNNN/.test(s))
        return pattern < 0 ? p : segments.slice(0, pattern).join('/')
      })
      .filter((p) => !existsSync(join(root, p)))
    expect(missing).to.deep.equal([])
  })

  it('describes every folder of services/ and test/', function () {
    const undescribed = [...folders('services'), ...folders('test')].filter(
      (folder) => !layout.includes(`\`${folder}\``),
    )
    expect(undescribed).to.deep.equal([])
  })
})
