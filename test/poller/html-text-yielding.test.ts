/**
 * The fetch path's HTML-to-text lets the event loop go between parser chunks: the same text as the
 * one-piece conversion, for ordinary markup and every hostile HTML family, and other work (the
 * API's requests, in the service) runs while a large document is converted.
 */
import { expect } from 'chai'
import {
  documentText,
  documentTextYielding,
  htmlToText,
  htmlToTextYielding,
} from '../../services/poller/html-text.js'
import { hostileFamilies } from '../support/hostile-filings.js'

describe('HTML to text, yielding to the event loop', () => {
  it('gives the same text as the one-piece conversion', async () => {
    const ordinary =
      '<html><body><p>Marlowe Vantis Bio, Inc. announced that the FDA set a PDUFA date of June 12, 2026.</p><table><tr><td>Qorvantel</td><td>June&nbsp;12, 2026</td></tr></table></body></html>'
    expect(await htmlToTextYielding(ordinary)).to.equal(htmlToText(ordinary))
    for (const family of hostileFamilies.filter((f) => f.step === 'html')) {
      const html = family.build(Math.min(family.benchSize, 60_000))
      expect(await htmlToTextYielding(html), family.name).to.equal(htmlToText(html))
    }
    const plain = 'A plain exhibit.  \r\nIts second line.\t\n'
    expect(await documentTextYielding('ex99.txt', plain)).to.equal(documentText('ex99.txt', plain))
  })

  it('lets other work run while a large document is converted', async () => {
    const paragraph = '<p>The company expects to discuss the application at its annual meeting.</p>'
    const html = `<html><body>${paragraph.repeat(40_000)}</body></html>`
    let turns = 0
    let converting = true
    const other = (): void => {
      turns++
      if (converting) setImmediate(other)
    }
    setImmediate(other)
    const text = await htmlToTextYielding(html)
    converting = false
    expect(text).to.equal(htmlToText(html))
    expect(turns, 'turns the event loop gave to other work meanwhile').to.be.above(1)
  })
})
