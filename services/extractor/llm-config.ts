/**
 * LLM settings for the command-line entry points, from a plain record of settings (the caller passes
 * process.env). The LLM is optional: without LLM_BASE_URL and LLM_MODEL the extractor runs regex-only.
 */
import type { LlmClientOptions } from './llm-extractor.js'

export function llmOptionsFrom(
  settings: Readonly<Record<string, string | undefined>>,
): LlmClientOptions | null {
  const baseUrl = settings.LLM_BASE_URL?.trim()
  const model = settings.LLM_MODEL?.trim()
  if (!baseUrl && !model) return null
  if (!baseUrl || !model)
    throw new Error(
      `LLM configuration needs both LLM_BASE_URL and LLM_MODEL (got ${baseUrl ? 'LLM_BASE_URL only' : 'LLM_MODEL only'})`,
    )
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new Error(`LLM_BASE_URL is not a URL: ${JSON.stringify(baseUrl)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`LLM_BASE_URL must be http(s): ${JSON.stringify(baseUrl)}`)
  const apiKey = settings.LLM_API_KEY?.trim()
  return { baseUrl, model, apiKey: apiKey ? apiKey : null }
}
