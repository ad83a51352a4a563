/**
 * A company written with no legal form, known by what it does or owns ("Kestrel said", "Kestrel's chief executive",
 * "shares of Kestrel"): never the drug (company-names.ts `companiesByDeed`). Sentences written for this test, invented
 * names.
 */
import { expect } from 'chai'
import { companiesByDeed } from '../../services/extractor/company-names.js'
import { published } from './readings.js'

describe('a company known by what it does or owns', () => {
  it('reads the subject of a telling or a plan, the owner of an officer or shares, the issuer of shares', () =>
    expect([
      ...companiesByDeed(
        "Harlowe said the launch is set. Dunmore plans to file. Pellworth's chief executive spoke. Shares of Ostby rose. Corrin' shares fell.",
      ),
    ]).to.have.members(['harlowe', 'dunmore', 'pellworth', 'ostby', 'corrin']))

  it('takes no acronym, no lower-case word and no product possessive', () =>
    expect([
      ...companiesByDeed(
        "The FDA said it approved Zelvora. the company said so. Zelvora's label carries no warning. Zelvora reported a 40% response.",
      ),
    ]).to.deep.equal([]))

  for (const text of [
    'Harlowe received FDA approval for the treatment of adults with gout. Harlowe said the launch would begin in January.',
    "Harlowe received FDA approval for the treatment of adults with gout. Harlowe's chief executive called it a milestone.",
    'Harlowe received FDA approval for the treatment of adults with gout. Shares of Harlowe rose 12%.',
    'Harlowe received a complete response letter from the FDA for the treatment of adults with gout. Harlowe plans to meet the agency.',
  ])
    it(`trap (the company is no drug): ${text}`, () =>
      expect(published(text).map((row) => row[2])).to.deep.equal([]))

  for (const text of [
    'Zelvora received FDA approval for the treatment of adults with gout, Harlowe said.',
    "Zelvora received FDA approval for the treatment of adults with gout. Zelvora's label carries no boxed warning.",
    'Harlowe received FDA approval for Zelvora for the treatment of adults with gout. Harlowe said the launch would begin in January.',
    'The FDA approved Zelvora for adults with gout, Smith said. Zelvora will launch in January.',
  ])
    it(`names the product: ${text}`, () =>
      expect(published(text).map((row) => row[2])).to.deep.equal(['Zelvora']))

  it('a long run of capitalised words and spaces stays fast', () => {
    const hostile = `${'Harlowe   Dunmore   Pellworth  '.repeat(20000)}said.`
    const started = Date.now()
    companiesByDeed(hostile)
    expect(Date.now() - started).to.be.below(1000)
  })
})
