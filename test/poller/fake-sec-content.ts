/**
 * What the fake SEC (test/poller/fake-sec.ts) serves, as pure builders: filings, the throttle page,
 * index pages, the Atom feed, full-text search answers and ticker files in the real formats. Parser
 * tests import these without starting a server.
 */

export { dailyFormIndex, fullFormIndex, noSuchKey, submissionsRecord } from './fake-sec-indexes.js'

export interface FakeDocument {
  name: string
  type: string
  description?: string
  body: string
}

export interface FakeFiling {
  accession: string
  /** 10-digit CIK of the filer. */
  cik: string
  company: string
  tickers?: string[]
  form: string
  filedDate: string
  /** ISO UTC. */
  acceptedAt: string
  /** First = primary document (Seq 1). */
  documents: FakeDocument[]
  otherParties?: Array<{ cik: string; company: string; role: string; sic?: string }>
  /** Hidden from full-text search (not yet indexed). */
  notInEfts?: boolean
  /** Hidden from the Atom feed. */
  notInAtom?: boolean
  /** The Archives answer AccessDenied for the whole folder. */
  missing?: boolean
  /** The filer's SIC code in its submissions record (default 2834, pharmaceutical preparations). */
  sic?: string
}

export const THROTTLE_PAGE = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
<title>SEC.gov | Request Rate Threshold Exceeded</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
</head>
<body>
<div id="header"></div>
<div id="main-content">
<h1>Your Request Originates from an Undeclared Automated Tool</h1>
<p>To allow for equitable access to all users, SEC reserves the right to limit requests originating from undeclared automated tools. Your request has been identified as part of a network of automated tools outside of the acceptable policy and will be managed until action is taken to declare your traffic.</p>
<p>Please declare your traffic by updating your user agent to include company specific information.</p>
<p>For best practices on efficiently downloading information from SEC.gov, including the latest EDGAR filings, visit <a href="https://www.sec.gov/developer" target="_blank">sec.gov/developer</a>. You can also <a href="https://public.govdelivery.com/accounts/USSEC/subscriber/new?topic_id=USSEC_260" target="_blank">sign up for email updates</a> on the SEC open data program, including best practices that make it more efficient to download data, and SEC.gov enhancements that may impact scripted downloading processes. For more information, contact <a href="mailto:opendata@sec.gov">opendata@sec.gov</a>.</p>
<p>For more information, please see the SEC's <a href="#internet">Web Site Privacy and Security Policy</a>. Thank you for your interest in the U.S. Securities and Exchange Commission.</p>
<p>Reference ID: 0.5e1d3b17.1700000000.1a2b3c4d</p>
</div>
</body>
</html>
`

export const FILE_UNAVAILABLE = `<!DOCTYPE html><html><head><title>SEC.gov | File Unavailable</title></head><body><h1>File Unavailable</h1><p>The file you requested is not available.</p></body></html>`

export const accessDenied = () =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>${Math.random().toString(16).slice(2, 18).toUpperCase()}</RequestId><HostId>fakehost</HostId></Error>`

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** ISO UTC → Eastern local parts. */
const easternFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
})

function eastern(iso: string): { local: string; offset: string; compact: string } {
  const at = new Date(iso)
  const parts = Object.fromEntries(easternFormat.formatToParts(at).map((p) => [p.type, p.value]))
  const offset = /GMT([+-]\d{2}:\d{2})/.exec(parts.timeZoneName ?? '')?.[1] ?? '-05:00'
  const local = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
  return { local, offset, compact: local.replace(/\D/g, '') }
}

const plainCache = new Map<string, string>()
/** Searchable text of a document body (cached: the benchmark searches thousands of documents per request). */
const plain = (html: string): string => {
  let text = plainCache.get(html)
  if (text === undefined) {
    text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .toLowerCase()
    if (plainCache.size > 50_000) plainCache.clear()
    plainCache.set(html, text)
  }
  return text
}

function rootForm(form: string): string {
  return form.replace(/\/A$/, '')
}

export function nodash(acc: string): string {
  return acc.replace(/-/g, '')
}

function displayName(company: string, tickers: string[] | undefined, cik: string): string {
  return `${company}  ${tickers?.length ? `(${tickers.join(', ')})  ` : ''}(CIK ${cik})`
}

