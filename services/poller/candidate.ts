/**
 * A filing some lane found, before it is fetched: what every lane hands the filing pipeline, and
 * how the sightings of one accession by several lanes (or several full-text queries) become one.
 */
import type { DiscoveryLane } from '../../schemas/avro/types.js'

/** A filing some lane found; `phrase`: the full-text query that found it (null for the index and Atom lanes). */
export interface Candidate {
  accession: string
  ciks: string[]
  company: string | null
  form: string
  filedDate: string | null
  acceptedAt?: string | null
  phrase: string | null
  lane: DiscoveryLane
  /** Documents named by the discovery (full-text-search hits), used when the index lists none. */
  documents?: Array<{ name: string; type: string | null }>
  /** A filing of the issuer universe: published whatever its text says. */
  universe?: boolean
}

/**
 * One candidate per accession: the first sighting keeps its lane and fields, later ones add the
 * CIKs and documents it lacks, a phrase when it had none, and universe membership.
 */
export function mergeCandidates(candidates: readonly Candidate[]): Candidate[] {
  const byAccession = new Map<string, Candidate>()
  for (const c of candidates) {
    const seen = byAccession.get(c.accession)
    if (!seen) {
      byAccession.set(c.accession, {
        ...c,
        ciks: [...c.ciks],
        documents: [...(c.documents ?? [])],
      })
      continue
    }
    for (const cik of c.ciks) if (!seen.ciks.includes(cik)) seen.ciks.push(cik)
    for (const d of c.documents ?? [])
      if (!seen.documents!.some((x) => x.name === d.name)) seen.documents!.push(d)
    seen.phrase ??= c.phrase
    seen.universe ||= c.universe
  }
  return [...byAccession.values()]
}
