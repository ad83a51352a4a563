/**
 * deploy/Dockerfile without a Docker engine: its steps run in a clean copy of the repository (the
 * committed tree, `git archive HEAD`): each COPY copies from that tree into an image directory,
 * each ENV is set, each RUN runs there (paths under the WORKDIR mapped to it), then its CMD starts
 * and /health answers. The install must leave the committed lock as it was and install exactly
 * its versions.
 */
import { expect } from 'chai'
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../deploy/kafka/broker.js'
import { waitFor } from '../support/wait.js'

const root = join(import.meta.dirname, '..', '..')

interface Step {
  op: string
  args: string
}

function steps(dockerfile: string): Step[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [op, ...rest] = l.split(/\s+/)
      return { op: op!.toUpperCase(), args: rest.join(' ') }
    })
}

describe('deploy/Dockerfile, its steps run in a clean copy of the repository', function () {
  this.timeout(600_000)

  it("installs with the committed lock, unchanged, and the image's command serves /health", async function () {
    const work = mkdtempSync(join(tmpdir(), 'dockerfile-'))
    const tree = join(work, 'tree')
    const image = join(work, 'image')
    mkdirSync(tree)
    execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${tree}"`])
    // The Dockerfile under test is the working tree's (this test may run before it is committed).
    cpSync(join(root, 'deploy', 'Dockerfile'), join(tree, 'deploy', 'Dockerfile'))
    const all = steps(readFileSync(join(tree, 'deploy', 'Dockerfile'), 'utf8'))
    expect(all[0]!.op).to.equal('FROM')
    expect(all[0]!.args).to.match(/^node:24[-.\w]*$/) // what `engines` asks for
    const workdir = all.find((s) => s.op === 'WORKDIR')!.args
    const mapped = (text: string) => text.split(workdir).join(image)
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      npm_config_prefer_offline: 'true',
    }
    let cmd: string[] = []
    try {
      for (const { op, args } of all) {
        if (op === 'WORKDIR') mkdirSync(image, { recursive: true })
        else if (op === 'COPY') {
          const parts = args.split(/\s+/)
          const target = parts.pop()!
          for (const source of parts)
            cpSync(
              join(tree, source),
              target.endsWith('/') ? join(image, target, source) : join(image, target),
              { recursive: true },
            )
        } else if (op === 'ENV') {
          const [key, ...value] = args.split('=')
          env[key!] = mapped(value.join('='))
        } else if (op === 'RUN') {
          // chown to the image's user means nothing here (no such user, not root in CI maybe): the rest runs.
          const command = mapped(args)
            .replace(/&& chown [^&]+/, '')
            .replace(/^chown [^&]+(&&)?/, '')
          const run = spawnSync('sh', ['-c', command], { cwd: image, env, encoding: 'utf8' })
          expect(run.status, `RUN ${args}\n${run.stderr.slice(-3000)}`).to.equal(0)
        } else if (op === 'CMD') cmd = JSON.parse(args) as string[]
      }
      expect(readFileSync(join(image, 'package-lock.json'), 'utf8')).to.equal(
        readFileSync(join(tree, 'package-lock.json'), 'utf8'),
      )
      const locked = (
        JSON.parse(readFileSync(join(image, 'package-lock.json'), 'utf8')) as {
          packages: Record<string, { version?: string; dev?: boolean }>
        }
      ).packages
      const installed = (
        JSON.parse(readFileSync(join(image, 'node_modules', '.package-lock.json'), 'utf8')) as {
          packages: Record<string, { version?: string }>
        }
      ).packages
      const differing = Object.entries(installed)
        .filter(([path, p]) => locked[path]?.version !== p.version)
        .map(([path]) => path)
      expect(differing).to.deep.equal([])
      expect(Object.keys(installed).some((path) => locked[path]?.dev)).to.equal(false) // --omit=dev held
      expect(installed).to.have.property('node_modules/chdb')

      const port = await freePort()
      let output = ''
      const child = spawn(cmd[0]!, cmd.slice(1), {
        cwd: image,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
      child.stdout!.on('data', (d) => {
        output += d
      })
      child.stderr!.on('data', (d) => {
        output += d
      })
      try {
        const health = await waitFor(
          async () => {
            const response = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null)
            return response?.status === 200
              ? (response.json() as Promise<{ database: string }>)
              : null
          },
          { timeoutMs: 120_000, what: '/health of the started image' },
        ).catch((error: Error) => {
          throw new Error(`${error.message}\n${output.slice(-3000)}`)
        })
        expect(health.database).to.equal('ok')
        expect(output).to.include(`"DATA_DIR":"${image}/data"`)
      } finally {
        // `npm start` runs node under npm: stop the whole group it leads.
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve())
          process.kill(-child.pid!, 'SIGTERM')
        })
      }
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })
})
