/** The command-line entry points, run as a user runs them. */
import { expect } from 'chai'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runExtractCommand } from '../../services/extractor/extract-command.js'
import { modelAnswer, startFakeOpenAi } from './fake-openai.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

function run(
  script: string,
  input: string,
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const cleanEnv = { ...process.env }
    delete cleanEnv.LLM_BASE_URL
    delete cleanEnv.LLM_MODEL
    delete cleanEnv.LLM_API_KEY
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, script), ...args],
      { cwd: repoRoot, env: { ...cleanEnv, ...env } },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    child.stdin.end(input)
  })
}

const GOOD = JSON.stringify({
  id: 'a1',
  text: 'The FDA has set a PDUFA target action date of October 12, 2025 for the BLA for zentrivamab.',
  filed_date: '2025-01-15',
  company: 'Zentra',
  cik: '1234567',
  form: '8-K',
})
const NOTHING = JSON.stringify({ id: 7, text: 'Zentra reported quarterly results.' })

async function* lines(...items: string[]): AsyncGenerator<string> {
  for (const item of items) yield item
}

describe('npm run extract', () => {
  it('writes one line per good input line and names each bad line on stderr', async () => {
    const input = [
      GOOD,
      '{not json',
      JSON.stringify({ id: 'b', filed_date: '2025-01-15' }),
      '',
      NOTHING,
      JSON.stringify({ id: 'c', text: 'x', filed_date: '15/01/2025' }),
    ].join('\n')
    const { code, stdout, stderr } = await run('services/extractor/cli.ts', input)
    expect(code).to.equal(1)
    const out = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(out.map((o) => o.id)).to.deep.equal(['a1', 7])
    expect(out[0].assertions).to.have.length(1)
    expect(Object.keys(out[0].assertions[0]).sort()).to.deep.equal([
      'application_number',
      'authority',
      'confidence',
      'date_confidence',
      'drug_aliases',
      'drug_name',
      'indication',
      'kind',
      'outcome',
      'pdufa_date',
      'prior_date',
      'publishable',
      'quote',
      'reason',
      'role',
      'year_inferred',
    ])
    expect(out[0].assertions[0]).to.include({
      kind: 'date_set',
      pdufa_date: '2025-10-12',
      publishable: true,
      authority: 'regex',
    })
    expect(out[1].assertions).to.deep.equal([])
    expect(stderr).to.match(/line 2: not valid JSON/)
    expect(stderr).to.match(/line 3: "text"/)
    expect(stderr).to.match(/line 6: "filed_date"/)
    expect(stderr).to.match(/3 bad input lines/)
  })

  it('exits 0 when every line is good', async () => {
    const { code, stdout } = await run('services/extractor/cli.ts', `${GOOD}\n`)
    expect(code).to.equal(0)
    expect(stdout.trim().split('\n')).to.have.length(1)
  })

  it('refuses half an LLM configuration', async () => {
    const { code, stderr } = await run('services/extractor/cli.ts', GOOD, {
      LLM_BASE_URL: 'http://127.0.0.1:9',
    })
    expect(code).to.equal(2)
    expect(stderr).to.match(/LLM_MODEL/)
  })

  it('merges the LLM when configured, and falls back to regex when it fails', async () => {
    const server = await startFakeOpenAi((request) =>
      request.body.messages[1]!.content.includes('fail me')
        ? { status: 503 }
        : {
            content: modelAnswer([
              {
                kind: 'date_set',
                drug_name: 'zentrivamab',
                pdufa_date: '2025-10-12',
                quote:
                  'The FDA has set a PDUFA target action date of October 12, 2025 for the BLA for zentrivamab.',
                confidence: 'high',
              },
            ]),
          },
    )
    try {
      const failing = JSON.stringify({
        id: 'f',
        text: 'fail me. The FDA set a PDUFA date of October 12, 2025 for zentrivamab.',
        filed_date: '2025-01-15',
      })
      const { code, stdout, stderr } = await run(
        'services/extractor/cli.ts',
        `${GOOD}\n${failing}\n`,
        { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'test-model', LLM_API_KEY: 'k' },
      )
      expect(code).to.equal(0)
      const [first, second] = stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
      expect(first.assertions[0]).to.include({ authority: 'llm_high', publishable: true })
      expect(second.assertions[0]).to.include({ authority: 'regex', pdufa_date: '2025-10-12' })
      expect(stderr).to.match(/line 2: LLM extraction failed, regex result only/)
      expect(server.requests).to.have.length(2)
    } finally {
      await server.close()
    }
  })

  it('runs the same protocol in-process', async () => {
    const written: string[] = []
    const errors: string[] = []
    const bad = await runExtractCommand(
      lines(GOOD, '[]', NOTHING),
      { write: (l) => written.push(l), error: (m) => errors.push(m) },
      { llm: null },
    )
    expect(bad).to.equal(1)
    expect(written.map((l) => JSON.parse(l).id)).to.deep.equal(['a1', 7])
    expect(errors).to.have.length(1)
    expect(errors[0]).to.match(/^line 2: /)
  })
})

describe('npm run eval', () => {
  it('prints precision, recall, kind accuracy, a confusion table and the reasons of misses for both splits of the shared cases', async () => {
    const { code, stdout } = await run('services/extractor/eval.ts', '')
    expect(code).to.equal(0)
    // The three shared files: 69 dev cases, 39 more and 112 of set b are tune; 63 and 81 are score
    // (see ../shared/data/README.md).
    expect(stdout).to.match(/== split tune:[^\n]*\ncases: 220\n/)
    expect(stdout).to.match(/== split score:[^\n]*\ncases: 144\n/)
    expect(stdout).to.match(/year not written: \d+\/\d+/)
    expect(stdout).to.match(/precision of published dates: \d+\.\d%/)
    expect(stdout).to.match(/recall of exact target dates: \d+\.\d%/)
    expect(stdout).to.match(/kind accuracy: \d+\.\d%/)
    expect(stdout).to.match(
      /confusion \(rows expected, columns predicted\):\n\s+set\s+resub\s+ext\s+crl\s+appr\s+none/,
    )
  })

  it('runs one split when asked, and refuses an unknown split with a one-line reason', async () => {
    const one = await run('services/extractor/eval.ts', '', {}, ['--split', 'score'])
    expect(one.code).to.equal(0)
    expect(one.stdout).to.not.match(/== split tune/)
    expect(one.stdout).to.match(/== split score/)
    const bad = await run('services/extractor/eval.ts', '', {}, ['--split', 'dev'])
    expect(bad.code).to.equal(2)
    expect(bad.stderr).to.match(/--split takes tune, score or all/)
    const help = await run('services/extractor/eval.ts', '', {}, ['--help'])
    expect(help.code).to.equal(0)
    expect(help.stdout).to.match(/^usage: npm run eval/)
  })

  it('takes another cases file as argument and reports a missing one', async () => {
    const { code, stderr } = await run('services/extractor/eval.ts', '', {}, [
      '/nonexistent/cases.jsonl',
    ])
    expect(code).to.equal(2)
    expect(stderr).to.match(/nonexistent/)
  })
})
