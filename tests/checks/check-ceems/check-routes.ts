// Routes: the API server's routes against the operations of api/swagger.yaml (path and method).
import yaml from 'js-yaml';
import type {Finding} from './findings.ts';
import type {SourceRoute} from './routes.ts';

export interface DocumentedOperation {
  path: string;
  method: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

export function documentedOperations(swaggerText: string): DocumentedOperation[] {
  const spec = yaml.load(swaggerText) as {paths?: Record<string, Record<string, unknown>>};
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => METHODS.includes(m))
      .map((method) => ({path, method: method.toUpperCase()})),
  );
}

export function compareRoutes(source: SourceRoute[], docs: DocumentedOperation[], swaggerFile: string): Finding[] {
  const findings: Finding[] = [];
  const key = (path: string, method: string): string => `${method} ${path}`;
  const documented = new Set(docs.map((d) => key(d.path, d.method)));
  const served = new Set(source.flatMap((r) => r.methods.map((m) => key(r.path, m))));
  for (const route of source) {
    for (const method of route.methods) {
      if (!documented.has(key(route.path, method))) {
        findings.push({
          kind: 'route',
          change: 'undocumented',
          subject: key(route.path, method),
          source: route.location,
        });
      }
    }
  }
  for (const op of docs) {
    if (!served.has(key(op.path, op.method)))
      findings.push({kind: 'route', change: 'unknown', subject: key(op.path, op.method), docs: swaggerFile});
  }
  return findings;
}
