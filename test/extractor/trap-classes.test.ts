/**
 * The classes a precision set of real passages that look like FDA decision-date disclosures (r43: advisory committees,
 * other agencies, devices, animal drugs, generics, designations) missed or published wrongly, read as general shapes
 * (session 19, s19-traps): an animal drug's approval, the wire's relative clause on the agency before its verb, the day
 * right after a decision noun, a panel's subjunctive object, a letter answering a request for approval, the agency's
 * coordinated pluperfect of assigning, the '-arotene' stem. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

const FILED = '2027-02-09'

describe('an animal drug approved is no PDUFA decision (session 19, s19-traps)', () => {
  for (const text of [
    'The FDA approved Zelvora, an oral liquid that stimulates appetite in dogs, Kestrel Animal Health said on Tuesday.',
    'Earlier this year, Marlow Vet secured regulatory approval for Tavrunix, a chewable tablet to control pain in cats.',
    'The FDA approved Ostrelva (velcarin), a canine medication for osteoarthritis, on February 3, 2027.',
    'Calvira has been approved by the FDA for the control of itching in horses, Orrin said.',
    'The FDA approved Pelvora for the treatment of respiratory disease in cattle on February 3, 2027.',
    'The FDA approved Zelvora, Kestrel said, the first veterinary product of its kind.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))

  for (const [text, rows] of [
    [
      'The FDA approved Zelvora (tavrunosin) for adults with gout on February 3, 2027, after toxicology studies in dogs.',
      [['approval', '2027-02-03', 'Zelvora']],
    ],
    [
      'The FDA approved Zelvora (tavrunosin) for adults with gout on February 3, 2027; Kestrel sold its animal health unit in 2025.',
      [['approval', '2027-02-03', 'Zelvora']],
    ],
  ] as const)
    it(`reads the human drug's approval: ${text}`, () =>
      expect(published(text, FILED)).to.deep.equal(rows))
})

describe("the agency's relative aside before its verb (session 19, s19-traps)", () => {
  for (const [text, rows] of [
    [
      'The FDA, which typically follows the advice of its panels but is not obligated to do so, is expected to make its decision on Zelvora by March 8, 2027.',
      [['date_set', '2027-03-08', 'Zelvora']],
    ],
    [
      'The FDA, which usually follows its advisers but is not required to, will decide on Zelvora by March 8, 2027.',
      [['date_set', '2027-03-08', 'Zelvora']],
    ],
  ] as const)
    it(`reads the date past the aside: ${text}`, () =>
      expect(published(text, FILED)).to.deep.equal(rows))

  for (const text of [
    // The verb itself negated after the aside.
    'The FDA, which rejected Zelvora in 2025, is not expected to make its decision on the resubmission by March 8, 2027.',
    'The FDA, which follows its advisers, will not make its decision on Zelvora by March 8, 2027.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
})

describe('the day right after the decision noun (session 19, s19-traps)', () => {
  it('reads "make its final decision March 6"', () =>
    expect(
      published(
        'The advisory committee voted 10-3 against Zelvora. The FDA is scheduled to make its final decision March 6.',
        FILED,
      ),
    ).to.deep.equal([['date_set', '2027-03-06', 'Zelvora']]))
  it('reads no month alone there', () =>
    expect(
      published('The FDA is scheduled to make its final decision on Zelvora March 2027.', FILED),
    ).to.deep.equal([]))
})

describe("a panel's subjunctive object names the product (session 19, s19-traps)", () => {
  for (const [text, rows] of [
    [
      'The committee voted 10-3 against recommending that Zelvora be approved for gout. One member abstained. The vote is not binding. The FDA is scheduled to decide by March 6, 2027.',
      [['date_set', '2027-03-06', 'Zelvora']],
    ],
    [
      'Advisers urged that Tavrunix not be approved for children. Shares fell 30%. Trading was halted. A decision from the FDA is expected by May 4, 2027.',
      [['date_set', '2027-05-04', 'Tavrunix']],
    ],
  ] as const)
    it(`reads the product three sentences before its date: ${text}`, () =>
      expect(published(text, FILED)).to.deep.equal(rows))
})

describe('a letter answering a request for approval (session 19, s19-traps)', () => {
  for (const [text, rows] of [
    [
      'Kestrel said it has received a Complete Response Letter from the FDA in response to its request for accelerated approval of Zelvora.',
      [['crl', null, 'Zelvora']],
    ],
    [
      'Kestrel notes that it has received a Complete Response Letter from the FDA in response to its request for \u201caccelerated approval of tavrunosin for adults with gout.\u201d',
      [['crl', null, 'tavrunosin']],
    ],
  ] as const)
    it(`reads the letter: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))

  for (const text of [
    'Kestrel said it has received a complete response letter from the FDA in response to its request for a Type A meeting on Zelvora.',
    'Kestrel said it received a complete response letter from the FDA regarding its request for a waiver for Zelvora.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
})

describe("the agency's coordinated pluperfect of assigning (session 19, s19-traps)", () => {
  it('a date that nothing moved stands', () =>
    expect(
      published(
        'The agency had already granted Zelvora priority review, and had set the PDUFA date for March 23, 2027.',
        FILED,
      ),
    ).to.deep.equal([['date_set', '2027-03-23', 'Zelvora']]))
  it('"had originally set" is a replaced date', () =>
    expect(
      published(
        'The agency had already granted Zelvora priority review, and had originally set the PDUFA date for March 23, 2027.',
        FILED,
      ),
    ).to.deep.equal([]))
})

describe("the retinoids' stem (session 19, s19-traps)", () => {
  it('reads "velarotene" as a name', () =>
    expect(
      published(
        'The panel voted 10-4 that velarotene is effective. The FDA PDUFA action date is March 16, 2027.',
        FILED,
      ),
    ).to.deep.equal([['date_set', '2027-03-16', 'velarotene']]))
})

describe("the agency's country before the goal noun (session 19, s19-traps)", () => {
  for (const text of [
    'Zelvora has a U.S. PDUFA date of March 30, 2027.',
    'Zelvora (tavrunosin), approved in Japan in 2025, has a U.S. PDUFA target action date of March 30, 2027.',
    'Zelvora has a United States PDUFA goal date of March 30, 2027.',
  ])
    it(`names the subject: ${text}`, () =>
      expect(published(text, FILED)).to.deep.equal([['date_set', '2027-03-30', 'Zelvora']]))
})

describe("an animal drug's goal date is no PDUFA date (session 19, s19-traps)", () => {
  for (const text of [
    'The FDA is expected to decide by March 30, 2027 on Zelvora, a chewable tablet for arthritis in dogs.',
    'Zelvora, a canine medication for osteoarthritis, has a target action date of March 30, 2027.',
    'The FDA set a PDUFA date of March 30, 2027 for Zelvora, a treatment for osteoarthritis in horses.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
  it('reads a human drug whose studies were in dogs', () =>
    expect(
      published(
        'The NDA for Zelvora, supported by toxicology studies in dogs, has a PDUFA date of March 30, 2027.',
        FILED,
      ),
    ).to.deep.equal([['date_set', '2027-03-30', 'Zelvora']]))
})

describe("the product's relative aside between the decision and its deadline (session 19, s19-traps)", () => {
  it('reads the deadline past the aside', () =>
    expect(
      published(
        'The FDA is expected to rule on Zelvora, which the panel backed 10-2, by March 30, 2027.',
        FILED,
      ),
    ).to.deep.equal([['date_set', '2027-03-30', 'Zelvora']]))
  it('reads "an FDA decision on X, which ..., is due by D"', () =>
    expect(
      published(
        'An FDA decision on Zelvora, which won a positive CHMP opinion in January, is due by March 30, 2027.',
        FILED,
      ),
    ).to.deep.equal([['date_set', '2027-03-30', 'Zelvora']]))
  it("leaves a panel's meeting in the gap itself", () =>
    expect(
      published('The FDA will decide on Zelvora after the panel meets by March 30, 2027.', FILED),
    ).to.deep.equal([]))
})
