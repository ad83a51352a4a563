/** `npm run service -- <name>`: one stage in its own process (the distributed shape). */
import { runServices } from './main.js'
import { serviceNames, type ServiceName } from './runtime.js'

const name = process.argv[2]
if (!name || !(serviceNames as readonly string[]).includes(name)) {
  process.stderr.write(`usage: npm run service -- <${serviceNames.join('|')}>${name ? ` (unknown service "${name}")` : ''}\n`)
  process.exit(64)
}
await runServices([name as ServiceName], { required: true })
