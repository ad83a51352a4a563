/**
 * A strict parser of the Prometheus text exposition format 0.0.4, for the tests: every line is a
 * comment, a HELP/TYPE line or a sample; names and labels follow the format's grammar; a sample's
 * family was declared by TYPE before it; histograms have cumulative buckets ending in +Inf equal to
 * `_count`. Anything else throws, naming the line.
 */
export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}
export interface Family {
  name: string
  type: string
  help: string
  samples: Sample[]
}

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+-?\d+)?$/
const labelPair = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {}
  let rest = text
  while (rest.length) {
    const match = labelPair.exec(rest)
    if (!match) throw new Error(`bad labels in: ${line}`)
    if (match[1]! in labels) throw new Error(`repeated label ${match[1]} in: ${line}`)
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\')
    rest = rest.slice(match[0].length)
  }
  return labels
}

/** As Prometheus reads a value (Go's ParseFloat): special values in any case ("Nan" is what prom-client writes). */
function parseValue(text: string, line: string): number {
  if (/^\+?inf$/i.test(text)) return Infinity
  if (/^-inf$/i.test(text)) return -Infinity
  if (/^nan$/i.test(text)) return NaN
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text))
    throw new Error(`bad value in: ${line}`)
  return Number(text)
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>()
  const familyOf = (sample: string) => {
    for (const suffix of ['_bucket', '_count', '_sum', '']) {
      if (sample.endsWith(suffix) && families.has(sample.slice(0, sample.length - suffix.length)))
        return families.get(sample.slice(0, sample.length - suffix.length))!
    }
    throw new Error(`sample ${sample} before its TYPE line`)
  }
  for (const line of text.split('\n')) {
    if (line === '') continue
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line)
    if (meta) {
      const [, kind, name, rest] = meta
      if (!metricName.test(name!)) throw new Error(`bad metric name in: ${line}`)
      const family = families.get(name!) ?? { name: name!, type: 'untyped', help: '', samples: [] }
      if (kind === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(rest!))
          throw new Error(`bad type in: ${line}`)
        family.type = rest!
      } else family.help = rest!
      families.set(name!, family)
      continue
    }
    if (line.startsWith('#')) continue
    const match = sampleLine.exec(line)
    if (!match) throw new Error(`not a sample line: ${line}`)
    familyOf(match[1]!).samples.push({
      name: match[1]!,
      labels: parseLabels(match[3] ?? '', line),
      value: parseValue(match[4]!, line),
    })
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family)
  return families
}

function checkHistogram(family: Family): void {
  const series = new Map<string, Sample[]>()
  for (const sample of family.samples.filter((s) => s.name === `${family.name}_bucket`)) {
    const { le, ...rest } = sample.labels
    if (le === undefined) throw new Error(`${family.name}_bucket without le`)
    const key = labelKey(rest)
    series.set(key, [...(series.get(key) ?? []), sample])
  }
  for (const [key, buckets] of series) {
    const bounds = buckets.map((b) => parseValue(b.labels.le!, b.labels.le!))
    if (bounds.at(-1) !== Infinity) throw new Error(`${family.name}${key}: last bucket is not +Inf`)
    for (let i = 1; i < buckets.length; i++) {
      if (bounds[i]! <= bounds[i - 1]! || buckets[i]!.value < buckets[i - 1]!.value)
        throw new Error(`${family.name}${key}: buckets not cumulative`)
    }
    const count = family.samples.find(
      (s) => s.name === `${family.name}_count` && labelKey(s.labels) === key,
    )
    if (!count || count.value !== buckets.at(-1)!.value)
      throw new Error(`${family.name}${key}: _count differs from the +Inf bucket`)
  }
}

const labelKey = (labels: Record<string, string>) =>
  JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)))
