import { expect } from 'chai'
import type { Assertion } from '../../schemas/avro/types.js'
import { extractText } from '../../services/extractor/extract.js'
import { llmOptionsFrom } from '../../services/extractor/llm-config.js'
import {
  chatCompletionsUrl,
  LlmExtractionError,
  llmCandidatesToAssertions,
  parseChatResponse,
  requestLlmCandidates,
} from '../../services/extractor/llm-extractor.js'
import { mergeAssertions } from '../../services/extractor/merge.js'
import { modelAnswer, startFakeOpenAi, type FakeOpenAi, type Reply } from './fake-openai.js'

const TEXT = [
  'Zentra Therapeutics, Inc. today announced that the FDA has accepted its New Drug Application for zentrivamab.',
  'The review clock on the NDA for zentrivamab runs out on June 5, 2025.',
  'An advisory committee meeting is planned for March 4, 2025.',
].join(' ')
const GOAL_SENTENCE = 'The review clock on the NDA for zentrivamab runs out on June 5, 2025.'

describe('LLM extractor (OpenAI-compatible chat completions)', () => {
  let server: FakeOpenAi
  let script: (text: string) => Reply = () => ({ content: modelAnswer([]) })

  before(async () => {
    server = await startFakeOpenAi((request) =>
      script(request.body.messages.find((m) => m.role === 'user')?.content ?? ''),
    )
  })
  after(async () => {
    await server.close()
  })
  beforeEach(() => {
    server.requests.length = 0
  })

  const options = () => ({ baseUrl: server.baseUrl, model: 'test-model', apiKey: 'sk-test' })

  it('speaks the chat-completions wire format with a JSON response format', async () => {
    script = () => ({ content: modelAnswer([]) })
    await requestLlmCandidates(TEXT, options(), '2025-01-15')
    expect(server.requests).to.have.length(1)
    const [request] = server.requests
    expect(request!.path).to.equal('/v1/chat/completions')
    expect(request!.headers.authorization).to.equal('Bearer sk-test')
    expect(request!.headers['content-type']).to.match(/^application\/json/)
    expect(request!.body.model).to.equal('test-model')
    expect(request!.body.response_format).to.deep.equal({ type: 'json_object' })
    expect(request!.body.temperature).to.equal(0)
    expect(request!.body.messages.map((m) => m.role)).to.deep.equal(['system', 'user'])
    expect(request!.body.messages[1]!.content).to.include(GOAL_SENTENCE).and.include('2025-01-15')
  })

  it('accepts a base URL that already ends in /v1, and sends no key when none is configured', async () => {
    expect(chatCompletionsUrl('http://h:1/v1/')).to.equal('http://h:1/v1/chat/completions')
    expect(chatCompletionsUrl('http://h:1')).to.equal('http://h:1/v1/chat/completions')
    await requestLlmCandidates(TEXT, { baseUrl: `${server.baseUrl}/v1`, model: 'm' })
    expect(server.requests[0]!.headers.authorization).to.equal(undefined)
  })

  it('a grounded high-confidence answer the grammar missed publishes as llm_high', async () => {
    script = () => ({
      content: modelAnswer([
        {
          kind: 'date_set',
          drug_name: 'zentrivamab',
          pdufa_date: '2025-06-05',
          quote: GOAL_SENTENCE,
          confidence: 'high',
        },
      ]),
    })
    const candidates = await requestLlmCandidates(TEXT, options())
    const regexOnly = extractText(TEXT, { referenceDate: '2025-01-15' })
    expect(regexOnly.filter((a) => a.publishable)).to.deep.equal([])
    const merged = extractText(TEXT, { referenceDate: '2025-01-15', llmCandidates: candidates })
    const published = merged.filter((a) => a.publishable)
    expect(published).to.have.length(1)
    expect(published[0]).to.include({
      authority: 'llm_high',
      confidence: 'high',
      date_confidence: 'confirmed',
      pdufa_date: '2025-06-05',
      quote: GOAL_SENTENCE,
    })
  })

  it('an answer whose quote is not in the filing never publishes', async () => {
    script = () => ({
      content: modelAnswer([
        {
          kind: 'date_set',
          drug_name: 'zentrivamab',
          pdufa_date: '2025-06-05',
          quote: 'The FDA set a PDUFA date of June 5, 2025.',
          confidence: 'high',
        },
      ]),
    })
    const [assertion] = llmCandidatesToAssertions(TEXT, await requestLlmCandidates(TEXT, options()))
    expect(assertion).to.include({
      publishable: false,
      date_confidence: 'estimated',
      authority: 'llm_high',
    })
  })

  it('an answer whose quote does not state its date never publishes', async () => {
    script = () => ({
      content: modelAnswer([
        {
          kind: 'date_set',
          drug_name: 'zentrivamab',
          pdufa_date: '2025-06-15',
          quote: GOAL_SENTENCE,
          confidence: 'high',
        },
      ]),
    })
    const [assertion] = llmCandidatesToAssertions(TEXT, await requestLlmCandidates(TEXT, options()))
    expect(assertion).to.include({ publishable: false, date_confidence: 'estimated' })
  })

  it('medium and low answers never publish, however well grounded', async () => {
    script = () => ({
      content: modelAnswer([
        {
          kind: 'date_set',
          drug_name: 'zentrivamab',
          pdufa_date: '2025-06-05',
          quote: GOAL_SENTENCE,
          confidence: 'medium',
        },
        {
          kind: 'date_set',
          drug_name: 'zentrivamab',
          pdufa_date: '2025-06-05',
          quote: GOAL_SENTENCE,
          confidence: 'low',
        },
      ]),
    })
    const assertions = llmCandidatesToAssertions(TEXT, await requestLlmCandidates(TEXT, options()))
    expect(
      assertions.map((a) => [a.authority, a.confidence, a.date_confidence, a.publishable]),
    ).to.deep.equal([
      ['llm_medium', 'medium', 'reported', false],
      ['llm_low', 'low', 'estimated', false],
    ])
  })

  it('reports HTTP failures and malformed answers as LlmExtractionError', async () => {
    script = () => ({ status: 500 })
    await expectRejection(requestLlmCandidates(TEXT, options()), /HTTP 500/)
    script = () => ({ content: 'the date is June 5' })
    await expectRejection(requestLlmCandidates(TEXT, options()), /not JSON/)
    script = () => ({
      content: JSON.stringify({
        assertions: [{ kind: 'date_set', quote: 'x', confidence: 'sure' }],
      }),
    })
    await expectRejection(requestLlmCandidates(TEXT, options()), /confidence/)
    script = () => ({
      content: modelAnswer([
        { kind: 'date_set', quote: GOAL_SENTENCE, confidence: 'high', pdufa_date: 'June 5, 2025' },
      ]),
    })
    await expectRejection(requestLlmCandidates(TEXT, options()), /pdufa_date/)
    script = () => ({ raw: '{"object":"error"}' })
    await expectRejection(requestLlmCandidates(TEXT, options()), /not a chat completion/)
  })

  it('reads settings from a plain record and refuses half a configuration', () => {
    expect(llmOptionsFrom({})).to.equal(null)
    expect(
      llmOptionsFrom({ LLM_BASE_URL: 'http://127.0.0.1:9', LLM_MODEL: 'm', LLM_API_KEY: 'k' }),
    ).to.deep.equal({ baseUrl: 'http://127.0.0.1:9', model: 'm', apiKey: 'k' })
    expect(() => llmOptionsFrom({ LLM_BASE_URL: 'http://127.0.0.1:9' })).to.throw(/LLM_MODEL/)
    expect(() => llmOptionsFrom({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).to.throw(/http/)
  })

  it('parses a chat completion body without a server', () => {
    const body = {
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: '```json\n{"assertions": []}\n```' },
          finish_reason: 'stop',
        },
      ],
    }
    expect(parseChatResponse(body)).to.deep.equal([])
  })
})

