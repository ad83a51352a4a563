/**
 * The review commands' arguments (`npm run review -- <command>`): the usage text, each command's
 * arguments as a zod schema, argv parsing, and the checks that need no store (unknown commands and
 * options, invalid arguments). review-commands.ts runs what passes.
 */
import { z } from 'zod'
import type { Review } from '../../schemas/avro/types.js'
import { isIsoDate } from './core.js'

export interface ReviewCommandResult {
  /** 0 done, 2 refused (bad input or the action does not apply), 1 failed (store or bus). */
  code: 0 | 1 | 2
  output: string
  published?: Review
}

export const reviewUsage = `usage: npm run review -- <command> [arguments] --actor <who> --reason <why>
  queue [--all] [--limit N]                     list the review queue (pending unless --all)
  show <catalyst_id>                            one catalyst and its events
  approve <accession> <index> [--catalyst ID]   apply a queued extraction as human_lock (confirmed)
  reject <accession> <index>                    drop a queued extraction
  relate <accession> <index> [--catalyst ID]    accept the filer's relation to the catalyst (unrelated_filer /
                                                unconfirmed_relation / owner_conflict): apply it as extracted,
                                                and its filer's other readings held there, without locking
  correct <catalyst_id> <YYYY-MM-DD>            repair a date (emits corrected; locks the record)
  lock <catalyst_id>                            never change this record automatically
  unlock <catalyst_id>                          allow automated changes again
  merge <survivor_id> <merged_away_id>          the second id is the same FDA decision: retract it into the first
  unmerge <merged_away_id>                      restore an id merged away`

const catalystId = z.coerce
  .number({ error: 'a catalyst id (a positive integer)' })
  .int('a catalyst id (a positive integer)')
  .positive('a catalyst id (a positive integer)')
const accession = z
  .string()
  .regex(/^\d{10}-\d{2}-\d{6}$/, 'an SEC accession number like 0001234567-24-000123')
const assertionIndex = z.coerce
  .number({ error: 'an assertion index (0, 1, ...)' })
  .int('an assertion index (0, 1, ...)')
  .min(0, 'an assertion index (0, 1, ...)')
const isoDate = z.string().refine((v) => isIsoDate(v), 'a date as YYYY-MM-DD')
const who = {
  actor: z
    .string({ error: '--actor <who> is required' })
    .trim()
    .min(2, '--actor <who> is required'),
  reason: z
    .string({ error: '--reason <why> is required' })
    .trim()
    .min(3, '--reason <why> is required (at least 3 characters)'),
}

const commandSchemas = {
  queue: z.object({
    positional: z.tuple([]),
    all: z.boolean().default(false),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  }),
  show: z.object({ positional: z.tuple([catalystId]) }),
  approve: z.object({
    positional: z.tuple([accession, assertionIndex]),
    catalyst: catalystId.optional(),
    ...who,
  }),
  reject: z.object({ positional: z.tuple([accession, assertionIndex]), ...who }),
  relate: z.object({
    positional: z.tuple([accession, assertionIndex]),
    catalyst: catalystId.optional(),
    ...who,
  }),
  correct: z.object({ positional: z.tuple([catalystId, isoDate]), ...who }),
  lock: z.object({ positional: z.tuple([catalystId]), ...who }),
  unlock: z.object({ positional: z.tuple([catalystId]), ...who }),
  merge: z.object({ positional: z.tuple([catalystId, catalystId]), ...who }),
  unmerge: z.object({ positional: z.tuple([catalystId]), ...who }),
} as const

export type CommandName = keyof typeof commandSchemas

/** An own key of the command table: `constructor`, `toString` or `__proto__` are not commands. */
const isCommand = (name: string): name is CommandName => Object.hasOwn(commandSchemas, name)

/** argv -> { command, positional, flags }; `--flag value`, `--flag=value`, bare `--all`. */
export function parseArgv(argv: readonly string[]): {
  command: string | undefined
  positional: string[]
  flags: Record<string, string | boolean>
} {
  const positional: string[] = []
  // No prototype: `--__proto__` or `--constructor` become plain (unknown, refused) options.
  const flags: Record<string, string | boolean> = Object.create(null) as Record<
    string,
    string | boolean
  >
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s)
      if (inline !== undefined) flags[name!] = inline
      else if (name === 'all') flags[name] = true
      else if (i + 1 < argv.length && !argv[i + 1]!.startsWith('--')) flags[name!] = argv[++i]!
      else flags[name!] = ''
    } else {
      positional.push(arg)
    }
  }
  return { command: positional.shift(), positional, flags }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.join('.')
      const where = path.startsWith('positional.')
        ? `argument ${Number(path.split('.')[1]) + 1}`
        : path
          ? `--${path}`
          : 'arguments'
      return `  ${where}: ${issue.message}`
    })
    .join('\n')
}

export type ReviewArgs = {
  positional: Array<string | number>
  all?: boolean
  limit?: number
  catalyst?: number
  actor?: string
  reason?: string
}

/**
 * The checks that need no store: usage, unknown commands and options, invalid arguments. Either the
 * command to run or the answer to give (the CLI gives it without opening the store).
 */
export function checkReviewArguments(
  argv: readonly string[],
): { name: CommandName; args: ReviewArgs } | { answer: ReviewCommandResult } {
  const parsed = parseArgv(argv)
  if (parsed.flags.help !== undefined || parsed.command === 'help')
    return { answer: { code: 0, output: reviewUsage } }
  if (!parsed.command) return { answer: { code: 2, output: reviewUsage } }
  if (!isCommand(parsed.command))
    return { answer: { code: 2, output: `unknown command "${parsed.command}"\n${reviewUsage}` } }
  const name = parsed.command
  const known = new Set(['all', 'limit', 'catalyst', 'actor', 'reason'])
  const unknown = Object.keys(parsed.flags).filter((f) => !known.has(f))
  if (unknown.length > 0)
    return {
      answer: {
        code: 2,
        output: `unknown option ${unknown.map((f) => `--${f}`).join(', ')}\n${reviewUsage}`,
      },
    }
  const checked = commandSchemas[name].safeParse({ positional: parsed.positional, ...parsed.flags })
  if (!checked.success)
    return {
      answer: {
        code: 2,
        output: `refused: ${name} needs valid arguments; nothing was published\n${describeIssues(checked.error)}\n${reviewUsage}`,
      },
    }
  return { name, args: checked.data as ReviewArgs }
}
