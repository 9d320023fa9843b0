// The part of autocannon's API the search benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface AutocannonRequest {
    path: string;
    body?: string;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    duration?: number;
    connections?: number;
    requests?: Array<{ setupRequest?: (request: AutocannonRequest) => AutocannonRequest }>;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p99: number; average: number };
    non2xx: number;
  }
  interface Instance {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  function autocannon(options: Options, done: (error: unknown, result: Result) => void): Instance;
  export default autocannon;
}
