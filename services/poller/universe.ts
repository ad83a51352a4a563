/**
 * The issuer universe: the filers whose every 8-K/6-K is read, whatever words it uses.
 *
 * A CIK is in it when (first reason wins):
 * - `configured`: listed in UNIVERSE_CIKS;
 * - `catalyst`: a catalyst names it as lead filer or as a filer that disclosed it (table `catalysts`,
 *   read every few minutes);
 * - `pdufa_filing`: one of its filings (as filer or co-filer) carried a PDUFA phrase: partners and
 *   royalty holders found by full-text search join this way and stay;
 * - `sic`: its submissions record says SIC 2833/2834/2835/2836/8731 (UNIVERSE_SIC_CODES).
 *
 * SIC codes are learned, not listed: the first time a CIK shows up with an 8-K/6-K in the Atom feed
 * or a form index, its SIC is read; the answer is kept in `filer_profiles` and read again once older
 * than SIC_REFRESH_DAYS (on the filer's next sighting). The form-index lanes know the days their
 * filers filed, so they ask full-text search for up to 25 filers in one request (`filer-search.ts`:
 * each hit carries its filers' SIC codes from the filing header); a filer that search does not answer
 * for, and every new filer of the Atom lane (search indexes later than the feed), costs one request to
 * data.sec.gov for its submissions record.
 * When the lookup fails (an outage), the filing counts as in the universe (`unknown`): reading one
 * filing too many costs three requests, missing a disclosure costs a catalyst. Nothing is cached
 * for a failed lookup, so the next sighting asks again. A filer whose submissions record is not found
 * (404: a new filer the API has not caught up with, or a mirror that does not serve it) is read too, for
 * the same reason; that answer is cached like any other, so it costs one lookup per refresh period.
 */
import type { Clock } from '../shared/clock.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { EFTS_PAGE_SIZE, eftsSearchUrl, padCik, parseEftsResponse } from './efts.js'
import {
  FILERS_PER_QUERY,
  MAX_PAGES_PER_QUERY,
  filerSicsOfHits,
  type FilerSic,
} from './filer-search.js'
import { SecRequestError, type SecClient } from './sec-client.js'
import type { SecPriority } from './sec-pacing.js'
import { parseSubmissions, submissionsUrl } from './submissions.js'
import type { FilerProfileRow, UniverseMemberRow } from './tables.js'

export type MemberReason = 'configured' | 'catalyst' | 'pdufa_filing' | 'sic' | 'unknown'

export interface Membership {
  member: boolean
  reason: MemberReason | null
  sic: string | null
}

/** `found` false: the submissions record answered 404 (cached, so that it is asked once per refresh period). */
export interface StoredProfile {
  sic: string
  fetchedAtMs: number
  found?: boolean
}

export interface UniverseRules {
  sicCodes: ReadonlySet<string>
  configured: ReadonlySet<string>
  /** CIKs with a catalyst or a PDUFA filing, with the reason. */
  members: ReadonlyMap<string, MemberReason>
}

/** Membership of one CIK from what is known about it. `profile` undefined: never looked up (or the lookup failed). */
export function membershipOf(
  cik: string,
  rules: UniverseRules,
  profile: StoredProfile | undefined,
): Membership {
  const sic = profile?.sic ?? null
  if (rules.configured.has(cik)) return { member: true, reason: 'configured', sic }
  const reason = rules.members.get(cik)
  if (reason) return { member: true, reason, sic }
  if (!profile || profile.found === false) return { member: true, reason: 'unknown', sic: null }
  return rules.sicCodes.has(profile.sic)
    ? { member: true, reason: 'sic', sic }
    : { member: false, reason: null, sic }
}

/** A filing is read when any of its CIKs is in the universe. */
export function filingMembership(
  ciks: readonly string[],
  of: ReadonlyMap<string, Membership>,
): Membership {
  let unknown: Membership | null = null
  for (const cik of ciks) {
    const m = of.get(cik)
    if (m?.member && m.reason !== 'unknown') return m
    if (m?.reason === 'unknown') unknown = m
  }
  return unknown ?? { member: false, reason: null, sic: of.get(ciks[0] ?? '')?.sic ?? null }
}

export function needsLookup(
  profile: StoredProfile | undefined,
  nowMs: number,
  refreshMs: number,
): boolean {
  return !profile || nowMs - profile.fetchedAtMs >= refreshMs
}

