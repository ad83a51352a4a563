/**
 * Lists of items each headed by a product (list-items.ts): a pipeline laid out one product a line, as bullets with a dash
 * after the head or as the rows of a flattened table. A date in one item is its own head's, never another item's
 * product. Invented names only.
 */
import { expect } from 'chai'
import { extractText } from '../../services/extractor/extract.js'
import { headedListItem, itemHeading } from '../../services/extractor/list-items.js'

const published = (text: string) =>
  extractText(text, { referenceDate: '2027-05-06' })
    .filter((a) => a.publishable)
    .map((a) => [a.kind, a.pdufa_date, a.drug_name])

describe('lists of items headed by their product', () => {
  it('reads the date of an item as its own head, never the item above or below', () => {
    expect(
      published(
        '• KST-205 — Phase 2 data expected in 2028\n• Zelvora — NDA under review (PDUFA: March 4, 2028)\n• KST-301 — IND in 2028',
      ),
    ).to.deep.equal([['date_set', '2028-03-04', 'Zelvora']])
    expect(
      published('• ostravimab – BLA accepted; PDUFA goal date March 4, 2028\n• KST-301 – Phase 1'),
    ).to.deep.equal([['date_set', '2028-03-04', 'ostravimab']])
  })

  it('reads a row of a flattened table the same way', () => {
    expect(
      published(
        'KST-205 | eczema | Phase 2\nZelvora | plaque psoriasis | NDA under review (PDUFA: March 4, 2028)',
      ),
    ).to.deep.equal([['date_set', '2028-03-04', 'Zelvora']])
  })

  it('holds an item headed by no name in a list of products rather than take a neighbour', () => {
    expect(
      published('• Halden syndrome — NDA under review (PDUFA: March 4, 2028)\n• KST-301 — Phase 2'),
    ).to.deep.equal([])
  })

  it('leaves items headed by topics to the product named above them', () => {
    expect(
      published(
        'Zelvora™ (tamrilimab)\n• Regulatory — PDUFA target action date set for March 4, 2028\n• Clinical — extension study enrolled',
      ),
    ).to.deep.equal([['date_set', '2028-03-04', 'Zelvora']])
  })

  it('is no list item without a headed neighbour, nor a line longer than an item', () => {
    expect(headedListItem('• Zelvora — NDA under review (PDUFA: March 4, 2028)', 10)).to.equal(null)
    const long = `• Zelvora — ${'under review '.repeat(60)}\n• KST-301 — Phase 2`
    expect(headedListItem(long, 600)).to.equal(null)
  })

  it('reads a hostile text of one long line or long blank runs in time linear in its length', () => {
    const build = (n: number) =>
      `${'• Zelvora — NDA under review. '.repeat(n)}${' '.repeat(n * 10)}\n• KST-301 — PDUFA date of March 4, 2028.`
    // CPU time at 2n over time at n, the fastest of five passes: about 2 when linear. The fastest,
    // not the median: inside the whole suite a garbage collection of other tests' heap lands in
    // a pass's CPU time, and only ever adds to it.
    const time = (n: number) => {
      const text = build(n)
      const runs = [0, 1, 2, 3, 4].map(() => {
        const t0 = process.cpuUsage()
        extractText(text, { referenceDate: '2027-05-06' })
        const t = process.cpuUsage(t0)
        return t.user + t.system
      })
      return Math.min(...runs)
    }
    // Warm both sizes first: process CPU time counts the JIT's compiler threads too, busiest on
    // the first passes over a new shape of text.
    time(2000)
    time(4000)
    expect(time(4000) / Math.max(1, time(2000))).to.be.below(3.5)
  })

  it('reads a milestone line under a product heading ("X:") as the heading\'s, never the next heading\'s', () => {
    expect(
      published(
        'Pipeline highlights:\nSarvoxin:\n- NDA accepted by the FDA in March 2027\n- PDUFA target action date of November 14, 2027\nDelmitab:\n- BLA submission planned in 2028',
      ),
    ).to.deep.equal([['date_set', '2027-11-14', 'Sarvoxin']])
    expect(itemHeading('Sarvoxin:\n- PDUFA date of D\n', 12)).to.deep.include({
      head: 'Sarvoxin',
      nameLike: true,
    })
    // A line of prose before the item: no heading.
    expect(itemHeading('Sarvoxin:\nThe Company said\n- PDUFA date of D\n', 30)).to.equal(null)
  })

  it('holds a line under a heading that names no product in a list of product headings', () => {
    expect(
      published(
        "Sarvoxin:\n- NDA accepted by the FDA in March 2027\nOther programs:\n- PDUFA target action date of November 14, 2027 for a partner's product",
      ),
    ).to.deep.equal([])
  })

  it("reads a bare product heading with no colon (a results release's section) only when the word is marked a product", () => {
    // The heading's word carries a mark, a parenthesis naming its nonproprietary name or code, or is written marked
    // elsewhere in the text; the item may sit on the line after a bullet alone on its line.
    expect(
      published(
        'Pellam Bio develops Sarvoxin\u00AE for eczema.\n\nSarvoxin\n\u2022 NDA accepted by the FDA\n\u2022 PDUFA target action date of November 14, 2027',
      ),
    ).to.deep.equal([['date_set', '2027-11-14', 'Sarvoxin']])
    expect(
      published('DELMITAB\u2122\n\u2022 PDUFA target action date of November 14, 2027'),
    ).to.deep.equal([['date_set', '2027-11-14', 'DELMITAB']])
    expect(
      published(
        'Recent highlights\n\nDelmitab (qorvatinib)\n\u2022\nAnnounced FDA acceptance of the NDA with a PDUFA target action date of November 14, 2027; and\n\u2022\nInitiated a Phase 3 trial',
      ),
    ).to.deep.equal([['date_set', '2027-11-14', 'Delmitab']])
    expect(
      itemHeading('Pellam Bio makes Sarvoxin\u00AE.\n\nSarvoxin\n\u2022\nPDUFA date of D\n', 48),
    ).to.deep.include({ head: 'Sarvoxin', nameLike: true })
  })

  it('takes no therapy area, table title, partner or wrapped item tail for a bare heading', () => {
    // Traps: "Oncology", "Revenue", a partner's one-word name, a word never marked a product, the tail of a wrapped item.
    for (const heading of ['Oncology', 'Revenue', 'Norvalis', 'Sarvoxin', 'Financial Results'])
      expect(
        itemHeading(
          `${heading}\n\u2022 PDUFA target action date of November 14, 2027\n`,
          heading.length + 3,
        ),
        heading,
      ).to.equal(null)
    expect(
      itemHeading(
        'Pellam Bio makes Sarvoxin\u00AE.\n\u2022 The FDA accepted the NDA for\nSarvoxin\n\u2022 PDUFA date of D\n',
        75,
      ),
    ).to.equal(null)
    expect(
      published(
        'Norvalis\n\u2022 PDUFA target action date of November 14, 2027 for a partnered product',
      ),
    ).to.deep.equal([])
    // A therapeutic area's heading with a parenthesis (lexicon specialties.ts), its bullet naming no product.
    for (const heading of [
      'Oncology (3 programs)',
      'Hematology (partnered)',
      'Neurology (2 programs)',
    ])
      expect(
        published(`${heading}\n\u2022 PDUFA target action date of November 14, 2027`),
        heading,
      ).to.deep.equal([])
    expect(
      published(
        'Oncology (3 programs)\n\u2022 PDUFA target action date of November 14, 2027 for Zelvora',
      ),
    ).to.deep.equal([['date_set', '2027-11-14', 'Zelvora']])
  })
})
