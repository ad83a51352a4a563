/** `npm run service -- <name>`: one stage in its own process (the distributed shape). */
import { runServices } from './main.js'
import { serviceNames, type ServiceName } from './runtime.js'

const name = process.argv[2]
if (!name || !(serviceNames as readonly string[]).includes(name)) {
  process.stderr.write(
    `usage: npm run service -- <${serviceNames.join('|')}>${name ? ` (unknown service "${name}")` : ''}\n`,
  )
  process.exit(64)
}
// Least privilege: topics and migrations are the init job's, unless AUTO_PROVISION=true.
await runServices([name as ServiceName], { required: true, provision: false })
