/**
 * No Docker engine or cluster runs here, so the deploy files are checked the way they can fail:
 * every command they run is a script of this package (and every service name one the service
 * entry knows), and every environment variable they set for our containers is a configuration key.
 */
import { expect } from 'chai'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseAllDocuments, parse } from 'yaml'
import { configSchema } from '../../services/shared/config.js'
import { serviceNames } from '../../services/runtime.js'

const root = join(import.meta.dirname, '..', '..')
const scripts = Object.keys(
  (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
  ).scripts,
)
const configKeys = new Set(Object.keys(configSchema.shape))

/** Problems with one container command, or [] when every step is something this package runs. */
function commandProblems(command: string[]): string[] {
  const lines =
    command[0] === 'sh' && command[1] === '-c'
      ? command[2]!.split('&&').map((s) => s.trim().split(/\s+/))
      : [command]
  const problems: string[] = []
  for (const argv of lines) {
    if (argv[0] !== 'npm') {
      problems.push(`not an npm command: ${argv.join(' ')}`)
      continue
    }
    const script = argv[1] === 'run' ? argv[2] : argv[1]
    if (argv[1] === 'start') continue
    if (!script || !scripts.includes(script)) problems.push(`no npm script ${script}`)
    if (script === 'service') {
      const name = argv[argv.indexOf('--') + 1]
      if (!name || !(serviceNames as readonly string[]).includes(name))
        problems.push(`no service named ${name}`)
    }
  }
  return problems
}

describe('deploy manifests', function () {
  it('compose: our containers run package scripts with known configuration', function () {
    const compose = parse(readFileSync(join(root, 'deploy', 'compose.yaml'), 'utf8'), {
      merge: true,
    }) as {
      services: Record<
        string,
        { build?: unknown; command?: string[]; environment?: Record<string, string> }
      >
    }
    const ours = Object.entries(compose.services).filter(([, s]) => s.build)
    expect(ours.map(([name]) => name)).to.include.members(['init', ...serviceNames])
    for (const [name, service] of ours) {
      expect(commandProblems(service.command ?? ['npm', 'start']), name).to.deep.equal([])
      for (const key of Object.keys(service.environment ?? {}))
        expect(configKeys.has(key), `${name} sets unknown ${key}`).to.equal(true)
    }
    expect(Object.keys(compose.services)).to.include.members(['kafka', 'registry', 'clickhouse'])
  })

  it('kubernetes: every container command and env var is known', function () {
    const dir = join(root, 'deploy', 'k8s')
    const containers: Array<{ file: string; command: string[]; env: Array<{ name: string }> }> = []
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
      for (const doc of parseAllDocuments(readFileSync(join(dir, file), 'utf8'))) {
        const manifest = doc.toJS() as {
          kind: string
          spec?: {
            template?: {
              spec?: { containers?: Array<{ command: string[]; env?: Array<{ name: string }> }> }
            }
          }
        }
        for (const c of manifest.spec?.template?.spec?.containers ?? [])
          containers.push({ file, command: c.command, env: c.env ?? [] })
      }
    }
    const deployed = containers.map((c) => c.command.at(-1))
    expect(deployed).to.include.members([...serviceNames])
    for (const c of containers) {
      expect(commandProblems(c.command), c.file).to.deep.equal([])
      for (const { name } of c.env)
        expect(configKeys.has(name), `${c.file} sets unknown ${name}`).to.equal(true)
    }
  })

  it('kubernetes: the catalysts stage (the single sequencer) is recreated, never rolled, and has a disruption budget', function () {
    const docs = parseAllDocuments(
      readFileSync(join(root, 'deploy', 'k8s', 'catalysts.yaml'), 'utf8'),
    ).map(
      (d) =>
        d.toJS() as {
          kind: string
          spec: {
            replicas?: number
            strategy?: { type: string }
            selector: { matchLabels: Record<string, string> }
            maxUnavailable?: number
            template?: { metadata: { labels: Record<string, string> } }
          }
        },
    )
    const deployment = docs.find((d) => d.kind === 'Deployment')!
    expect(deployment.spec.replicas).to.equal(1)
    expect(deployment.spec.strategy?.type).to.equal('Recreate')
    const budget = docs.find((d) => d.kind === 'PodDisruptionBudget')
    expect(budget, 'a PodDisruptionBudget').to.not.equal(undefined)
    expect(budget!.spec.maxUnavailable).to.equal(0)
    expect(budget!.spec.selector.matchLabels).to.deep.equal(
      deployment.spec.template!.metadata.labels,
    )
  })

  it('the image copies everything the services import at run time', function () {
    const dockerfile = readFileSync(join(root, 'deploy', 'Dockerfile'), 'utf8')
    for (const dir of ['services', 'schemas', 'topology'])
      expect(dockerfile).to.match(new RegExp(`COPY ${dir} `))
  })
})
