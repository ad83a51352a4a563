/**
 * Realistic, full-length synthetic 8-K filings for benchmarks and tests: cover page, Item 8.01/9.01,
 * an EX-99.1 press release with dateline, headline facts, background paragraphs, distractor dates
 * (advisory committee, submission, quarter guidance), "About" sections and long safe-harbor boilerplate
 * that itself mentions target dates. Every fact sentence is built from the grammar the extractor is meant
 * to read, with invented companies and drugs; each filing carries the facts planted in it.
 * Deterministic for a given seed.
 */
import type { AssertionKind, Filing } from '../../schemas/avro/types.js'
import { seededRandom } from './seeded-random.js'

export interface PlantedFact {
  kind: AssertionKind
  drug: string
  /** The target date (or decision date) the filing asserts with day, month and year, if any. */
  date: string | null
  prior: string | null
}

export interface SyntheticFiling {
  filing: Filing
  facts: PlantedFact[]
}

/** The months as a dateline writes them (the benches' invented releases write them the same way). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const SYLLABLES = [
  'zen',
  'tra',
  'vo',
  'lin',
  'mer',
  'cas',
  'qui',
  'dor',
  'fal',
  'ny',
  'ro',
  'sel',
  'pra',
  'tel',
  'ob',
  'ix',
  'ka',
  'lu',
  'ven',
  'sa',
]
const INN_STEMS = [
  'mab',
  'tinib',
  'rsen',
  'siran',
  'cept',
  'glutide',
  'parib',
  'stat',
  'vir',
  'olol',
]
const CITIES = [
  'CAMBRIDGE, Mass.',
  'SAN DIEGO',
  'BOSTON',
  'SOUTH SAN FRANCISCO, Calif.',
  'NEW YORK',
  'PRINCETON, N.J.',
  'WALTHAM, Mass.',
]
const WIRES = ['(GLOBE NEWSWIRE) --', '/PRNewswire/ --', '(BUSINESS WIRE) --']
const INDICATIONS = [
  'moderate-to-severe plaque psoriasis',
  'relapsed or refractory multiple myeloma',
  'hereditary angioedema',
  'primary biliary cholangitis',
  'generalized myasthenia gravis',
  'treatment-resistant hypertension',
]

interface Picker {
  rng: () => number
  pick<T>(items: readonly T[]): T
  int(min: number, max: number): number
}

function picker(seed: number): Picker {
  const rng = seededRandom(seed)
  return {
    rng,
    pick: (items) => items[Math.floor(rng() * items.length)]!,
    int: (min, max) => min + Math.floor(rng() * (max - min + 1)),
  }
}

function word(p: Picker, syllables: number): string {
  let w = ''
  for (let i = 0; i < syllables; i++) w += p.pick(SYLLABLES)
  return w
}

function capitalise(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1)
}

interface Day {
  iso: string
  year: number
  month: number
  day: number
}

function addDays(base: Day, days: number): Day {
  const d = new Date(Date.UTC(base.year, base.month - 1, base.day + days))
  return {
    iso: d.toISOString().slice(0, 10),
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
  }
}

function weekday(day: Day): string {
  return WEEKDAYS[new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()]!
}

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`
}

/** A date written in one of the forms press releases use. */
function written(p: Picker, day: Day): string {
  const month = MONTHS[day.month - 1]!
  switch (p.int(0, 4)) {
    case 0:
      return `${day.day} ${month} ${day.year}`
    case 1:
      return `${weekday(day)}, ${month} ${day.day}, ${day.year}`
    case 2:
      return `${month} ${ordinal(day.day)}, ${day.year}`
    default:
      return `${month} ${day.day}, ${day.year}`
  }
}

interface Drug {
  brand: string
  generic: string
  code: string
}

function makeDrug(p: Picker): Drug {
  return {
    brand: capitalise(word(p, 3)).toUpperCase(),
    generic: word(p, 3) + p.pick(INN_STEMS),
    code: `${word(p, 1).toUpperCase().slice(0, 3)}-${p.int(100, 9999)}`,
  }
}

