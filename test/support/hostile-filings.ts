/**
 * Hostile filing text, family by family, at a chosen size: what a stranger can file to make a text step slow. Shared by
 * the tests (each family reads correctly and finishes) and `npm run bench` (time at 2n over time at n). Invented names
 * only; deterministic for a given size.
 */
import { seededRandom } from './seeded-random.js'

export type HostileStep = 'html' | 'plain' | 'extract'

export interface HostileFamily {
  name: string
  /** The step the family aims at: the HTML-to-text cleanup, the plain-text cleanup, or the extractor. */
  step: HostileStep
  /** A size the bench starts from (the test uses a smaller one). */
  benchSize: number
  build(size: number): string
}

const MONTHS = ['January', 'March', 'May', 'July', 'September', 'November']

function numericDates(count: number): string {
  return Array.from(
    { length: count },
    (_, i) => `${(i % 12) + 1}/${(i % 28) + 1}/${2027 + (i % 3)}`,
  ).join(', ')
}

/** A realistic release paragraph, a few hundred bytes, with its target date. */
function releaseParagraph(i: number): string {
  return `Vantorel Biosciences, Inc. announced that the U.S. Food and Drug Administration accepted its New Drug Application for zelmivant for the treatment of chronic plaque psoriasis, and assigned a Prescription Drug User Fee Act (PDUFA) target action date of ${MONTHS[i % MONTHS.length]} ${(i % 27) + 1}, 2027. The company expects to discuss the application at its annual meeting.`
}

function junk(size: number): string {
  const random = seededRandom(size)
  let out = ''
  for (let i = 0; i < size; i++) out += String.fromCharCode(Math.floor(random() * 256))
  return out
}

