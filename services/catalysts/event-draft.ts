/**
 * The event one applied assertion causes on its catalyst, before it has an id: written by apply.ts and by the
 * decided-cycle rules (decided-cycle.ts), which apply.ts calls; its own module so that the two do not import each other.
 */
import type { KnownEventType } from '../../topology/event-types.js'

export interface EventDraft {
  type: KnownEventType
  newDate: string | null
  priorDate: string | null
  delta: number | null
  outcome: string | null
  /** False: history recorded without effect (the current date never moves backwards). */
  applied: boolean
}
