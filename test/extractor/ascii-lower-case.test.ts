/**
 * asciiLowerCase (services/extractor/name-search.ts) lowers A-Z only, keeping every offset: other letters stay as they
 * are written, whichever way it takes (toLowerCase on a text of ASCII and punctuation, run by run otherwise).
 */
import { expect } from 'chai'
import { asciiLowerCase } from '../../services/extractor/name-search.js'

const reference = (text: string) => text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase())

describe('extractor: asciiLowerCase lowers A-Z only', function () {
  const texts = [
    'Kestrel Bio\u2019s ZELVORA\u00AE (zelvorimab) NDA \u2013 PDUFA \u201CQ3\u201D\u2122',
    'CAF\u00C9 \u00C9TUDE ZELVORA', // a Latin-1 capital stays a capital
    '\u03A3\u039F\u03A3 KST', // Greek capitals, the final sigma too
    '\u0130STANBUL \u212A KELVIN', // a capital that lowers to two code units; the Kelvin sign
    '\uD801\uDC00 DESERET', // a capital outside the basic plane
    'plain lower case, 2026 \u00A0\u00B5\u00D7\u00F7',
    '',
  ]
  for (const text of texts)
    it(JSON.stringify(text.slice(0, 24)), function () {
      const lowered = asciiLowerCase(text)
      expect(lowered).to.equal(reference(text))
      expect(lowered.length).to.equal(text.length)
    })
})