/** A stable pseudo-relevance, so results are not in date order. */
function score(accession: string, name: string): number {
  let h = 2166136261
  for (const ch of accession + name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
  return 1 + (h % 1500) / 100
}

export function filingIndexHtml(f: FakeFiling, base: string): string {
  const e = eastern(f.acceptedAt)
  const folder = `/Archives/edgar/data/${Number(f.cik)}/${nodash(f.accession)}`
  const rows = f.documents
    .map((d, i) => {
      const ixbrl = i === 0 && /\.htm$/.test(d.name)
      const href = `${ixbrl ? '/ix?doc=' : ''}${folder}/${d.name}`
      return `<tr${i % 2 === 1 ? ' class="evenRow"' : ''}>
 <td scope="row">${i + 1}</td>
 <td scope="row">${escapeXml(d.description ?? d.type)}</td>
 <td scope="row"><a href="${href}">${d.name}</a>${ixbrl ? ' &nbsp;&nbsp;<span style="color: green">iXBRL</span>' : ''}</td>
 <td scope="row">${d.type}</td>
 <td scope="row">${Buffer.byteLength(d.body)}</td>
</tr>`
    })
    .join('\n')
  const parties = [{ cik: f.cik, company: f.company, role: 'Filer' }, ...(f.otherParties ?? [])]
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>EDGAR Filing Documents for ${f.accession}</title>
<link rel="stylesheet" type="text/css" href="/include/interactive.css" />
</head>
<body style="margin: 0">
<div id="PageTitle">Filing Detail</div>
<div id="contentDiv">
<div id="formDiv">
<div id="formHeader">
<div id="formName"><strong>Form ${f.form}</strong> - Current report: </div>
<div id="secNum"><strong><acronym title="Securities and Exchange Commission">SEC</acronym> Accession <acronym title="Number">No.</acronym></strong> ${f.accession}</div>
</div>
<div class="formContent">
<div class="formGrouping">
<div class="infoHead">Filing Date</div><div class="info">${f.filedDate}</div>
<div class="infoHead">Accepted</div><div class="info">${e.local}</div>
<div class="infoHead">Documents</div><div class="info">${f.documents.length}</div>
</div>
<div class="formGrouping">
<div class="infoHead">Period of Report</div><div class="info">${f.filedDate}</div>
<div class="infoHead">Items</div><div class="info">Item 8.01: Other Events<br />Item 9.01: Financial Statements and Exhibits<br /></div>
</div>
</div>
</div>
<div id="formDiv">
<div style="padding: 0px 0px 4px 0px; font-size: 12px; margin: 0px 2px 0px 5px; width: 100%; overflow:hidden">
<p>Document Format Files</p>
<table class="tableFile" summary="Document Format Files">
 <tr><th scope="col" style="width: 5%;"><acronym title="Sequence Number">Seq</acronym></th><th scope="col" style="width: 40%;">Description</th><th scope="col" style="width: 20%;">Document</th><th scope="col" style="width: 10%;">Type</th><th scope="col">Size</th></tr>
${rows}
 <tr><td scope="row">&nbsp;</td><td scope="row">Complete submission text file</td><td scope="row"><a href="${folder}/${f.accession}.txt">${f.accession}.txt</a></td><td scope="row">&nbsp;</td><td scope="row">${f.documents.reduce((n, d) => n + d.body.length, 0) + 4000}</td></tr>
</table>
</div>
</div>
${parties
  .map(
    (p) => `<div id="filerDiv">
<div class="mailer">Business Address</div>
<div class="companyInfo">
<span class="companyName">${escapeXml(p.company)} (${p.role})
 <acronym title="Central Index Key">CIK</acronym>: <a href="/cgi-bin/browse-edgar?action=getcompany&amp;CIK=${p.cik}&amp;owner=exclude&amp;count=40">${p.cik} (see all company filings)</a></span>
<p class="identInfo"><acronym title="Standard Industrial Code">SIC</acronym>: <b>2834</b> Pharmaceutical Preparations</p>
</div>
</div>`,
  )
  .join('\n')}
</div>
<!-- ${base} -->
</body>
</html>
`
}

const SGML_ROLE: Record<string, string> = {
  Filer: 'FILER:',
  Subject: 'SUBJECT COMPANY:',
  'Filed by': 'FILED BY:',
}

/**
 * `{accession}.txt`, EDGAR's complete submission text file, in its wire format: the SGML header (acceptance time as
 * Eastern `YYYYMMDDHHMMSS`, tab-separated labels, one block per party with its company data) and one `<DOCUMENT>` per
 * document with the body between `<TEXT>` and `</TEXT>`; a graphic (a `.jpg`/`.gif` document) is uuencoded as EDGAR
 * does it.
 */
export function submissionText(f: FakeFiling): string {
  const e = eastern(f.acceptedAt)
  const filed = f.filedDate.replace(/-/g, '')
  const parties = [
    { cik: f.cik, company: f.company, role: 'Filer', sic: f.sic },
    ...(f.otherParties ?? []),
  ]
  const partyBlocks = parties
    .map(
      (p) => `${SGML_ROLE[p.role] ?? 'FILER:'}
	COMPANY DATA:
		COMPANY CONFORMED NAME:			${p.company}
		CENTRAL INDEX KEY:			${p.cik.padStart(10, '0')}
		STANDARD INDUSTRIAL CLASSIFICATION:	PHARMACEUTICAL PREPARATIONS [${p.sic ?? '2834'}]
		STATE OF INCORPORATION:			DE
		FISCAL YEAR END:			1231

	FILING VALUES:
		FORM TYPE:		${f.form}
		SEC ACT:		1934 Act
		SEC FILE NUMBER:	001-99999
		FILM NUMBER:		26731070

	BUSINESS ADDRESS:
		STREET 1:		1 INVENTED WAY
		CITY:			SPRINGFIELD
		STATE:			MA
		ZIP:			01101
`,
    )
    .join('\n')
  const documents = f.documents
    .map((d, i) => {
      const graphic = /\.(jpe?g|gif|png)$/i.test(d.name)
      const body = graphic ? `begin 644 ${d.name}\n${uuencodeLines(d.body)}\`\nend\n` : d.body
      return `<DOCUMENT>
<TYPE>${d.type}
<SEQUENCE>${i + 1}
<FILENAME>${d.name}
<DESCRIPTION>${d.description ?? d.type}
<TEXT>
${body}
</TEXT>
</DOCUMENT>
`
    })
    .join('')
  return `<SEC-DOCUMENT>${f.accession}.txt : ${filed}
<SEC-HEADER>${f.accession}.hdr.sgml : ${filed}
<ACCEPTANCE-DATETIME>${e.compact}
ACCESSION NUMBER:		${f.accession}
CONFORMED SUBMISSION TYPE:	${f.form}
PUBLIC DOCUMENT COUNT:		${f.documents.length}
CONFORMED PERIOD OF REPORT:	${filed}
ITEM INFORMATION:		Other Events
ITEM INFORMATION:		Financial Statements and Exhibits
FILED AS OF DATE:		${filed}
DATE AS OF CHANGE:		${filed}

${partyBlocks}</SEC-HEADER>
${documents}</SEC-DOCUMENT>
`
}

