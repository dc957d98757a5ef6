/** One code sample of one operation page, as a reader copies it. */
export interface Sample {
  /** Where the sample comes from: the built page's path, or the operation's page id */
  page: string;
  /** postman-code-generators language key (python, curl, objective-c, ...) */
  language: string;
  /** postman-code-generators variant key (http.client, Requests, cURL, ...) */
  variant: string;
  /** The code, exactly as shown */
  code: string;
}

/** The label of a sample in reports: page, language and variant. */
export function sampleLabel(sample: Sample): string {
  return `${sample.page} ${sample.language}/${sample.variant}`;
}