export interface UniverseDeps {
  client: SecClient
  store: Store
  clock: Clock
  logger: Logger
  dataUrl: string
  /** Full-text search, for the SIC codes of many filers in one request (absent: one lookup per filer). */
  eftsUrl?: string
  sicCodes: readonly string[]
  configuredCiks: readonly string[]
  refreshDays: number
  /** How long the catalyst and member lists are reused before they are read again (default 5 min). */
  membersTtlMs?: number
}

export interface Universe {
  /** Membership of each CIK, looking up the SIC of CIKs never seen or seen too long ago. Never rejects on an SEC failure. */
  classify(
    ciks: readonly string[],
    signal?: AbortSignal,
    /** `urgent` for the Atom lane: a new filer's lookup stands between a new filing and its fetch. */
    priority?: SecPriority,
    /** The days the CIKs were listed with an 8-K/6-K: their SICs are first asked of full-text search, many filers a request. */
    filedWithin?: { startdt: string; enddt: string },
  ): Promise<Map<string, Membership>>
  /** Adds CIKs whose filing carried a PDUFA phrase. */
  remember(ciks: readonly string[], accession: string): Promise<void>
  readonly stats: { lookups: number; lookupFailures: number; searches: number; searched: number }
}

const DAY_MS = 86_400_000
/** EFTS filters on root forms: amendments come with their form. */
const discoveryRootForms = ['8-K', '6-K'] as const