/** uuencode (the body as bytes, 45 per line), as EDGAR embeds graphics in the submission file. */
function uuencodeLines(data: string): string {
  const bytes = Buffer.from(data, 'latin1')
  const enc = (n: number) => String.fromCharCode(n === 0 ? 96 : n + 32)
  const lines: string[] = []
  for (let i = 0; i < bytes.length; i += 45) {
    const chunk = bytes.subarray(i, i + 45)
    let line = enc(chunk.length)
    for (let j = 0; j < chunk.length; j += 3) {
      const [a = 0, b = 0, c = 0] = [chunk[j], chunk[j + 1], chunk[j + 2]]
      line +=
        enc(a >> 2) + enc(((a & 3) << 4) | (b >> 4)) + enc(((b & 15) << 2) | (c >> 6)) + enc(c & 63)
    }
    lines.push(line)
  }
  return lines.map((l) => `${l}\n`).join('')
}

function atomEntry(
  f: FakeFiling,
  party: { cik: string; company: string; role: string },
  base: string,
): string {
  const e = eastern(f.acceptedAt)
  const link = `${base}/Archives/edgar/data/${Number(party.cik)}/${nodash(f.accession)}/${f.accession}-index.htm`
  return `<entry>
<title>${escapeXml(`${f.form} - ${party.company} (${party.cik}) (${party.role})`)}</title>
<link rel="alternate" type="text/html" href="${link}"/>
<summary type="html">
 &lt;b&gt;Filed:&lt;/b&gt; ${f.filedDate} &lt;b&gt;AccNo:&lt;/b&gt; ${f.accession} &lt;b&gt;Size:&lt;/b&gt; 14 MB
&lt;br&gt;Item 8.01: Other Events
&lt;br&gt;Item 9.01: Financial Statements and Exhibits
</summary>
<updated>${e.local.replace(' ', 'T')}${e.offset}</updated>
<category scheme="https://www.sec.gov/" label="form type" term="${f.form}"/>
<id>urn:tag:sec.gov,2008:accession-number=${f.accession}</id>
</entry>`
}

