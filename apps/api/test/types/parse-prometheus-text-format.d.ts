declare module 'parse-prometheus-text-format' {
  export interface MetricFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: {
      labels?: Record<string, string>;
      value?: string;
      count?: string;
      buckets?: Record<string, string>;
    }[];
  }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