describe('merge of regex and LLM readings', () => {
  const text =
    'The FDA set a PDUFA target action date of June 5, 2025 for zentrivamab. An advisory committee will meet on July 5, 2025 to discuss zentrivamab.'
  const regex = () => extractText(text, { referenceDate: '2025-01-15' })
  const llm = (assertion: Record<string, unknown>) =>
    llmCandidatesToAssertions(
      text,
      parseChatResponse({
        choices: [{ message: { role: 'assistant', content: modelAnswer([assertion]) } }],
      }),
    )

  it('agreement gives one assertion under the higher authority', () => {
    const merged = mergeAssertions(
      regex(),
      llm({
        kind: 'date_set',
        drug_name: 'zentrivamab',
        pdufa_date: '2025-06-05',
        quote: 'The FDA set a PDUFA target action date of June 5, 2025 for zentrivamab.',
        confidence: 'high',
        indication: 'psoriasis',
      }),
    )
    expect(merged).to.have.length(1)
    expect(merged[0]).to.include({
      authority: 'llm_high',
      publishable: true,
      pdufa_date: '2025-06-05',
      indication: 'psoriasis',
    })
    const withMedium = mergeAssertions(
      regex(),
      llm({
        kind: 'date_set',
        drug_name: 'zentrivamab',
        pdufa_date: '2025-06-05',
        quote: 'The FDA set a PDUFA target action date of June 5, 2025 for zentrivamab.',
        confidence: 'medium',
      }),
    )
    expect(withMedium).to.have.length(1)
    expect(withMedium[0]).to.include({ authority: 'regex', publishable: true })
  })

  it('disagreement on the date of one drug publishes neither', () => {
    const merged = mergeAssertions(
      regex(),
      llm({
        kind: 'date_set',
        drug_name: 'zentrivamab',
        pdufa_date: '2025-07-05',
        quote: 'An advisory committee will meet on July 5, 2025 to discuss zentrivamab.',
        confidence: 'high',
      }),
    )
    expect(merged.map((a) => [a.authority, a.pdufa_date, a.publishable])).to.deep.equal([
      ['regex', '2025-06-05', false],
      ['llm_high', '2025-07-05', false],
    ])
  })

  it('a date the text says was replaced is withheld, the new one stands', () => {
    const extensionText =
      'The FDA extended the PDUFA goal date for zentrivamab to September 5, 2025, from June 5, 2025.'
    const regexAssertions = extractText(extensionText, { referenceDate: '2025-01-15' })
    expect(
      regexAssertions.map((a) => [a.kind, a.pdufa_date, a.prior_date, a.publishable]),
    ).to.deep.equal([['date_extended', '2025-09-05', '2025-06-05', true]])
    const stale = llmCandidatesToAssertions(extensionText, [
      {
        kind: 'date_set',
        drug_name: 'zentrivamab',
        drug_aliases: [],
        indication: null,
        application_number: null,
        pdufa_date: '2025-06-05',
        prior_date: null,
        outcome: null,
        quote: extensionText,
        confidence: 'high',
      },
    ])
    const merged = mergeAssertions(regexAssertions, stale)
    expect(merged.map((a) => [a.pdufa_date, a.publishable])).to.deep.equal([
      ['2025-09-05', true],
      ['2025-06-05', false],
    ])
  })

  it('is deterministic', () => {
    const proposals: Assertion[] = llm({
      kind: 'crl',
      drug_name: 'zentrivamab',
      quote: 'An advisory committee will meet on July 5, 2025 to discuss zentrivamab.',
      confidence: 'low',
    })
    expect(mergeAssertions(regex(), proposals)).to.deep.equal(mergeAssertions(regex(), proposals))
  })
})

async function expectRejection(promise: Promise<unknown>, message: RegExp): Promise<void> {
  try {
    await promise
  } catch (error) {
    expect(error).to.be.instanceOf(LlmExtractionError)
    expect((error as Error).message).to.match(message)
    return
  }
  expect.fail('expected a rejection')
}
