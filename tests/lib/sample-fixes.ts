/**
 * Post-processing of the code samples that postman-code-generators writes for the API pages, for
 * defects that the sample checks (npm run test:samples) found. Pure: code in, code out.
 *
 * The theme hands the generators a request whose host is the whole server URL
 * (https://ceems-demo.myaddr.tools:7443/api/v1), so generators that split host and port lose the port.
 */

/**
 * Python http.client: the generator writes `HTTPSConnection("host", undefined)` (a NameError when run,
 * and the port lost). The fix names the server's port, and the connection class follows its scheme.
 */
function fixPythonHttpClient(code: string, server: URL): string {
  const port = server.port || (server.protocol === 'https:' ? '443' : '80');
  const connection = server.protocol === 'https:' ? 'HTTPSConnection' : 'HTTPConnection';
  return code.replace(
    /http\.client\.HTTPS?Connection\(\s*(["'])([^"']+)\1\s*(?:,\s*undefined\s*)?\)/g,
    (whole, quote: string, host: string) =>
      host === server.hostname ? `http.client.${connection}(${quote}${host}${quote}, ${port})` : whole,
  );
}

/** The sample for `language`/`variant` (postman-code-generators keys), fixed; `serverUrl` is the one it calls. */
export function fixSample(language: string, variant: string, code: string, serverUrl: string): string {
  const server = new URL(serverUrl);
  if (language === 'python' && variant === 'http.client') return fixPythonHttpClient(code, server);
  return code;
}
