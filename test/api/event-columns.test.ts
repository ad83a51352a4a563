/**
 * The event index's lookups a ticker-filtered page leans on (services/api/read-model/event-columns.ts):
 * `indexNear` finds what `indexOf` finds from any starting position, over ids with gaps; the
 * posting lists' merge gives the candidates of several records in page order, each once, the way
 * a sort of their union would.
 */
import { expect } from 'chai'
import { Columns, NO_RUN, Postings } from '../../services/api/read-model/event-columns.js'

/** A small deterministic generator: the cases are the same on every run. */
function generator(seed: number): (n: number) => number {
  let s = seed >>> 0
  return (n) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0
    return s % n
  }
}

function columnsOf(ids: number[]): Columns {
  const c = new Columns(ids.length + 1)
  for (const id of ids)
    c.push({
      id,
      version: 1,
      offset: 0,
      headBytes: 0,
      tailBytes: 0,
      newDay: 0,
      catalystId: id % 5,
      mergedInto: id % 7 === 0 ? (id + 1) % 5 : -1,
      retracted: id % 7 === 0 ? 1 : 0,
      run: NO_RUN,
    })
  return c
}

describe('api event columns', () => {
  it('indexNear answers as indexOf from any position, over dense ids and wide gaps', () => {
    const random = generator(31)
    for (const gapEvery of [0, 3, 50]) {
      const ids: number[] = []
      for (let id = 1; ids.length < 2_000; id++) {
        if (gapEvery && random(gapEvery) === 0) id += 1 + random(400)
        ids.push(id)
      }
      const c = columnsOf(ids)
      const top = ids[ids.length - 1]!
      for (let k = 0; k < 3_000; k++) {
        const id = random(top + 20)
        const near = random(ids.length + 10) - 5
        expect(c.indexNear(id, near), `id ${id} from ${near}`).to.equal(c.indexOf(id))
      }
    }
    expect(new Columns(4).indexNear(3, 0)).to.equal(-1)
    expect(columnsOf([7]).indexNear(7, 0)).to.equal(0)
  })

  it('merges the candidates of several records in page order, each once', () => {
    const random = generator(7)
    const ids: number[] = []
    for (let id = 1; ids.length < 600; id += 1 + random(3)) ids.push(id)
    const postings = Postings.of(columnsOf(ids))
    const drain = (records: number[], since: number | undefined): number[] => {
      const merge = postings.merged(records, since)
      const out: number[] = []
      for (let id = merge.next(); id >= 0; id = merge.next()) out.push(id)
      return out
    }
    for (const records of [[0], [1, 3], [0, 1, 2, 3, 4], [9]])
      for (const since of [undefined, 0, 100, 555, ids[ids.length - 1]!]) {
        const union = new Set<number>()
        for (const r of records) {
          for (const id of postings.byRecord.get(r) ?? []) union.add(id)
          for (const id of postings.byTarget.get(r) ?? []) union.add(id)
        }
        const expected = [...union]
          .filter((id) => since === undefined || id > since)
          .sort((a, b) => (since === undefined ? b - a : a - b))
        expect(drain(records, since), `records ${records} since ${since}`).to.deep.equal(expected)
      }
    // A marker retracted into record r sits on r's target list and on its own record's list.
    expect(drain([0, 1], 0).filter((id) => id % 7 === 0)).to.not.be.empty
  })
})
