/**
 * The argument handling of a command that takes no arguments (`npm run migrate`, `npm run topics`,
 * `npm run extract`): `--help` prints its usage (exit 0); any other argument is refused in one line
 * (exit 2); with none the command runs.
 */
export function answerNoArguments(
  name: string,
  usage: string,
  argv: readonly string[],
  why = 'it takes none',
): 0 | 2 | null {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage}\n`)
    return 0
  }
  if (argv.length === 0) return null
  process.stderr.write(`${name}: unknown argument ${argv[0]} (${why}; see --help)\n`)
  return 2
}
