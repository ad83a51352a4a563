/** Producing's one transport-independent step, shared by both buses: records to Avro bytes. */
import type { BusTopic } from './topic.js'
import type { Serde } from '../serde/avro.js'
import type { ProducedRecord, RawRecord } from './types.js'

/** Key and value encoded with the topic's schemas, under the subjects `<topic>-key` / `<topic>-value`. */
export function encodeRecords<Key, Value>(
  serde: Serde,
  topic: BusTopic<Key, Value>,
  name: string,
  records: ProducedRecord<Key, Value>[],
): Promise<RawRecord[]> {
  return Promise.all(
    records.map(async (r) => ({
      key: await serde.encode(topic.keySchema, `${name}-key`, r.key),
      value: await serde.encode(topic.valueSchema, `${name}-value`, r.value),
      headers: r.headers ?? {},
    })),
  )
}
