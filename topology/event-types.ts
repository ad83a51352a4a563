/**
 * The event types of the change stream (spec 6.1 and the effects table of section 3), one row each:
 * what an event of the type does to the catalyst a client mirrors. Adding a type is one row here
 * plus what the type newly does; every reader asks this table instead of naming types in strings.
 *
 * The vocabulary stays open (spec 6.2): `eventTypeRule` answers for any string, and a type not in
 * the table is never an FDA action, resolves nothing, yet its `new_date`, when it carries one, is
 * applied like any date.
 */

export interface EventTypeRule {
  /** Sets the catalyst's current expected date to the event's `new_date` (when it carries one). */
  readonly setsDate: boolean
  /** Counts as an FDA action: the FDA moved the date or decided. */
  readonly fdaAction: boolean
  /** Resolves the review cycle: `outcome` is set (a `crl` outcome is not terminal). */
  readonly resolves: boolean
  /** Carries `prior_date` and `delta_days`: the date it replaces. */
  readonly carriesPriorDate: boolean
  /** A vendor data repair (the service was wrong, an operator adjudicated), not news of the cycle. */
  readonly repair: boolean
  /** The stage a date it sets gives the catalyst; null leaves the stage as it was. */
  readonly stage: 'set' | 'extended' | null
  /** What it does to the id: `retracts` merges it away, `restores` revives it. */
  readonly liveness: 'retracts' | 'restores' | null
}

const none = {
  setsDate: false,
  fdaAction: false,
  resolves: false,
  carriesPriorDate: false,
  repair: false,
  stage: null,
  liveness: null,
} as const satisfies EventTypeRule

/** The event types this version emits, in the order the docs list them. */
export const eventTypes = {
  new_date_assigned: { ...none, setsDate: true, stage: 'set' },
  date_extension: {
    ...none,
    setsDate: true,
    fdaAction: true,
    carriesPriorDate: true,
    stage: 'extended',
  },
  decision_outcome: { ...none, fdaAction: true, resolves: true },
  corrected: { ...none, setsDate: true, repair: true },
  retracted: { ...none, liveness: 'retracts' },
  // The revived id gets its record's date back with it (catalysts/mirror.ts): no new date is published.
  restored: { ...none, liveness: 'restores' },
} as const satisfies Record<string, EventTypeRule>

export type KnownEventType = keyof typeof eventTypes
export const knownEventTypes = Object.keys(eventTypes) as readonly KnownEventType[]

/** How a reader treats a type this version does not know (spec 6.2). */
export const unknownEventType: EventTypeRule = { ...none, setsDate: true }

export function isKnownEventType(type: string): type is KnownEventType {
  return Object.hasOwn(eventTypes, type)
}

/** The rule of any event type, known or not. */
export function eventTypeRule(type: string): EventTypeRule {
  return isKnownEventType(type) ? eventTypes[type] : unknownEventType
}

/** The known types whose rule satisfies `pick` (e.g. every type that retracts an id), in table order. */
export function typesWhere(pick: (rule: EventTypeRule) => boolean): KnownEventType[] {
  return knownEventTypes.filter((type) => pick(eventTypes[type]))
}

/** The FDA moved the date (an extension), as against a date assigned, repaired or of an unknown type. */
export function movesDate(type: string): boolean {
  const rule = eventTypeRule(type)
  return rule.setsDate && rule.fdaAction
}
