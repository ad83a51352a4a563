/**
 * The committed fallback (services/accuracy/baseline/fallback.json): the frozen 2023-2025 report,
 * built by `scoreAccuracy` from real company disclosures and the FDA outcomes their sources state
 * (see build-baseline.ts), with the scored rows (so a live report can carry them as its baseline)
 * and the citation of every FDA date. Read on demand, never at import time.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AccuracyFull } from './report.js'
import type { BaselineRows, StoredRow } from './core.js'

export const fallbackPath = join(
  dirname(fileURLToPath(import.meta.url)),
  'baseline',
  'fallback.json',
)

export interface Citation {
  decision: string
  application_number: string | null
  fda_action_date: string
  fda_outcome: string
  /** The source that states the FDA's action (a company release or its repost). */
  stated_by: string[]
}

export interface FallbackArtifact {
  built_from: string
  report: AccuracyFull
  rows: StoredRow[]
  filing_window: [string, string]
  citations: Citation[]
}

let cached: FallbackArtifact | null | undefined

/** The artifact, or null when it is absent or does not hold a valid report. */
export function loadFallback(path: string = fallbackPath): FallbackArtifact | null {
  if (path === fallbackPath && cached !== undefined) return cached
  let artifact: FallbackArtifact | null = null
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as FallbackArtifact
    const parsed = AccuracyFull.safeParse(raw.report)
    artifact = parsed.success ? { ...raw, report: parsed.data } : null
  } catch {
    artifact = null
  }
  if (path === fallbackPath) cached = artifact
  return artifact
}

export function baselineRowsOf(artifact: FallbackArtifact | null): BaselineRows | null {
  return artifact ? { rows: artifact.rows, filingWindow: artifact.filing_window } : null
}