export function atomFeed(
  filings: readonly FakeFiling[],
  type: string,
  start: number,
  count: number,
  base: string,
  now: Date,
): string {
  const entries: string[] = []
  const sorted = [...filings]
    .filter((f) => !f.notInAtom && f.form.startsWith(type))
    .sort((a, b) => b.acceptedAt.localeCompare(a.acceptedAt))
  for (const f of sorted) {
    for (const party of [
      { cik: f.cik, company: f.company, role: 'Filer' },
      ...(f.otherParties ?? []),
    ])
      entries.push(atomEntry(f, party, base))
  }
  const e = eastern(now.toISOString())
  return `<?xml version="1.0" encoding="ISO-8859-1" ?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>Latest Filings - ${now.toUTCString()}</title>
<link rel="alternate" href="/cgi-bin/browse-edgar?action=getcurrent"/>
<link rel="self" href="/cgi-bin/browse-edgar?action=getcurrent"/>
<id>https://www.sec.gov/cgi-bin/browse-edgar?action=getcurrent</id>
<author><name>Webmaster</name><email>webmaster@sec.gov</email></author>
<updated>${e.local.replace(' ', 'T')}${e.offset}</updated>
${entries.slice(start, start + count).join('\n')}
</feed>
`
}

export function eftsResponse(
  filings: readonly FakeFiling[],
  params: URLSearchParams,
  capAt: number,
): { status: number; body: unknown } {
  const q = (params.get('q') ?? '').replace(/^"|"$/g, '').toLowerCase()
  const forms = (params.get('forms') ?? '').split(',').filter(Boolean)
  const startdt = params.get('startdt') ?? '0000-00-00'
  const enddt = params.get('enddt') ?? '9999-99-99'
  const from = Number(params.get('from') ?? 0)
  // `ciks` filters on any filer of the filing (a terms filter on the 10-digit CIKs).
  const ciks = new Set((params.get('ciks') ?? '').split(',').filter(Boolean))
  if (from + 100 > 10_000) {
    return {
      status: 200,
      body: {
        error: {
          root_cause: [
            {
              type: 'illegal_argument_exception',
              reason: `Result window is too large, from + size must be less than or equal to: [10000] but was [${from + 100}]. See the scroll api for a more efficient way to request large data sets.`,
            },
          ],
          type: 'search_phase_execution_exception',
          reason: 'all shards failed',
        },
        status: 400,
      },
    }
  }
  const hits: Array<{
    _index: string
    _id: string
    _score: number
    _source: Record<string, unknown>
  }> = []
  for (const f of filings) {
    if (f.notInEfts || f.filedDate < startdt || f.filedDate > enddt) continue
    if (forms.length && !forms.includes(rootForm(f.form))) continue
    if (ciks.size && ![f.cik, ...(f.otherParties ?? []).map((p) => p.cik)].some((c) => ciks.has(c)))
      continue
    f.documents.forEach((d, i) => {
      if (q && !plain(d.body).includes(q)) return
      const parties = [
        { cik: f.cik, company: f.company, tickers: f.tickers, sic: f.sic ?? '2834' },
        ...(f.otherParties ?? []).map((p) => ({ ...p, sic: p.sic ?? '2834', tickers: undefined })),
      ]
      hits.push({
        _index: 'edgar_file',
        _id: `${f.accession}:${d.name}`,
        _score: score(f.accession, d.name),
        _source: {
          ciks: parties.map((p) => p.cik),
          period_ending: f.filedDate,
          file_num: ['001-41987'],
          display_names: parties.map((p) => displayName(p.company, p.tickers, p.cik)),
          xsl: null,
          sequence: i % 2 === 0 ? i + 1 : String(i + 1),
          root_forms: [rootForm(f.form)],
          file_date: f.filedDate,
          biz_states: ['MA'],
          // One per filer that has a SIC code: a filer without one is left out, as EDGAR does.
          sics: parties.flatMap((p) => (p.sic ? [p.sic] : [])),
          form: f.form,
          adsh: f.accession,
          film_num: ['25695871'],
          biz_locations: ['Cambridge, MA'],
          file_type: d.type,
          file_description: d.description ?? null,
          inc_states: ['DE'],
          items: f.form.startsWith('6-K') ? [] : ['8.01', '9.01'],
        },
      })
    })
  }
  hits.sort((a, b) => b._score - a._score || a._id.localeCompare(b._id))
  const capped = hits.length >= capAt
  const visible = capped ? hits.slice(0, capAt) : hits
  const page = visible.slice(from, from + 100)
  return {
    status: 200,
    body: {
      took: 12,
      timed_out: false,
      _shards: { total: 50, successful: 50, skipped: 0, failed: 0 },
      hits: {
        total: { value: capped ? capAt : hits.length, relation: capped ? 'gte' : 'eq' },
        max_score: page[0]?._score ?? null,
        hits: page,
      },
      aggregations: {
        entity_filter: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] },
        sic_filter: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] },
        biz_states_filter: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] },
        form_filter: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] },
      },
      query: {
        _source: { exclude: ['doc_text'] },
        query: {
          bool: {
            must: q ? [{ match_phrase: { doc_text: q } }] : [],
            must_not: [],
            should: [],
            filter: [
              ...(ciks.size ? [{ terms: { ciks: [...ciks] } }] : []),
              { terms: { root_forms: forms } },
              { range: { file_date: { gte: startdt, lte: enddt } } },
            ],
          },
        },
        from,
        size: 100,
      },
    },
  }
}

