import { expect } from 'chai'
import { namesCaseProduct } from '../../services/extractor/evaluation-products.js'
import type { Assertion } from '../../schemas/avro/types.js'

// Only the names matter to the check; the rest of a reading is filler.
const reading = (drug_name: string | null, drug_aliases: string[] = []): Assertion =>
  ({ drug_name, drug_aliases }) as unknown as Assertion

describe('the eval: does a reading name the case product', () => {
  it('agrees on the brand, the nonproprietary name or the code the case lists', () => {
    expect(namesCaseProduct('Zelvora (zelvotinib)', reading('Zelvora'))).to.equal(true)
    expect(namesCaseProduct('Zelvora (zelvotinib)', reading('zelvotinib'))).to.equal(true)
    expect(namesCaseProduct('KB-101/KB-102', reading('KB-102'))).to.equal(true)
    expect(namesCaseProduct('Ostrava®', reading('OSTRAVA'))).to.equal(true)
  })

  it('agrees when one name holds the other whole, or by an alias of the reading', () => {
    expect(namesCaseProduct('Tavrona', reading('Tavrona XR tablets'))).to.equal(true)
    expect(namesCaseProduct('velmastat gel 0.5%', reading('velmastat gel'))).to.equal(true)
    expect(namesCaseProduct('Pexavion', reading('PXV-210', ['Pexavion']))).to.equal(true)
  })

  it('disagrees on another product, a company or a piece of a word', () => {
    expect(namesCaseProduct('Zelvora (zelvotinib)', reading('Tavrona'))).to.equal(false)
    expect(namesCaseProduct('ostranib eye drops', reading('Kestrel'))).to.equal(false)
    expect(namesCaseProduct('Corvanta', reading('Cor'))).to.equal(false)
  })

  it('cannot tell when the case names no product', () => {
    expect(namesCaseProduct(null, reading('Zelvora'))).to.equal(null)
  })
})
