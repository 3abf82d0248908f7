import type { Span } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// OpenTelemetry traces (docs/operations.md#traces, docs/decisions/120-observability.md): a span per
// HTTP request, when an exporter is configured (OTEL_EXPORTER_OTLP_ENDPOINT, or a test's exporter).
// Off, nothing of OpenTelemetry is loaded: no start-up time, no memory. The tracer provider is the
// app's own, never the global one (a test process builds many apps).

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: spans go there over OTLP/HTTP, in batches. */
  otlpEndpoint: string | undefined;
  /** A test's exporter (InMemorySpanExporter): each span is handed to it when it ends. */
  exporter?: SpanExporter | undefined;
  serviceName: string;
  /** The share of requests traced that no caller's trace decides (0 to 1; a caller's sampled flag
   * is followed). */
  sampleRatio: number;
}

export const tracingPlugin = fp(async (app: FastifyInstance, options: TracingOptions) => {
  const { exporter, otlpEndpoint } = options;
  if (!exporter && !otlpEndpoint) return;
  const [api, sdk, core, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
  ]);
  const processor = exporter
    ? new sdk.SimpleSpanProcessor({ exporter })
    : new sdk.BatchSpanProcessor({
        // the config's endpoint with OTLP's traces path (the exporter reads OTEL_EXPORTER_OTLP_HEADERS itself)
        exporter: new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter({
          url: `${(otlpEndpoint ?? '').replace(/\/+$/, '')}/v1/traces`,
        }),
      });
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': options.serviceName }),
    sampler: new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(options.sampleRatio) }),
    spanProcessors: [processor],
  });
  const tracer = provider.getTracer('storefront');
  // a caller's trace (a `traceparent` header from a proxy or another service) is continued
  const propagator = new core.W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const parent = propagator.extract(api.ROOT_CONTEXT, request.headers, api.defaultTextMapGetter);
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: api.SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'http.request.id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    done();
  });
  // An event stream (a hijacked reply) has no onResponse: its span is never ended, nor exported.
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (request.instanceId !== null) span.setAttribute('storefront.venue_id', request.instanceId);
      if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
  // spans still waiting in the batch go out before the process ends
  app.addHook('onClose', async () => {
    await provider.shutdown();
  });
});
