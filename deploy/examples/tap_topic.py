"""A consumer outside this code base, in Python: reads one Catalyst Feed topic from the beginning
through the schema registry and prints each record as a JSON line.

    pip install "confluent-kafka[avro]"
    BROKERS=kafka:9092 REGISTRY=http://registry:8080/apis/ccompat/v7 TOPIC=catalyst.events.v1 python tap_topic.py

The topic's name comes from the AsyncAPI document (/asyncapi.json); the registry gives each record's
schema by the id it carries. GROUP names the consumer group (default: a new one each run); MAX stops
after that many records.
"""
import json
import os
import sys
import time

from confluent_kafka import Consumer
from confluent_kafka.schema_registry import SchemaRegistryClient
from confluent_kafka.schema_registry.avro import AvroDeserializer
from confluent_kafka.serialization import MessageField, SerializationContext

brokers, registry_url, topic = (os.environ.get(k) for k in ("BROKERS", "REGISTRY", "TOPIC"))
if not (brokers and registry_url and topic):
    sys.exit("tap_topic: set BROKERS, REGISTRY and TOPIC")
limit = int(os.environ.get("MAX", "0")) or None
registry = SchemaRegistryClient({"url": registry_url})
decode = AvroDeserializer(registry)  # the writer's schema is fetched by the id in each record
consumer = Consumer({
    "bootstrap.servers": brokers,
    "group.id": os.environ.get("GROUP", f"tap-{int(time.time())}"),
    "auto.offset.reset": "earliest",
})
consumer.subscribe([topic])
seen = 0
try:
    while limit is None or seen < limit:
        message = consumer.poll(1.0)
        if message is None:
            continue
        if message.error():
            raise RuntimeError(message.error())
        key = decode(message.key(), SerializationContext(topic, MessageField.KEY)) if message.key() else None
        value = decode(message.value(), SerializationContext(topic, MessageField.VALUE)) if message.value() else None
        print(json.dumps({"partition": message.partition(), "offset": message.offset(), "key": key, "value": value}), flush=True)
        seen += 1
finally:
    consumer.close()
