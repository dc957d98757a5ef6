/**
 * Points a sample at the mock: the documented server's scheme, host and port become the mock's plain
 * HTTP loopback address, in the forms each language's generator writes them.
 */

/** Scheme, host and port of a server, as a sample names them. */
export interface Origin {
  scheme: 'http' | 'https';
  host: string;
  port: number;
}

/** The origin of a server URL; the port defaults to the scheme's when the URL has none. */
export function originOf(url: string): Origin {
  const u = new URL(url);
  const scheme = u.protocol === 'https:' ? 'https' : 'http';
  return {scheme, host: u.hostname, port: u.port ? Number(u.port) : scheme === 'https' ? 443 : 80};
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The sample with `from` replaced by `to` (a plain HTTP address). Full URLs are rewritten in every
 * language; the languages whose code names host and port apart (Python's http.client, Node.js's http
 * module) or switches TLS on by itself (Ruby's Net::HTTP, C's default protocol) get their own rules.
 * Anything the rules do not recognise is left as it is, so that a sample that lost its port or scheme
 * still fails when it runs.
 */
export function rewriteForMock(
  language: string,
  variant: string,
  code: string,
  from: Origin,
  to: {host: string; port: number},
): string {
  const host = escapeRegExp(from.host);
  const target = `http://${to.host}:${to.port}`;
  const defaultPort = from.scheme === 'https' ? 443 : 80;
  const portPart = from.port === defaultPort ? `(?::${from.port})?` : `:${from.port}`;
  let out = code.replace(new RegExp(`${from.scheme}://${host}${portPart}(?![0-9])`, 'g'), target);

  if (language === 'python') {
    // http.client.HTTPSConnection("host", port): plain HTTP, the mock's host; the port only when it is
    // the documented one (a lost port, such as `undefined`, stays and fails).
    out = out.replace(
      new RegExp(`http\\.client\\.HTTPS?Connection\\(\\s*(["'])${host}\\1\\s*(?:,\\s*([^)]*?))?\\s*\\)`, 'g'),
      (_m, quote: string, port: string | undefined) => {
        const portArg = port === undefined ? '' : `, ${port.trim() === String(from.port) ? to.port : port.trim()}`;
        return `http.client.HTTPConnection(${quote}${to.host}${quote}${portArg})`;
      },
    );
  }
  if (language === 'nodejs') {
    // require('https') or follow-redirects' https: the http module of the same library.
    out = out
      .replace(/require\((["'])follow-redirects\1\)\.https\b/g, "require('follow-redirects').http")
      .replace(/require\((["'])https\1\)/g, "require('http')")
      .replace(new RegExp(`(['"]?hostname['"]?\\s*:\\s*)(['"])${host}\\2`, 'g'), `$1$2${to.host}$2`)
      .replace(new RegExp(`(['"]?port['"]?\\s*:\\s*)(['"]?)${from.port}\\2(?![0-9])`, 'g'), `$1${to.port}`);
  }
  if (language === 'ruby') {
    out = out.replace(/\.use_ssl\s*=\s*true/g, '.use_ssl = false');
  }
  if (language === 'c') {
    out = out.replace(/(CURLOPT_DEFAULT_PROTOCOL,\s*)"https"/g, '$1"http"');
  }
  return out;
}