function factSentences(
  p: Picker,
  kind: AssertionKind | 'none',
  drug: Drug,
  company: string,
  filed: Day,
): { sentences: string[]; fact: PlantedFact | null } {
  const application = p.pick([
    'New Drug Application (NDA)',
    'Biologics License Application (BLA)',
    'supplemental New Drug Application (sNDA)',
  ])
  const name = `${drug.brand}\u00AE (${drug.generic})`
  const target = addDays(filed, p.int(120, 330))
  const indication = p.pick(INDICATIONS)
  switch (kind) {
    case 'date_set': {
      const forms = [
        `The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of ${written(p, target)}.`,
        `The FDA granted the application Priority Review and set a PDUFA goal date of ${written(p, target)}.`,
        `Under the Prescription Drug User Fee Act, the FDA has set a target action date of ${written(p, target)} for ${drug.generic}.`,
        `The PDUFA target action date is ${written(p, target)}.`,
      ]
      return {
        sentences: [
          `${company} today announced that the U.S. Food and Drug Administration (FDA) has accepted for review its ${application} for ${name} for the treatment of ${indication}.`,
          p.pick(forms),
        ],
        fact: { kind, drug: drug.generic, date: target.iso, prior: null },
      }
    }
    case 'resubmission_date_set': {
      return {
        sentences: [
          `${company} today announced that the FDA has accepted the resubmission of its ${application} for ${name} as a complete, Class 2 response to the complete response letter issued earlier this year.`,
          `The FDA has set a new PDUFA goal date of ${written(p, target)}.`,
        ],
        fact: { kind, drug: drug.generic, date: target.iso, prior: null },
      }
    }
    case 'date_extended': {
      const prior = addDays(filed, p.int(20, 80))
      const extended = addDays(prior, 91)
      const forms = [
        `The FDA has extended the PDUFA target action date for ${name} by three months to ${written(p, extended)}, from ${written(p, prior)}, following the submission of a major amendment.`,
        `The FDA informed ${company} that the PDUFA goal date of ${written(p, prior)} for ${drug.generic} will be extended by three months to ${written(p, extended)}.`,
        `The FDA has moved the PDUFA date for ${drug.generic} from ${written(p, prior)} to ${written(p, extended)} to allow time to review a major amendment.`,
      ]
      return {
        sentences: [
          `${company} today provided a regulatory update on its ${application} for ${name}.`,
          p.pick(forms),
        ],
        fact: { kind, drug: drug.generic, date: extended.iso, prior: prior.iso },
      }
    }
    case 'approval': {
      const decided = addDays(filed, -p.int(0, 2))
      return {
        sentences: [
          `${company} today announced that the FDA approved ${name} on ${written(p, decided)} for the treatment of adults with ${indication}.`,
        ],
        fact: { kind, drug: drug.generic, date: decided.iso, prior: null },
      }
    }
    case 'crl': {
      return {
        sentences: [
          `${company} today announced that it has received a complete response letter from the FDA regarding its ${application} for ${name}.`,
          'The letter requests additional chemistry, manufacturing and controls information; no new clinical trials were requested.',
        ],
        fact: { kind, drug: drug.generic, date: null, prior: null },
      }
    }
    default:
      return {
        sentences: [
          `${company} today reported financial results for the quarter and expects to submit its ${application} for ${name} in the second half of ${filed.year + 1}.`,
        ],
        fact: null,
      }
  }
}

