/**
 * The fake SEC's form indexes and submissions records, in the real formats
 * (shared/reference/edgar-fda.md sections 3.1 and 4.4): the daily `form.YYYYMMDD.idx` (column header
 * wrapped onto two lines, CRLF, `YYYYMMDD` dates), the quarterly `full-index/.../form.idx`
 * (`YYYY-MM-DD` dates, "Last Data Received" that can lag), one row per filer with rows of other
 * forms around them, and `/submissions/CIK##########.json` (values invented). Pure builders.
 */
import type { FakeFiling } from './fake-sec-content.js'

const INDEX_NOISE = (date: string) => [
  {
    form: '4',
    company: 'Quillfeather Jane',
    cik: '0001999001',
    accession: `0001999001-${date.slice(2, 4)}-${date.replace(/-/g, '').slice(4)}01`,
  },
  {
    form: 'SC 13G/A',
    company: 'Larkspur Capital Partners LP',
    cik: '0001999002',
    accession: `0001999002-${date.slice(2, 4)}-${date.replace(/-/g, '').slice(4)}02`,
  },
  {
    form: '10-Q',
    company: 'Ordinary Widgets Corp',
    cik: '0001999003',
    accession: `0001999003-${date.slice(2, 4)}-${date.replace(/-/g, '').slice(4)}03`,
  },
]

function indexRows(
  filings: readonly FakeFiling[],
  dates: (d: string) => boolean,
): Array<{ form: string; company: string; cik: string; date: string; accession: string }> {
  const rows: Array<{
    form: string
    company: string
    cik: string
    date: string
    accession: string
  }> = []
  const days = new Set<string>()
  for (const f of filings) {
    if (!dates(f.filedDate)) continue
    days.add(f.filedDate)
    for (const p of [{ cik: f.cik, company: f.company }, ...(f.otherParties ?? [])])
      rows.push({
        form: f.form,
        company: p.company,
        cik: p.cik,
        date: f.filedDate,
        accession: f.accession,
      })
  }
  for (const day of days) for (const n of INDEX_NOISE(day)) rows.push({ ...n, date: day })
  return rows.sort((a, b) => a.form.localeCompare(b.form) || a.company.localeCompare(b.company))
}

const indexDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  })

/** `form.YYYYMMDD.idx` of one day: wrapped column header, form column 17 wide, `YYYYMMDD` dates. */
export function dailyFormIndex(filings: readonly FakeFiling[], date: string): string {
  const rows = indexRows(filings, (d) => d === date)
  return [
    'Description:           Daily Index of EDGAR Dissemination Feed by Form Type',
    `Last Data Received:    ${indexDate(date)}`,
    'Comments:              webmaster@sec.gov',
    'Anonymous FTP:         ftp://ftp.sec.gov/edgar/',
    ' ',
    ' ',
    'Form Type   Company Name                                                  CIK',
    '      Date Filed  File Name',
    '-'.repeat(141),
    ...rows.map(
      (r) =>
        `${r.form.padEnd(17)}${r.company.padEnd(60)}  ${String(Number(r.cik)).padEnd(12)}${r.date.replace(/-/g, '').padEnd(12)}edgar/data/${Number(r.cik)}/${r.accession}.txt`,
    ),
    '',
  ].join('\r\n')
}