export const hostileFamilies: readonly HostileFamily[] = [
  {
    name: 'repeated_dates',
    step: 'extract',
    benchSize: 3_000,
    build: (n) => `The PDUFA target action date for zelmivant is ${numericDates(n)}.`,
  },
  {
    name: 'repeated_worded_dates',
    step: 'extract',
    benchSize: 3_000,
    build: (n) =>
      `The PDUFA target action date for zelmivant is ${Array.from({ length: n }, (_, i) => `${MONTHS[i % 6]} ${(i % 28) + 1}, 2027`).join(', ')}.`,
  },
  {
    name: 'repeated_phrases',
    step: 'extract',
    benchSize: 1_000,
    build: (n) =>
      Array.from(
        { length: n },
        (_, i) =>
          `The FDA set a PDUFA target action date of ${MONTHS[i % 6]} ${(i % 28) + 1}, 2027 for zelmivant.`,
      ).join(' '),
  },
  {
    name: 'phrase_run_one_sentence',
    step: 'extract',
    benchSize: 20_000,
    build: (n) =>
      `Vantorel said the ${Array(n).fill('PDUFA target action date').join(' and the ')} of March 3, 2027 stands.`,
  },
  {
    // One owner's name joined to itself thousands of times in one sentence: every one a mention of the same name, each
    // of which once looked back over all the mentions before it for its neighbour (quadratic).
    name: 'repeated_owner_names',
    step: 'extract',
    benchSize: 8_000,
    build: (n) =>
      `The PDUFA date of March 3, 2027 for ${Array(n).fill('Halvex').join(' and ')} and zelmivant.`,
  },
  {
    // One decision told again and again in one sentence with no full stop: every repetition a match, each of which once
    // read the whole sentence (its line, its clause, its drug, its owner), which is quadratic in it.
    name: 'repeated_approvals',
    step: 'extract',
    benchSize: 3_200,
    build: (n) => Array(n).fill('the FDA approved Zelvora').join(' '),
  },
  {
    name: 'repeated_crls',
    step: 'extract',
    benchSize: 1_600,
    build: (n) => Array(n).fill('the FDA issued a complete response letter for Zelvora').join(' '),
  },
  {
    // Each repetition a match that a test of the text before it turns away (once a read of the whole text before it).
    name: 'repeated_negated_crls',
    step: 'extract',
    benchSize: 1_600,
    build: (n) =>
      Array(n).fill('the FDA did not issue a complete response letter for Zelvora').join(' '),
  },
  {
    name: 'repeated_received_approvals',
    step: 'extract',
    benchSize: 3_200,
    build: (n) => Array(n).fill('Zelvora received FDA approval').join(' '),
  },
  {
    // An agentless approval repeated with no stop ("X was approved on D X was approved on D ..."): each reading asks
    // its subject and the text's naming of the FDA once.
    name: 'repeated_agentless_approvals',
    step: 'extract',
    benchSize: 1_600,
    build: (n) => Array(n).fill('Zelvora was approved on May 5, 2026').join(' ') + ' by the FDA.',
  },
  {
    // A standing date's sentence repeated with no stop ("X's revised target action date is D X's revised ..."): each
    // date's passive-move test once read the whole text before its verb.
    name: 'repeated_revised_dates',
    step: 'extract',
    benchSize: 800,
    build: (n) => Array(n).fill('Zelvora’s revised target action date is June 3, 2027').join(' '),
  },
  {
    name: 'whitespace_run_html',
    step: 'html',
    benchSize: 2_000_000,
    build: (n) => `<p>The PDUFA${' '.repeat(n)}date is March 3, 2027.${'\t \n'.repeat(n >> 2)}</p>`,
  },
  {
    name: 'nbsp_run_html',
    step: 'html',
    benchSize: 400_000,
    build: (n) =>
      `<p>The PDUFA${'&nbsp;'.repeat(n)}date ${'\u00a0'.repeat(n)}is March 3, 2027.</p><table><tr><td>${'&#160; '.repeat(n >> 2)}x</td></tr></table>`,
  },
  {
    name: 'whitespace_run_plain',
    step: 'plain',
    benchSize: 2_000_000,
    build: (n) =>
      `The PDUFA${' \t'.repeat(n >> 1)}date is March 3, 2027.\r\n${' '.repeat(n >> 1)}x\n`,
  },
  {
    name: 'nbsp_run_text',
    step: 'extract',
    benchSize: 400_000,
    build: (n) =>
      `The FDA set a PDUFA${'\u00a0'.repeat(n)}target action date of March 3, 2027 for zelmivant.${' '.repeat(n)}It said so.`,
  },
  {
    name: 'deep_nesting',
    step: 'html',
    benchSize: 200_000,
    build: (n) =>
      `${'<div><span>'.repeat(n)}The PDUFA date is March 3, 2027.${'</span></div>'.repeat(n >> 1)}`,
  },
  {
    name: 'huge_table',
    step: 'html',
    benchSize: 40_000,
    build: (n) =>
      `<table>${Array.from({ length: n }, (_, i) => `<tr><td>Zelmivant ${i}</td><td>&nbsp;</td><td>PDUFA ${MONTHS[i % 6]} ${(i % 28) + 1}, 2027</td></tr>`).join('')}</table>`,
  },
  {
    name: 'binary_junk',
    step: 'extract',
    benchSize: 1_000_000,
    build: junk,
  },
  {
    name: 'binary_junk_html',
    step: 'html',
    benchSize: 1_000_000,
    build: (n) => `<html><body>${junk(n)}</body></html>`,
  },
  {
    name: 'large_document',
    step: 'extract',
    // characters: the bench's 2n is a 5 MB document
    benchSize: 2_500_000,
    build: (bytes) => {
      const paragraphs: string[] = []
      let length = 0
      for (let i = 0; length < bytes; i++) {
        const p = releaseParagraph(i)
        paragraphs.push(p)
        length += p.length + 2
      }
      return paragraphs.join('\n\n')
    },
  },
  {
    name: 'large_document_html',
    step: 'html',
    benchSize: 5_000_000,
    build: (bytes) => {
      const paragraphs: string[] = []
      let length = 0
      for (let i = 0; length < bytes; i++) {
        const p = `<p style="margin:0">${releaseParagraph(i).replace(/ the /g, ' the&nbsp;')}</p>`
        paragraphs.push(p)
        length += p.length + 1
      }
      return `<html><body>${paragraphs.join('\n')}</body></html>`
    },
  },
]
