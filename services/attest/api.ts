/**
 * What the API gets from the attestation side (injected as ApiDeps.attestation): uid lookups,
 * the /v1/meta status, and signed feed accuracy figures. The lookups read only the store; signing
 * the accuracy figures needs the signer (every process of the embedded default has it; a
 * distributed API process loads it from ATTEST_SIGNER_PRIVATE_KEY).
 */
import type { Hex } from 'viem'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { feedAccuracy, isFeedId, type AccuracyReportView, type FeedFigures } from './accuracy.js'
import type { Attestor } from './attestor.js'
import {
  lookupAttestation,
  readAttestationStatus,
  type AnchorProof,
  type AttestationStatus,
  type VerifiedAttestation,
} from './lookup.js'
import type { SignedAttestation } from './sign.js'

export interface FeedAccuracyAttestation {
  feed_id: string
  available: boolean
  generated_at: string | null
  figures: FeedFigures | null
  figures_source: string | null
  report_hash: Hex | null
  attestation_uid: Hex | null
  attestation: SignedAttestation | null
  signer: Hex | null
  anchor: AnchorProof | null
}

export interface ApiAttestation {
  lookup(uid: string): Promise<VerifiedAttestation | null>
  status(now: Date): Promise<AttestationStatus>
  /** The signed figures of a feed, or null for an unknown feed id. `report` is what /v1/accuracy serves (null: none yet). */
  feedAccuracy(
    feedId: string,
    report: AccuracyReportView | null,
  ): Promise<FeedAccuracyAttestation | null>
}

const pendingAnchor: AnchorProof = {
  status: 'pending',
  root: null,
  proof: null,
  chain_id: null,
  contract: null,
  tx_hash: null,
  block_number: null,
  timestamp: null,
}

export function createApiAttestation(deps: {
  store: Store
  attestor: Pick<Attestor, 'sign' | 'signer'> | null
  logger: Logger
  statusTtlMs?: number
}): ApiAttestation {
  const log = deps.logger.child({ component: 'attest-api' })
  // Signed figures per report hash: a report is signed once, stored once (retried until stored).
  const signed = new Map<string, { attestation: SignedAttestation; stored: boolean }>()
  const statusTtlMs = deps.statusTtlMs ?? 2_000
  let status: { at: number; read: Promise<AttestationStatus> } | null = null
  return {
    lookup: (uid) => lookupAttestation(deps.store, uid),
    // The lag query scans the anchored batches: at most one per `statusTtlMs`, concurrent callers share it.
    async status(now) {
      if (!status || performance.now() - status.at > statusTtlMs) {
        const read = readAttestationStatus(deps.store, now)
        status = { at: performance.now(), read }
        read.catch(() => {
          status = null
        })
      }
      const cached = await status.read
      const oldest = cached.anchoring.oldest_unanchored_signed_at
      const lag = oldest ? Math.max(0, Math.round((now.getTime() - Date.parse(oldest)) / 1000)) : 0
      return { ...cached, anchoring: { ...cached.anchoring, lag_seconds: lag } }
    },
    async feedAccuracy(feedId, report) {
      if (!isFeedId(feedId)) return null
      const empty = {
        feed_id: feedId,
        generated_at: null,
        figures: null,
        figures_source: null,
        report_hash: null,
        attestation_uid: null,
        attestation: null,
        signer: null,
        anchor: null,
      }
      if (!report?.date_accuracy || !deps.attestor) return { ...empty, available: false }
      const figures = feedAccuracy(feedId, report)
      const key = figures.subject.uid
      let entry = signed.get(key)
      if (!entry) {
        const [row] = await deps.attestor.sign([figures.subject])
        entry = { attestation: JSON.parse(row!.attestation) as SignedAttestation, stored: false }
        if (signed.size > 16) signed.clear()
        signed.set(key, entry)
        try {
          await deps.store.insert('attestations', [row!])
          entry.stored = true
        } catch (error) {
          signed.delete(key)
          log.warn(
            { err: error },
            'feed accuracy attestation not stored; serving it signed, stored at the next request',
          )
        }
      }
      const found = entry.stored ? await lookupAttestation(deps.store, key).catch(() => null) : null
      return {
        feed_id: feedId,
        available: true,
        generated_at: figures.generated_at,
        figures: figures.figures,
        figures_source: figures.figures_source,
        report_hash: figures.report_hash,
        attestation_uid: key,
        attestation: entry.attestation,
        signer: deps.attestor.signer,
        anchor: found?.anchor ?? pendingAnchor,
      }
    },
  }
}
