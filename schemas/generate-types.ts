/**
 * Generates schemas/avro/types.ts from schemas/avro/*.avsc so that the Avro schemas stay the one
 * source of truth for record types. Run with `npm run schemas`; a test fails when the checked-in
 * file is stale. Covers the Avro subset the project uses: records, enums, arrays, maps, nullable
 * unions, primitives.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

type AvroSchema =
  | string
  | AvroSchema[]
  | {
      type: string
      name?: string
      fields?: AvroField[]
      symbols?: string[]
      items?: AvroSchema
      values?: AvroSchema
      doc?: string
    }
interface AvroField {
  name: string
  type: AvroSchema
  doc?: string
}

const primitive: Record<string, string> = {
  null: 'null',
  boolean: 'boolean',
  int: 'number',
  long: 'number',
  float: 'number',
  double: 'number',
  bytes: 'Buffer',
  string: 'string',
}

export function generateTypes(avroDir: string): string {
  const declarations: string[] = []
  const files = readdirSync(avroDir)
    .filter((f) => f.endsWith('.avsc'))
    .sort()
  const render = (schema: AvroSchema): string => {
    if (typeof schema === 'string') return primitive[schema] ?? schema
    if (Array.isArray(schema)) return schema.map(render).join(' | ')
    switch (schema.type) {
      case 'record': {
        const lines = (schema.fields ?? []).map(
          (f) => `${f.doc ? `  /** ${f.doc} */\n` : ''}  ${f.name}: ${render(f.type)}`,
        )
        declarations.push(
          `${schema.doc ? `/** ${schema.doc} */\n` : ''}export interface ${schema.name} {\n${lines.join('\n')}\n}`,
        )
        return schema.name!
      }
      case 'enum':
        declarations.push(
          `export const ${schema.name}Values = [${schema.symbols!.map((s) => `'${s}'`).join(', ')}] as const\nexport type ${schema.name} = (typeof ${schema.name}Values)[number]`,
        )
        return schema.name!
      case 'array':
        return `Array<${render(schema.items!)}>`
      case 'map':
        return `Record<string, ${render(schema.values!)}>`
      default:
        return primitive[schema.type] ?? schema.type
    }
  }
  for (const file of files) {
    const schema = JSON.parse(readFileSync(join(avroDir, file), 'utf8')) as AvroSchema
    if (
      typeof schema === 'object' &&
      !Array.isArray(schema) &&
      schema.type !== 'record' &&
      schema.name
    ) {
      declarations.push(`export type ${schema.name} = ${render(schema.type)}`)
    } else {
      render(schema)
    }
  }
  return `// Generated from schemas/avro/*.avsc by schemas/generate-types.ts. Do not edit; run \`npm run schemas\`.\n\n${declarations.join('\n\n')}\n`
}

const avroDir = join(dirname(fileURLToPath(import.meta.url)), 'avro')
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(avroDir, 'types.ts'), generateTypes(avroDir))
}
