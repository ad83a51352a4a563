/**
 * The companies a filing names in relationship frames (services/extractor/named-companies.ts), read
 * from sentences written for this test with invented names.
 */
import { expect } from 'chai'
import { namedCompanies } from '../../services/extractor/named-companies.js'

const read = (text: string) => namedCompanies(text).map((n) => [n.relation, n.name, n.ticker])

describe('extractor: companies named in relationship frames', function () {
  it('reads partners, licensees, licensors, collaborators, co-developers and royalty ties', function () {
    expect(
      read(
        'Brightwater Royalty Corp. announced that its partner Feldane Therapeutics was notified of the date.',
      ),
    ).to.deep.equal([['partner', 'Feldane Therapeutics', null]])
    expect(
      read('Lorimer Pharma said its licensee, Quenby Bio, Inc. (Nasdaq: QNBY) filed.'),
    ).to.deep.equal([['licensee', 'Quenby Bio', 'QNBY']])
    expect(read('The product was in-licensed in 2021 from Ostrava Pharma AG.')).to.deep.equal([
      ['licensor', 'Ostrava Pharma AG', null],
    ])
    expect(
      read('Halden develops mivaglutide in collaboration with Tresco Pharma Corp.'),
    ).to.deep.equal([['collaborator', 'Tresco Pharma Corp', null]])
    expect(read('Zelvane is being co-developed with Arnhem Biologics.')).to.deep.equal([
      ['co_developer', 'Arnhem Biologics', null],
    ])
    expect(
      read(
        'The company earned a $5 million milestone upon the FDA acceptance of Norvale Bio’s New Drug Application for tezlorib.',
      ),
    ).to.deep.equal([['royalty', 'Norvale Bio', null]])
  })

  it('reads both companies of a joint announcement', function () {
    expect(
      read(
        'Ashdown Therapeutics, Inc. (Nasdaq: ASHD) and Verrin Pharma Corp. (Nasdaq: VRRN) today announced that the FDA accepted the application.',
      ),
    ).to.deep.equal([
      ['joint_announcement', 'Ashdown Therapeutics', 'ASHD'],
      ['joint_announcement', 'Verrin Pharma Corp', 'VRRN'],
    ])
  })

  it('reads the listing on every exchange a company name is known by', function () {
    expect(
      read('Halden Bio entered a partnership with Kestrel Therapeutics (TASE: KSTL) for Zelvora.'),
    ).to.deep.equal([['partner', 'Kestrel Therapeutics', 'KSTL']])
    expect(
      read(
        'Ashdown Therapeutics, Inc. (AMEX: ASHD) and Verrin Pharma AB (OMX: VRRN) today announced that the FDA accepted the application.',
      ),
    ).to.deep.equal([
      ['joint_announcement', 'Ashdown Therapeutics', 'ASHD'],
      ['joint_announcement', 'Verrin Pharma AB', 'VRRN'],
    ])
  })

  it('reads a relation in the other direction: the name first, its role after it', function () {
    expect(
      read(
        'Arnhem Biologics, Inc., our co-development partner, announced that the FDA accepted the NDA.',
      ),
    ).to.deep.equal([
      ['co_developer', 'Arnhem Biologics', null],
      ['partner', 'Arnhem Biologics', null],
    ])
    expect(read('Tresco Pharma, our collaborator on Zelvane, submitted the BLA.')).to.deep.equal([
      ['collaborator', 'Tresco Pharma', null],
    ])
    // With an owner's possessive both companies are named: either may be the filer.
    expect(
      read('Arnhem Biologics, Halden Bio’s partner for Zelvane, said the FDA set a date.'),
    ).to.deep.equal([
      ['partner', 'Arnhem Biologics', null],
      ['partner', 'Halden Bio', null],
    ])
    expect(read('Halden Bio is the co-development partner of Arnhem Biologics.')).to.deep.equal([
      ['co_developer', 'Arnhem Biologics', null],
    ])
    expect(read('Zelvane is being co-developed by Halden Bio and Arnhem Biologics.')).to.deep.equal(
      [
        ['co_developer', 'Halden Bio', null],
        ['co_developer', 'Arnhem Biologics', null],
      ],
    )
    expect(read('Halden Bio and Arnhem Biologics are co-developing Zelvane.')).to.deep.equal([
      ['co_developer', 'Halden Bio', null],
      ['co_developer', 'Arnhem Biologics', null],
    ])
  })

  it('takes no sentence adverb, nor a product described by its partner, for a company named first', function () {
    expect(read('Today, our partner Arnhem Biologics announced the date.')).to.deep.equal([
      ['partner', 'Arnhem Biologics', null],
    ])
    expect(read('Separately, our partner reported results.')).to.deep.equal([])
    expect(read("Zelvane, our partner's lead product, has a PDUFA date.")).to.deep.equal([])
    expect(read('Halden Pharma, a competitor of Kestrel Bio, has a PDUFA date.')).to.deep.equal([])
  })

  it('names no company that is merely mentioned, nor the agency', function () {
    expect(
      read(
        'Corvana Bio announced that the FDA extended the PDUFA date for tavelimab. A competitor, Ulmstead Holdings, markets another product. The FDA and its partners reviewed it.',
      ),
    ).to.deep.equal([])
  })

  it('reads a long hostile text within the test timeout, and only what it states', function () {
    const text = `${'its partner '.repeat(15_000)}Aldren Bio ${'and '.repeat(10_000)}`
    expect(read(text)).to.deep.equal([['partner', 'Aldren Bio', null]])
    const many = Array.from({ length: 200 }, (_, i) => `its partner Company${i} Bio.`).join(' ')
    expect(namedCompanies(many)).to.have.length(40)
  })
})
