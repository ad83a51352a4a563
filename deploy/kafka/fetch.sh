#!/usr/bin/env bash
# Fetches the runtime of one Apache Kafka broker (KRaft) and of Apicurio Registry (a Confluent-API
# compatible schema registry) from Maven Central into the git-ignored .cache/. Idempotent.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cache="$root/.cache"
if ! ls "$cache/kafka-libs"/kafka_2.13-*.jar >/dev/null 2>&1; then
  mvn -B -q -f "$root/deploy/kafka/pom.xml" dependency:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$cache/kafka-libs"
fi
apicurio_version=2.6.13.Final
if [ ! -f "$cache/apicurio/app/apicurio-registry-app-$apicurio_version-runner.jar" ]; then
  mvn -B -q org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy \
    -Dartifact=io.apicurio:apicurio-registry-app:$apicurio_version:zip:all -DoutputDirectory="$cache/apicurio"
  rm -rf "$cache/apicurio/app"
  unzip -q -o "$cache/apicurio/apicurio-registry-app-$apicurio_version-all.zip" -d "$cache/apicurio/unpacked"
  runner=$(find "$cache/apicurio/unpacked" -name "apicurio-registry-app-$apicurio_version-runner.jar" | head -n 1)
  mv "$(dirname "$runner")" "$cache/apicurio/app"
  rm -rf "$cache/apicurio/unpacked"
fi
echo "kafka and apicurio runtimes ready in $cache"
