/**
 * The drugs a text reports back under review after a complete response letter: an accepted resubmission it reports (a
 * class 1 or class 2 resubmission, "the NDA response", "its response to the issues raised in the CRL"), whose goal date
 * is a resubmission's (`resubmission_date_set`).
 */
import { contextEntity, type Document } from './document.js'
import { reportsResubmission } from './context.js'
import { determiners } from './lexicon/determiners.js'
import { romanNumerals } from './lexicon/numbers.js'

/** Drugs whose accepted resubmission the text reports (-1 when a report names no drug). */
export function resubmittedEntities(doc: Document): Set<number> {
  const entities = new Set<number>()
  // An application filed again after a refuse-to-file letter starts a first review: only a resubmission that answers a
  // complete response letter (a class 1 or class 2 resubmission) sets a resubmission goal date.
  if (REFUSE_TO_FILE.test(doc.folded) && !ANSWERS_A_CRL.test(doc.folded)) return entities
  doc.sentenceTexts.forEach((text, i) => {
    if (doc.boilerplate[i] || !reportsResubmission(text)) return
    const mentions = doc.lexicon.mentionsBySentence[i] ?? []
    const word = text.search(/resubmi/i)
    const at = doc.sentences[i]!.start + word
    // The drug named right before the word "resubmission", in its clause: "BLA for X accepted; Y NDA resubmission under
    // review" resubmits Y, not X.
    const before = mentions.filter(
      (m) => m.end <= at && at - m.end <= 25 && !/[;,\n]/.test(doc.folded.slice(m.end, at)),
    )
    if (word >= 0 && before.length > 0) {
      entities.add(before[before.length - 1]!.entity)
      return
    }
    // Else the names of the application's object, in the clause after the word: "a resubmitted NDA for Zelvora
    // (velmastat) tablets" resubmits every name the lexicon gave that product.
    const after =
      word < 0
        ? []
        : mentions.filter(
            (m) =>
              m.start >= at && m.start - at <= 80 && !/[;\n]/.test(doc.folded.slice(at, m.start)),
          )
    if (after.length > 0) for (const m of after) entities.add(m.entity)
    else entities.add(contextEntity(doc, i))
  })
  return entities
}

const REFUSE_TO_FILE = /\brefus\w*[- ]to[- ]file\b|\bRTF\b/i
// "complete response letter", not an oncology "complete response rate".
const ANSWERS_A_CRL = new RegExp(
  String.raw`\bcomplete\s+response\s+(?:letter|to)\b|\bCRL\b|\bclass\s+(?:1|2|${determiners('one', 'two')}|${romanNumerals('i', 'ii')})\b`,
  'i',
)
