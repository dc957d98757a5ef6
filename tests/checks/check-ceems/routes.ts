// The API server's routes as gorilla/mux registers them on the versioned sub-router (`/api/v1/...`).
import * as go from './go-parser.ts';
import {resolveString, type Constants} from './go-constants.ts';

export interface SourceRoute {
  /** Path under the API prefix, with mux's patterns reduced to `{name}`: `/usage/{mode}/admin`. */
  path: string;
  methods: string[];
  location: string;
}

/** `{mode:(?:current|global)}` -> `{mode}`: the swagger names the variable, mux also constrains it. */
export function normalisePath(path: string): string {
  return path.replace(/\{(\w+):[^}]*\}/g, '{$1}');
}

/** The HTTP methods a router expression is restricted to: `router.Methods(http.MethodGet, ...).PathPrefix(...)`. */
function methodsOf(expression: go.SyntaxNode | undefined): string[] {
  if (!expression) return [];
  return go
    .descendantsOfType(expression, 'call_expression')
    .filter((c) => go.calledName(c) === 'Methods')
    .flatMap((c) =>
      go.callArguments(c).map((a) =>
        a.text
          .replace(/^http\.Method/, '')
          .toUpperCase()
          .replace(/"/g, ''),
      ),
    );
}

/** Routes registered with `HandleFunc` on a sub-router built with `.PathPrefix(prefix).Subrouter()`. */
export function extractRoutes(files: go.GoFile[], constants: Constants): SourceRoute[] {
  const routes: SourceRoute[] = [];
  for (const file of files) {
    // Sub-routers: variable name -> the expression that made it.
    const subRouters = new Map<string, go.SyntaxNode>();
    for (const decl of go.descendantsOfType(file.root, ['short_var_declaration', 'assignment_statement'])) {
      const right = decl.childForFieldName('right')?.namedChildren[0];
      if (right?.type === 'call_expression' && go.calledName(right) === 'Subrouter') {
        const name = decl.childForFieldName('left')?.namedChildren[0]?.text;
        if (name) subRouters.set(name, right);
      }
    }
    for (const call of go.descendantsOfType(file.root, 'call_expression')) {
      if (!['HandleFunc', 'Handle'].includes(go.calledName(call) ?? '')) continue;
      const receiver = go.callReceiver(call)?.text ?? '';
      const subRouter = subRouters.get(receiver);
      if (!subRouter) continue;
      const path = resolveString(go.callArguments(call)[0], constants);
      routes.push({
        path: path === undefined ? `<${go.callArguments(call)[0]?.text}>` : normalisePath(path),
        methods: methodsOf(subRouter).filter((m) => m !== 'OPTIONS'),
        location: `${file.path}:${go.lineOf(call)}`,
      });
    }
  }
  return routes;
}
