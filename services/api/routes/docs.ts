/**
 * /docs (Swagger UI) and /openapi.json. The UI is served from the `swagger-ui-dist` package on this
 * server (no CDN): a fixed list of its files under /docs/assets/, read once on first use.
 */
import type Koa from 'koa'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { HttpProblem } from '../http/errors.js'
import { validatedParams } from './respond.js'

/** A Map, not an object: a name like `constructor` or `__proto__` must not pass as an asset. */
const assetTypes = new Map<string, string>([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'application/javascript; charset=utf-8'],
  ['swagger-ui-standalone-preset.js', 'application/javascript; charset=utf-8'],
  ['favicon-32x32.png', 'image/png'],
  ['favicon-16x16.png', 'image/png'],
])

const INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout',
    tryItOutEnabled: false, validatorUrl: null,
  })
})
`

const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Drug Approval Catalyst Feed – API docs</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="docs/assets/swagger-ui.css"><link rel="icon" type="image/png" href="docs/assets/favicon-32x32.png">
<style>body{margin:0} .swagger-ui .topbar{display:none}</style></head>
<body><div id="swagger-ui"></div>
<script src="docs/assets/swagger-ui-bundle.js"></script><script src="docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="docs/assets/init.js"></script></body></html>
`

export function docsHandler(): Koa.Middleware {
  return async (ctx) => {
    ctx.type = 'text/html; charset=utf-8'
    // Relative asset URLs resolve against /docs (no trailing slash) to /docs/assets/...
    ctx.body = DOCS_HTML.replaceAll(
      '"docs/assets/',
      ctx.path.endsWith('/') ? '"assets/' : '"docs/assets/',
    )
  }
}

export function docsAssetHandler(): Koa.Middleware {
  const cache = new Map<string, Buffer>()
  let root: string | null = null
  return async (ctx) => {
    const file = validatedParams<{ file: string }>(ctx).file
    if (file === 'init.js') {
      ctx.type = 'application/javascript; charset=utf-8'
      ctx.body = INIT_JS
      return
    }
    const type = assetTypes.get(file)
    if (!type) throw new HttpProblem(404, `No documentation asset ${JSON.stringify(file)}.`)
    let body = cache.get(file)
    if (!body) {
      root ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
      body = await readFile(join(root, file))
      cache.set(file, body)
    }
    ctx.type = type
    ctx.set('Cache-Control', 'public, max-age=86400')
    ctx.body = body
  }
}

export function openapiHandler(document: () => string): Koa.Middleware {
  return async (ctx) => {
    ctx.type = 'application/json; charset=utf-8'
    ctx.body = document()
  }
}