const BOILERPLATE = [
  'This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995. All statements other than statements of historical facts contained in this press release are forward-looking statements, including statements regarding the timing of regulatory submissions, the PDUFA target action date of {DATE}, the potential approval and commercial launch of our product candidates, and our expectations regarding the sufficiency of our cash resources.',
  'In some cases, you can identify forward-looking statements by terms such as "may," "will," "should," "expect," "plan," "anticipate," "could," "intend," "target," "project," "contemplate," "believe," "estimate," "predict," "potential" or "continue" or the negative of these terms or other similar expressions. These statements involve known and unknown risks, uncertainties and other important factors that may cause our actual results, performance or achievements to be materially different from any future results, performance or achievements expressed or implied by the forward-looking statements.',
  'Risks and uncertainties include, among others, the risk that the FDA may not approve our application by the PDUFA date or at all, that the FDA may require additional clinical trials, that an advisory committee may be convened, that manufacturing inspections may identify deficiencies, that we may be unable to obtain adequate supply, that competitors may obtain approval first, and that our intellectual property may be challenged in Paragraph IV proceedings by generic manufacturers.',
  'These and other risks are described more fully in our filings with the Securities and Exchange Commission, including the "Risk Factors" section of our most recent Annual Report on Form 10-K and subsequent Quarterly Reports on Form 10-Q. Any forward-looking statements that we make in this press release speak only as of the date of this press release. We assume no obligation to update our forward-looking statements whether as a result of new information, future events or otherwise, after the date of this press release.',
]

