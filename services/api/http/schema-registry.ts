/**
 * The registry of named schemas (the OpenAPI document's `components.schemas`, in the order they are named), the
 * scalars and enums the response shapes share, and the `{data, meta}` envelope every JSON response uses (spec 2.1).
 * Part of the HTTP contract; import it from schemas.ts.
 */
import { z } from 'zod'
import { isoDate, timestamp } from '../../shared/wire-scalars.js'

export type ComponentMeta = { id: string; description?: string }
/** Named schemas that become `components.schemas` in the OpenAPI document. */
export const components = z.registry<ComponentMeta>()

export function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  components.add(schema, description ? { id, description } : { id })
  return schema
}

// ---------------------------------------------------------------------------------------------
// Scalars

/** ISO date YYYY-MM-DD, and the ISO-8601 UTC timestamp with the `+00:00` offset the spec serves. */
export { isoDate, timestamp }
export const cik10 = z
  .string()
  .regex(/^\d{10}$/)
  .meta({ description: 'SEC CIK, zero-padded to 10 digits' })
/** An EAS attestation uid as served: 0x + 64 lower-case hex digits. */
export const attestationUid = z
  .string()
  .regex(/^0x[0-9a-f]{64}$/)
  .meta({
    description: 'EAS off-chain attestation uid (0x + 64 lower-case hex)',
    examples: ['0x5f0c3d6a9e1b2c4d7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6'],
  })

export const stageEnum = z.enum(['set', 'extended', 'resolved', 'crl'])
export const confidenceEnum = z.enum(['high', 'medium', 'low'])
export const dateConfidenceEnum = z.enum(['confirmed', 'reported', 'estimated'])
export const authorityEnum = z.enum(['human_lock', 'llm_high', 'regex', 'llm_medium', 'llm_low'])

// ---------------------------------------------------------------------------------------------
// Envelope

export const EnvelopeMeta = named(
  'EnvelopeMeta',
  z.object({
    total: z
      .int()
      .nullable()
      .describe(
        'Number of rows in `data` on list routes; null on /v1/meta and single-object routes.',
      ),
    limit: z.int().nullable().describe('The effective `limit` of a list route.'),
    next_since: z.int().nullable().describe('Cursor for the next /v1/events call.'),
    has_more: z.boolean().nullable().describe('Whether a cursored drain has more pages right now.'),
  }),
  'The `meta` member of every {data, meta} envelope (spec 2.1).',
)
export type EnvelopeMeta = z.infer<typeof EnvelopeMeta>

export const nullMeta: EnvelopeMeta = { total: null, limit: null, next_since: null, has_more: null }

export function envelope<T extends z.ZodType>(id: string, data: T, description?: string) {
  return named(id, z.object({ data, meta: EnvelopeMeta }), description)
}
