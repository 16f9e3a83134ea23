import type { FastifyPluginAsync } from 'fastify';
import type { MessageBus } from '../../broker/message-bus.js';
import type { ClusterBus } from '../../db/cluster-bus.js';
import type { Connectivity } from '../connectivity/index.js';
import type { Lifecycle } from './lifecycle.js';

/** Responses by status class, counted by an onResponse hook of the whole app. */
export interface HttpCounters {
  responses: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
}

export function createHttpCounters(): HttpCounters & { count(status: number): void } {
  const responses = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  return {
    responses,
    count(status) {
      const key = `${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx` as keyof typeof responses;
      responses[key]++;
    },
  };
}

type Sample = { name: string; help: string; type: 'counter' | 'gauge' | 'histogram'; lines: string[] };

const metric = (name: string, type: Sample['type'], help: string, value: number): Sample => ({
  name,
  help,
  type,
  lines: [`${name} ${Number.isFinite(value) ? value : 0}`],
});

/** The Prometheus text exposition format (version 0.0.4), by hand: no client library needed. */
export function renderMetrics({
  connectivity,
  bus,
  cluster,
  http,
  lifecycle,
}: {
  connectivity: Connectivity;
  bus: MessageBus;
  cluster: ClusterBus;
  http: HttpCounters;
  lifecycle: Lifecycle;
}): string {
  const counters = connectivity.counters();
  const writer = connectivity.writer.stats();
  const latency = connectivity.writer.latency();
  const events = cluster.stats();
  const broker = bus.stats();
  const memory = process.memoryUsage();
  const histogram: Sample = {
    name: 'fieldlink_ingest_batch_seconds',
    type: 'histogram',
    help: 'Time to commit one batch of telemetry samples',
    lines: [
      ...latency.bounds.map((bound, i) => `fieldlink_ingest_batch_seconds_bucket{le="${bound}"} ${latency.buckets[i]}`),
      `fieldlink_ingest_batch_seconds_bucket{le="+Inf"} ${latency.count}`,
      `fieldlink_ingest_batch_seconds_sum ${latency.sumSeconds}`,
      `fieldlink_ingest_batch_seconds_count ${latency.count}`,
    ],
  };
  const responses: Sample = {
    name: 'fieldlink_http_responses_total',
    type: 'counter',
    help: 'HTTP responses by status class',
    lines: Object.entries(http.responses).map(([status, n]) => `fieldlink_http_responses_total{status="${status}"} ${n}`),
  };
  const samples: Sample[] = [
    metric('fieldlink_ingest_messages_total', 'counter', 'Telemetry messages taken from the broker', counters.messages),
    metric('fieldlink_ingest_values_total', 'counter', 'Point values decoded from telemetry', counters.values),
    metric('fieldlink_ingest_malformed_total', 'counter', 'Device messages dropped as malformed', counters.malformed),
    metric(
      'fieldlink_ingest_bad_values_total',
      'counter',
      'Telemetry values dropped alone: missing, not finite or outside their register type',
      counters.badValues,
    ),
    metric(
      'fieldlink_ingest_duplicates_total',
      'counter',
      'Samples repeating a stored (point, ts): the first value stands',
      counters.duplicates,
    ),
    metric('fieldlink_ingest_rows_total', 'counter', 'Samples committed to history', writer.rows),
    metric('fieldlink_ingest_batches_total', 'counter', 'Sample batches committed', writer.batches),
    metric('fieldlink_ingest_batch_failures_total', 'counter', 'Sample batches that failed (redelivered by the broker)', writer.failures),
    histogram,
    metric('fieldlink_ingest_queue_rows', 'gauge', 'Samples waiting for the next batch', writer.pendingRows),
    metric('fieldlink_ingest_batches_in_flight', 'gauge', 'Batches being committed now', latency.inFlight),
    metric(
      'fieldlink_mqtt_outages_total',
      'counter',
      'Times the external broker went away (the server reconnects by itself)',
      broker.outages,
    ),
    metric('fieldlink_mqtt_oversized_packets_total', 'counter', 'MQTT packets above MQTT_MAX_PACKET_BYTES refused', broker.oversized),
    metric(
      'fieldlink_mqtt_retained_telemetry_skipped_total',
      'counter',
      'Retained telemetry handed over on subscribe, not stored again',
      broker.retainedSkipped,
    ),
    metric('fieldlink_stream_clients', 'gauge', 'Browser stream WebSockets open on this instance', connectivity.hub.socketCount()),
    metric('fieldlink_stream_subscriptions', 'gauge', 'Device subscriptions of those sockets', connectivity.hub.listenerCount()),
    metric('fieldlink_pending_commands', 'gauge', 'Commands sent to boxes awaiting their ack', connectivity.commands.pending()),
    metric('fieldlink_cluster_events_sent_total', 'counter', 'Stream events sent to other instances (NOTIFY)', events.sent),
    metric('fieldlink_cluster_events_received_total', 'counter', 'Stream events received from other instances', events.received),
    metric('fieldlink_cluster_event_failures_total', 'counter', 'Stream events that could not be sent or read', events.failures),
    responses,
    metric('fieldlink_errors_total', 'counter', 'Server errors: 5xx responses and failed batches', http.responses['5xx'] + writer.failures),
    metric('fieldlink_draining', 'gauge', '1 while the instance drains for a stop', lifecycle.draining ? 1 : 0),
    metric('process_resident_memory_bytes', 'gauge', 'Resident memory', memory.rss),
    metric('process_uptime_seconds', 'gauge', 'Seconds since the server started', (Date.now() - lifecycle.startedAt) / 1000),
  ];
  return samples.map((s) => [`# HELP ${s.name} ${s.help}`, `# TYPE ${s.name} ${s.type}`, ...s.lines].join('\n')).join('\n') + '\n';
}

/**
 * `GET /metrics` (Prometheus): outside /api/v1 and without a token, as scrapers expect; the
 * reverse proxy of docs/DEPLOYMENT.md does not forward it, so only the internal network reaches it.
 */
export const metricsRoutes: FastifyPluginAsync<Parameters<typeof renderMetrics>[0]> = async (app, deps) => {
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; version=0.0.4; charset=utf-8').send(renderMetrics(deps)),
  );
};