export function buildSyntheticFiling(seed: number): SyntheticFiling {
  const p = picker(seed)
  const company = `${capitalise(word(p, 2))} ${p.pick(['Therapeutics', 'Biosciences', 'Pharmaceuticals', 'Bio'])}`
  const filed: Day = addDays({ iso: '2020-01-01', year: 2020, month: 1, day: 1 }, p.int(0, 5 * 365))
  const cik = String(p.int(1_000_000, 1_999_999)).padStart(10, '0')
  const accession = `${cik.slice(3)}-${String(filed.year).slice(2)}-${String(p.int(1, 99999)).padStart(6, '0')}`
  const kinds: Array<AssertionKind | 'none'> = [
    'date_set',
    'date_set',
    'resubmission_date_set',
    'date_extended',
    'approval',
    'crl',
    'none',
  ]
  const drugs = [makeDrug(p), makeDrug(p)]
  const facts: PlantedFact[] = []
  const factParagraphs: string[] = []
  // One or two drugs per release, each with its own news.
  for (const drug of drugs.slice(0, p.int(1, 2))) {
    const built = factSentences(p, p.pick(kinds), drug, company, filed)
    factParagraphs.push(built.sentences.join(' '))
    if (built.fact !== null) facts.push(built.fact)
  }
  const mainDrug = drugs[0]!
  const adcomm = addDays(filed, p.int(30, 90))
  const submitted = addDays(filed, -p.int(60, 200))
  const distractors = [
    `The FDA has indicated that it plans to hold an advisory committee meeting on ${written(p, adcomm)} to discuss the application.`,
    `The application was submitted on ${written(p, submitted)} and is supported by data from two Phase 3 trials, ${word(p, 2).toUpperCase()}-1 and ${word(p, 2).toUpperCase()}-2, in which ${p.int(300, 900)} patients were enrolled.`,
    `Topline data from the ongoing Phase 2 trial of ${mainDrug.code} are expected in the ${p.pick(['first', 'second', 'third', 'fourth'])} quarter of ${filed.year + 1}.`,
  ]
  const dateline = `${p.pick(CITIES)}, ${MONTHS[filed.month - 1]} ${filed.day}, ${filed.year} ${p.pick(WIRES)}`
  const boilerplateDate = written(p, addDays(filed, 400))
  const release = [
    `${company} Announces Regulatory Update for ${mainDrug.brand}`,
    `${dateline} ${factParagraphs[0]}`,
    ...factParagraphs.slice(1),
    distractors.join(' '),
    `"We look forward to continuing to work with the FDA," said ${capitalise(word(p, 2))} ${capitalise(word(p, 3))}, Ph.D., President and Chief Executive Officer of ${company}, Inc. "This milestone reflects years of work by our team and the patients and investigators who participated in our trials."`,
    `About ${mainDrug.brand}\n${mainDrug.brand} (${mainDrug.generic}), also known as ${mainDrug.code}, is an investigational therapy designed to address the underlying cause of disease. It has received Orphan Drug and Fast Track designations from the FDA.`,
    `About ${company}\n${company}, Inc. is a clinical-stage biopharmaceutical company headquartered in ${p.pick(CITIES)}. For more information, visit the company's website.`,
    'Forward-Looking Statements',
    ...BOILERPLATE.map((paragraph) => paragraph.replace('{DATE}', boilerplateDate)),
    `Investor Contact:\n${capitalise(word(p, 2))} ${capitalise(word(p, 2))}\n+1 (${p.int(200, 999)}) ${p.int(200, 999)}-${p.int(1000, 9999)}`,
  ].join('\n\n')

  const cover = [
    'UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549',
    'FORM 8-K',
    'CURRENT REPORT\nPursuant to Section 13 or 15(d) of the Securities Exchange Act of 1934',
    `Date of Report (Date of earliest event reported): ${MONTHS[filed.month - 1]} ${filed.day}, ${filed.year}`,
    `${company}, Inc.\n(Exact name of registrant as specified in its charter)`,
    `Delaware\t001-${p.int(30000, 39999)}\t${p.int(10, 99)}-${p.int(1000000, 9999999)}\n(State or other jurisdiction of incorporation)\t(Commission File Number)\t(IRS Employer Identification No.)`,
    'Check the appropriate box below if the Form 8-K filing is intended to simultaneously satisfy the filing obligation of the registrant under any of the following provisions: Written communications pursuant to Rule 425 under the Securities Act; Soliciting material pursuant to Rule 14a-12 under the Exchange Act; Pre-commencement communications pursuant to Rule 14d-2(b) and Rule 13e-4(c) under the Exchange Act.',
    'Item 8.01 Other Events.',
    `On ${MONTHS[filed.month - 1]} ${filed.day}, ${filed.year}, the Company issued a press release announcing a regulatory update. A copy of the press release is filed as Exhibit 99.1 to this Current Report on Form 8-K and is incorporated herein by reference.`,
    'Item 9.01 Financial Statements and Exhibits.\n(d) Exhibits\n99.1\tPress release dated ' +
      `${MONTHS[filed.month - 1]} ${filed.day}, ${filed.year}`,
    `SIGNATURES\nPursuant to the requirements of the Securities Exchange Act of 1934, the registrant has duly caused this report to be signed on its behalf by the undersigned hereunto duly authorized.\n${company}, Inc.\nBy: /s/ ${capitalise(word(p, 2))} ${capitalise(word(p, 2))}\nChief Financial Officer`,
  ].join('\n\n')

  const folder = `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession.replace(/-/g, '')}`
  const filing: Filing = {
    accession,
    cik,
    ciks: [cik],
    company: `${company}, Inc.`,
    form: '8-K',
    filed_date: filed.iso,
    accepted_at: `${filed.iso}T12:00:00+00:00`,
    source_url: `${folder}/${accession}-index.htm`,
    documents: [
      { name: 'form8-k.htm', doc_type: '8-K', url: `${folder}/form8-k.htm`, text: cover },
      { name: 'ex99-1.htm', doc_type: 'EX-99.1', url: `${folder}/ex99-1.htm`, text: release },
      {
        name: 'ex10-1.htm',
        doc_type: 'EX-10.1',
        url: `${folder}/ex10-1.htm`,
        text: `LICENSE AGREEMENT\n\nThis agreement is effective as of ${written(p, submitted)}. The Licensee shall use commercially reasonable efforts to obtain approval by ${written(p, adcomm)}.`,
      },
    ],
    discovery_lane: 'fts_hourly',
    query_matched: 'PDUFA',
    discovered_at: `${filed.iso}T13:00:00+00:00`,
    truncation: null,
  }
  return { filing, facts }
}

export function buildSyntheticFilings(count: number, seed = 1): SyntheticFiling[] {
  return Array.from({ length: count }, (_, i) => buildSyntheticFiling(seed * 1_000_003 + i))
}