/** `full-index/YYYY/QTRn/form.idx`: one line of column header, form column 12 wide, `YYYY-MM-DD` dates, through `through`. */
export function fullFormIndex(
  filings: readonly FakeFiling[],
  year: number,
  quarter: number,
  through: string | null,
): string {
  const inQuarter = (d: string) =>
    Number(d.slice(0, 4)) === year && Math.floor((Number(d.slice(5, 7)) - 1) / 3) + 1 === quarter
  const newest =
    filings
      .filter((f) => inQuarter(f.filedDate))
      .map((f) => f.filedDate)
      .sort()
      .at(-1) ?? `${year}-${String(quarter * 3).padStart(2, '0')}-28`
  const last = through && inQuarter(through) ? through : newest
  const rows = indexRows(filings, (d) => inQuarter(d) && d <= last)
  return [
    'Description:           Master Index of EDGAR Dissemination Feed by Form Type',
    `Last Data Received:    ${new Date(`${last}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })}`,
    'Comments:              webmaster@sec.gov',
    'Anonymous FTP:         ftp://ftp.sec.gov/edgar/',
    ' ',
    ' ',
    ' ',
    'Form Type   Company Name                                                  CIK         Date Filed  File Name',
    '-'.repeat(141),
    ...rows.map(
      (r) =>
        `${r.form.padEnd(12)}${r.company.padEnd(60)}  ${String(Number(r.cik)).padEnd(12)}${r.date.padEnd(12)}edgar/data/${Number(r.cik)}/${r.accession}.txt`,
    ),
    '',
  ].join('\n')
}

/** The submissions record of a CIK (shape of data.sec.gov, values invented), or null when no filing names it. */
export function submissionsRecord(filings: readonly FakeFiling[], cik: string): unknown {
  const own = filings.filter(
    (f) =>
      Number(f.cik) === Number(cik) ||
      (f.otherParties ?? []).some((p) => Number(p.cik) === Number(cik)),
  )
  if (own.length === 0) return null
  const first = own[0]!
  const party =
    Number(first.cik) === Number(cik)
      ? { company: first.company, sic: first.sic }
      : first.otherParties!.find((p) => Number(p.cik) === Number(cik))!
  const sic = party.sic ?? '2834'
  const recent = [...own].sort((a, b) => b.acceptedAt.localeCompare(a.acceptedAt))
  const address = {
    street1: '100 INVENTED WAY',
    street2: null,
    city: 'CAMBRIDGE',
    stateOrCountry: 'MA',
    zipCode: '02142',
    stateOrCountryDescription: 'MA',
    isForeignLocation: 0,
    foreignStateTerritory: null,
    country: null,
    countryCode: null,
  }
  return {
    cik: cik.padStart(10, '0'),
    entityType: 'operating',
    sic,
    sicDescription: SIC_NAMES[sic] ?? '',
    ownerOrg: '03 Life Sciences',
    insiderTransactionForOwnerExists: 0,
    insiderTransactionForIssuerExists: 1,
    name: 'company' in party ? party.company : '',
    tickers: Number(first.cik) === Number(cik) ? (first.tickers ?? []) : [],
    exchanges: Number(first.cik) === Number(cik) ? (first.tickers ?? []).map(() => 'Nasdaq') : [],
    ein: '000000000',
    lei: null,
    description: '',
    website: '',
    investorWebsite: '',
    category: 'Non-accelerated filer<br>Smaller reporting company',
    fiscalYearEnd: '1231',
    stateOfIncorporation: 'DE',
    stateOfIncorporationDescription: 'DE',
    addresses: { mailing: address, business: address },
    phone: '617-555-0100',
    flags: '',
    formerNames: [],
    filings: {
      recent: {
        accessionNumber: recent.map((f) => f.accession),
        filingDate: recent.map((f) => f.filedDate),
        reportDate: recent.map((f) => f.filedDate),
        acceptanceDateTime: recent.map((f) => f.acceptedAt),
        act: recent.map(() => '34'),
        form: recent.map((f) => f.form),
        fileNumber: recent.map(() => '001-41987'),
        filmNumber: recent.map(() => '25695871'),
        items: recent.map((f) => (f.form.startsWith('6-K') ? '' : '8.01,9.01')),
        core_type: recent.map((f) => f.form),
        size: recent.map((f) => f.documents.reduce((n, d) => n + d.body.length, 0)),
        isXBRL: recent.map(() => 0),
        isInlineXBRL: recent.map(() => 1),
        primaryDocument: recent.map((f) => f.documents[0]?.name ?? ''),
        primaryDocDescription: recent.map((f) => f.form),
      },
      files: [],
    },
  }
}

const SIC_NAMES: Record<string, string> = {
  '2833': 'Medicinal Chemicals & Botanical Products',
  '2834': 'Pharmaceutical Preparations',
  '2835': 'In Vitro & In Vivo Diagnostic Substances',
  '2836': 'Biological Products, (No Diagnostic Substances)',
  '8731': 'Services-Commercial Physical & Biological Research',
  '6794': 'Patent Owners & Lessors',
  '7372': 'Services-Prepackaged Software',
  '3841': 'Surgical & Medical Instruments & Apparatus',
}

export const noSuchKey = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key><RequestId>FAKE0000</RequestId><HostId>fakehost</HostId></Error>`