export function createUniverse(deps: UniverseDeps): Universe {
  const log = deps.logger.child({ component: 'universe' })
  const sicCodes = new Set(deps.sicCodes)
  const configured = new Set(deps.configuredCiks.map((c) => padCik(c)))
  const refreshMs = deps.refreshDays * DAY_MS
  const ttl = deps.membersTtlMs ?? 5 * 60_000
  let profiles: Map<string, StoredProfile> | null = null
  let members = new Map<string, MemberReason>()
  let membersReadAt = -Infinity
  const inFlight = new Map<string, Promise<void>>()
  const stats = { lookups: 0, lookupFailures: 0, searches: 0, searched: 0 }

  async function loadProfiles(): Promise<Map<string, StoredProfile>> {
    if (profiles) return profiles
    // The newest profile of each CIK, its fetch time as epoch ms.
    const rows = await deps.store.query<
      Pick<FilerProfileRow, 'cik' | 'sic'> & { found: number | string; at: number }
    >(
      'SELECT cik, argMax(sic, fetched_at) AS sic, argMax(found, fetched_at) AS found, toUnixTimestamp64Milli(max(fetched_at)) AS at FROM {db:Identifier}.filer_profiles GROUP BY cik',
    )
    profiles = new Map(
      rows.map((r) => [
        r.cik,
        { sic: r.sic, fetchedAtMs: Number(r.at), found: Number(r.found) === 1 },
      ]),
    )
    return profiles
  }

  async function loadMembers(): Promise<void> {
    const now = deps.clock.now().getTime()
    if (now - membersReadAt < ttl) return
    const next = new Map<string, MemberReason>()
    const stored = await deps.store.query<Pick<UniverseMemberRow, 'cik'>>(
      'SELECT DISTINCT cik FROM {db:Identifier}.universe_members',
    )
    for (const r of stored) next.set(r.cik, 'pdufa_filing')
    try {
      // The catalysts stage's table (same database); absent in a store without that stage.
      // The lead filer and every filer that disclosed the decision (partners, royalty holders).
      const rows = await deps.store.query<{ cik: string }>(
        'SELECT DISTINCT arrayJoin(arrayConcat(if(cik IS NULL, [], [assumeNotNull(cik)]), exposed_ciks)) AS cik FROM {db:Identifier}.catalysts',
      )
      for (const r of rows) if (/^\d{10}$/.test(r.cik)) next.set(r.cik, 'catalyst')
    } catch (error) {
      log.debug({ err: error }, 'no catalysts table to read universe members from')
    }
    for (const [cik, reason] of members)
      if (reason === 'pdufa_filing' && !next.has(cik)) next.set(cik, reason)
    members = next
    membersReadAt = now
  }

  /** One submissions request; the profile goes into memory at once and into `found` for one insert per classify call. */
  async function lookup(
    cik: string,
    found: FilerProfileRow[],
    signal?: AbortSignal,
    priority?: SecPriority,
  ): Promise<void> {
    stats.lookups++
    const at = deps.clock.now()
    let row: Omit<FilerProfileRow, 'fetched_at'>
    try {
      const profile = parseSubmissions(
        await deps.client.getJson<unknown>(submissionsUrl(deps.dataUrl, cik), { signal, priority }),
      )
      row = {
        cik,
        name: profile.name,
        sic: profile.sic,
        sic_description: profile.sicDescription,
        entity_type: profile.entityType,
        found: 1,
      }
    } catch (error) {
      if (!(error instanceof SecRequestError && error.kind === 'not_found')) {
        stats.lookupFailures++
        log.warn(
          { cik, err: error },
          'submissions lookup failed; the filing is read as if in the universe',
        )
        return
      }
      row = { cik, name: '', sic: '', sic_description: '', entity_type: '', found: 0 }
    }
    found.push({ ...row, fetched_at: at.toISOString() })
    profiles!.set(cik, { sic: row.sic, fetchedAtMs: at.getTime(), found: row.found === 1 })
  }

  /**
   * SIC codes of `ciks` from full-text search, FILERS_PER_QUERY filers a request; the answered ones
   * go into memory and `found`. Returns the CIKs left to single lookups (unanswered, or the search failed).
   */
  async function search(
    ciks: readonly string[],
    window: { startdt: string; enddt: string },
    found: FilerProfileRow[],
    signal?: AbortSignal,
  ): Promise<string[]> {
    const left: string[] = []
    for (let i = 0; i < ciks.length; i += FILERS_PER_QUERY) {
      if (signal?.aborted) return [...left, ...ciks.slice(i)]
      const asked = ciks.slice(i, i + FILERS_PER_QUERY)
      const answered = new Map<string, FilerSic>()
      try {
        for (let page = 0; page < MAX_PAGES_PER_QUERY; page++) {
          stats.searches++
          const url = eftsSearchUrl(deps.eftsUrl!, {
            ciks: asked,
            forms: discoveryRootForms,
            ...window,
            from: page * EFTS_PAGE_SIZE,
          })
          const result = parseEftsResponse(await deps.client.getJson<unknown>(url, { signal }))
          for (const [cik, sic] of filerSicsOfHits(result.hits)) {
            const seen = answered.get(cik)
            if (!seen || seen.fileDate < sic.fileDate) answered.set(cik, sic)
          }
          const more = (page + 1) * EFTS_PAGE_SIZE < result.total
          if (!more || asked.every((c) => answered.has(c))) break
        }
      } catch (error) {
        log.warn({ err: error, filers: asked.length }, 'filer search failed; looking up one by one')
      }
      const at = deps.clock.now()
      for (const cik of asked) {
        const sic = answered.get(cik)
        if (!sic) {
          left.push(cik)
          continue
        }
        stats.searched++
        found.push({
          cik,
          name: sic.name,
          sic: sic.sic,
          sic_description: '',
          entity_type: '',
          found: 1,
          fetched_at: at.toISOString(),
        })
        profiles!.set(cik, { sic: sic.sic, fetchedAtMs: at.getTime(), found: true })
      }
    }
    return left
  }

  return {
    stats,
    async classify(input, signal, priority, filedWithin) {
      const ciks = [...new Set(input.map((c) => padCik(c)))]
      const known = await loadProfiles()
      await loadMembers()
      const now = deps.clock.now().getTime()
      const rules: UniverseRules = { sicCodes, configured, members }
      // Only CIKs whose membership depends on their SIC are looked up.
      const todo = ciks.filter(
        (c) => !configured.has(c) && !members.has(c) && needsLookup(known.get(c), now, refreshMs),
      )
      const found: FilerProfileRow[] = []
      const queue =
        filedWithin && deps.eftsUrl && todo.length
          ? await search(todo, filedWithin, found, signal)
          : [...todo]
      const worker = async () => {
        for (let cik = queue.shift(); cik; cik = queue.shift()) {
          if (signal?.aborted) return
          let pending = inFlight.get(cik)
          if (!pending) {
            pending = lookup(cik, found, signal, priority).finally(() => inFlight.delete(cik))
            inFlight.set(cik, pending)
          }
          await pending
        }
      }
      await Promise.all(Array.from({ length: Math.min(4, queue.length) }, worker))
      if (found.length) await deps.store.insert('filer_profiles', found)
      return new Map(ciks.map((c) => [c, membershipOf(c, rules, known.get(c))]))
    },
    async remember(input, accession) {
      const fresh = [...new Set(input.map((c) => padCik(c)))].filter((c) => !members.has(c))
      if (fresh.length === 0) return
      for (const cik of fresh) members.set(cik, 'pdufa_filing')
      const at = deps.clock.now().toISOString()
      await deps.store.insert(
        'universe_members',
        fresh.map((cik): UniverseMemberRow => ({
          cik,
          reason: 'pdufa_filing',
          accession,
          added_at: at,
        })),
      )
    },
  }
}
