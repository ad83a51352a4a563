/** The README stays true: every configuration key is documented, and the Avro types are fresh. */
import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { configSchema } from '../../services/shared/config.js'
import { generateTypes } from '../../schemas/generate-types.js'

const root = join(import.meta.dirname, '..', '..')

describe('documentation and generated code', function () {
  it('documents every configuration variable in the README', function () {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const missing = Object.keys(configSchema.shape).filter((key) => !readme.includes(`\`${key}\``))
    expect(missing).to.deep.equal([])
  })

  it('has schemas/avro/types.ts generated from the current .avsc files', function () {
    const generated = generateTypes(join(root, 'schemas', 'avro'))
    expect(readFileSync(join(root, 'schemas', 'avro', 'types.ts'), 'utf8')).to.equal(generated)
  })
})
