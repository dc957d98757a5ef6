/**
 * A URL path the browser accepts but that cannot be decoded (`/ceems/docs/%E0%A4%A`: a percent-escape
 * that is not UTF-8) made decodable: each such segment gets its `%` written as `%25`, so it decodes to
 * the text the reader typed. Well-formed paths are returned as they are.
 */
export function wellFormedPath(pathname: string): string {
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    return pathname
      .split('/')
      .map((segment) => {
        try {
          decodeURIComponent(segment);
          return segment;
        } catch {
          return segment.replace(/%/g, '%25');
        }
      })
      .join('/');
  }
}
