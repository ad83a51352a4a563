/**
 * A tiny OpenAI-compatible chat-completions server on 127.0.0.1, standing in for the remote LLM.
 * It speaks the exact wire format (POST /v1/chat/completions -> chat.completion object) and answers
 * with whatever the test scripts for the request.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: {
    model: string
    messages: Array<{ role: string; content: string }>
    response_format?: { type: string }
    temperature?: number
  }
}

export type Reply = { status?: number; content?: string; raw?: string }

export interface FakeOpenAi {
  baseUrl: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

export async function startFakeOpenAi(
  reply: (request: RecordedRequest) => Reply,
): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }))
        return
      }
      const request: RecordedRequest = {
        method: req.method,
        path: req.url,
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      }
      requests.push(request)
      const answer = reply(request)
      if (answer.raw !== undefined) {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(answer.raw)
        return
      }
      if ((answer.status ?? 200) !== 200) {
        res.writeHead(answer.status!, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: { message: 'upstream failure', type: 'server_error', code: null },
          }),
        )
        return
      }
      const content = answer.content ?? '{"assertions": []}'
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: 1_767_225_600,
          model: request.body.model,
          system_fingerprint: 'fp_fake',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, refusal: null },
              logprobs: null,
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  }
}

/** The model's answer: {"assertions": [...]} with defaults for the fields a test does not care about. */
export function modelAnswer(assertions: Array<Record<string, unknown>>): string {
  return JSON.stringify({
    assertions: assertions.map((a) => ({
      drug_name: null,
      drug_aliases: [],
      indication: null,
      application_number: null,
      pdufa_date: null,
      prior_date: null,
      outcome: null,
      ...a,
    })),
  })
}