export function tickerFiles(filings: readonly FakeFiling[]): { plain: unknown; exchange: unknown } {
  const plainRows: Record<string, unknown> = {}
  const data: unknown[] = []
  let n = 0
  const seen = new Set<string>()
  for (const f of filings) {
    if (seen.has(f.cik) || !f.tickers?.length) continue
    seen.add(f.cik)
    for (const t of f.tickers) {
      plainRows[String(n++)] = { cik_str: Number(f.cik), ticker: t, title: f.company }
      data.push([Number(f.cik), f.company, t, 'Nasdaq'])
    }
  }
  return { plain: plainRows, exchange: { fields: ['cik', 'name', 'ticker', 'exchange'], data } }
}

/** A press-release style EX-99.1 and an 8-K cover in real EDGAR markup, with a PDUFA sentence when `pdufa` is given. */
export function makeFiling(
  n: number,
  overrides: Partial<FakeFiling> & { pdufa?: string | null; cover?: string } = {},
): FakeFiling {
  const cik = overrides.cik ?? String(1_900_000 + (n % 500)).padStart(10, '0')
  const accession = overrides.accession ?? `0001193125-25-${String(100_000 + n).padStart(6, '0')}`
  const form = overrides.form ?? '8-K'
  const company = overrides.company ?? `Testbio ${n} Therapeutics, Inc.`
  const sentence =
    overrides.pdufa === null
      ? 'The company reported quarterly results and no regulatory news.'
      : `The U.S. Food and Drug Administration (&#8220;FDA&#8221;) has assigned a Prescription Drug User Fee Act (&#8220;PDUFA&#8221;) target action date of ${overrides.pdufa ?? 'September&#160;30, 2025'} for the NDA for TB-${n}.`
  const ex = `<html><head><title>ex99-1</title></head><body style="font: 10pt Times New Roman">
${overrides.pdufa === null ? '' : '<div style="display:none"><ix:header><ix:hidden>hidden fact PDUFA 1999</ix:hidden></ix:header></div>'}
<p style="text-align:center"><b>${company} Announces FDA Acceptance of New Drug Application for TB-${n}</b></p>
<p>CAMBRIDGE, Mass., March 3, 2025 &#8212; ${company} (Nasdaq: TB${n}) today announced that ${sentence} Shares rose&nbsp;4%.</p>
${overrides.pdufa === null ? '' : `<table><tr><td>Product</td><td>&nbsp;</td><td>PDUFA Date</td></tr><tr><td>TB-${n}</td><td></td><td>September 30, 2025</td></tr></table>`}
<p>About ${company}<br/>${company} is a clinical-stage company.</p>
</body></html>`
  const cover =
    overrides.cover ??
    `<html><body><p>UNITED STATES SECURITIES AND EXCHANGE COMMISSION</p><p>FORM ${form}</p><p>Item 8.01 Other Events. On March 3, 2025, the Company issued a press release, attached as Exhibit 99.1.</p></body></html>`
  const { pdufa: _p, cover: _c, ...rest } = overrides
  return {
    accession,
    cik,
    company,
    tickers: [`TB${n}`],
    form,
    filedDate: '2025-03-03',
    acceptedAt: '2025-03-03T12:02:11.000Z',
    documents: [
      { name: `d${n}d8k.htm`, type: form, description: form, body: cover },
      { name: `d${n}dex991.htm`, type: 'EX-99.1', description: 'PRESS RELEASE', body: ex },
      {
        name: `d${n}dex101.htm`,
        type: 'EX-10.1',
        description: 'AGREEMENT',
        body: '<html><body><p>Agreement text, PDUFA mentioned in a contract.</p></body></html>',
      },
    ],
    ...rest,
  }
}
