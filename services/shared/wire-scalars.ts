/**
 * The scalar shapes of the JSON the service serves and writes (zod), shared by every document that
 * carries them: the HTTP responses (services/api/http/schemas.ts) and the accuracy report
 * (services/accuracy/report.ts), so a date or a timestamp has one definition in both.
 */
import { z } from 'zod'

/** ISO date YYYY-MM-DD. */
export const isoDate = z.iso.date()
/** ISO-8601 UTC timestamp with the explicit `+00:00` offset the spec serves. */
export const timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?\+00:00$/)
  .meta({
    description: 'ISO-8601 UTC timestamp with an explicit +00:00 offset',
    examples: ['2026-07-20T14:05:00.000+00:00'],
  })
export const nullableString = z.string().nullable()
export const nonNegativeInt = z.int().min(0)
