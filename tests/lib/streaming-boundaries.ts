/**
 * React's streaming server render leaves a Suspense boundary that was still waiting when the page's
 * shell was written as three parts: an empty `<template id="B:n">` where the content belongs, the
 * content parked in a hidden `<div id="S:n">` at the end of the document, and an inline script
 * (`$RC("B:n","S:n")`, or `$RB`, `$RV`, `$RS`, `$RX`) that moves it into place once scripts run. A page
 * built that way is incomplete without JavaScript, and every page carries a different inline script.
 * This finds those parts in a built page's HTML (minified or not).
 */

export interface StreamingBoundaryFinding {
  /** Which part was found. */
  kind: 'boundary template' | 'hidden segment' | 'reveal script' | 'pending boundary marker';
  /** The matched text, for the report. */
  match: string;
}

const PATTERNS: Array<[StreamingBoundaryFinding['kind'], RegExp]> = [
  ['boundary template', /<template\b[^>]*?\bid=(["']?)B:\d+\1/gi],
  ['hidden segment', /<div\b[^>]*?\bid=(["']?)S:\d+\1/gi],
  ['reveal script', /<script\b[^>]*>[^<]*?\$R[CBVSX]\s*\(/gi],
  // A boundary still pending when the shell flushed (`<!--$?-->`) or left to the client (`<!--$!-->`).
  ['pending boundary marker', /<!--\$[?!]-->/g],
];

/** Every streaming-boundary part in `html`; an empty list for a page that is complete as written. */
export function findStreamingBoundaries(html: string): StreamingBoundaryFinding[] {
  const findings: StreamingBoundaryFinding[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const match of html.matchAll(pattern)) findings.push({kind, match: match[0].slice(0, 80)});
  }
  return findings;
}
