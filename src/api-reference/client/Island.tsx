import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {ISLAND_STUB, islandHtmlIn, islandId, type IslandPart} from '../island';
import {addCopyButtons, ISLAND_ATTRIBUTE, SAMPLE_LANGUAGE_SLOT, selectRememberedLanguage} from './island-behaviour';

/*
 * One island of an operation page (../island.ts). With its content (on the server, and in development)
 * it renders it. Without (the production browser bundle), it keeps the HTML the server wrote: on the
 * first render in the browser it reads that HTML back from the document and hands it to React as is,
 * so hydration changes nothing. After a client-side navigation the document has no such HTML yet:
 * the island fetches the page's own HTML, the same file a reload would get, and takes its part.
 */

type Content = ComponentType & {[ISLAND_STUB]?: boolean};

type State = {html: string} | {loading: true} | {failed: true};

export interface IslandProps {
  part: IslandPart;
  content: Content;
  className?: string;
}

/** Pages being fetched for their islands, by URL: a page's two islands share one request. */
const fetchedPages = new Map<string, Promise<Document>>();

function fetchPage(url: string): Promise<Document> {
  let page = fetchedPages.get(url);
  if (!page) {
    page = fetch(url, {headers: {Accept: 'text/html'}}).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    fetchedPages.set(url, page);
    // Kept only while in flight: a later visit asks again, and a failure can be retried.
    const forget = (): void => void fetchedPages.delete(url);
    page.then(forget, forget);
  }
  return page;
}

/** The island's HTML in a page fetched from the site. */
async function fetchIsland(url: string, id: string): Promise<string> {
  const html = islandHtmlIn(await fetchPage(url), id);
  if (html === undefined) throw new Error(`${url} has no #${id}`);
  return html;
}

export default function Island({part, content: Content, className}: IslandProps): ReactNode {
  const {metadata} = useDoc();
  const id = islandId(metadata.id, part);
  const hasContent = !Content[ISLAND_STUB];
  const [state, setState] = useState<State>(() => {
    const html = hasContent || typeof document === 'undefined' ? undefined : islandHtmlIn(document, id);
    return html === undefined ? {loading: true} : {html};
  });
  const ref = useRef<HTMLDivElement>(null);
  const html = 'html' in state ? state.html : undefined;

  useEffect(() => {
    if (hasContent || html !== undefined) return undefined;
    let current = true;
    fetchIsland(metadata.permalink, id).then(
      (fetched) => current && setState({html: fetched}),
      (error: unknown) => {
        console.warn(`[api] this part of the page could not load: ${String(error)}`);
        if (current) setState({failed: true});
      },
    );
    return () => {
      current = false;
    };
  }, [hasContent, html, id, metadata.permalink]);

  // Tabs and copy buttons work through one listener on the document (./island-client.ts); the remembered
  // language is set here, and HTML set by React (after a client navigation) gets its copy buttons here.
  useEffect(() => {
    if (!ref.current || (!hasContent && html === undefined)) return;
    selectRememberedLanguage(ref.current, createStorageSlot(SAMPLE_LANGUAGE_SLOT));
    if (!hasContent) addCopyButtons(ref.current);
  }, [hasContent, html]);

  const marker = {[ISLAND_ATTRIBUTE]: ''};

  if (hasContent) {
    return (
      <div id={id} ref={ref} className={className} {...marker}>
        <Content />
      </div>
    );
  }
  if (html !== undefined) {
    // suppressHydrationWarning: the HTML is the server's own, read back from the document.
    return (
      <div
        id={id}
        ref={ref}
        className={className}
        {...marker}
        dangerouslySetInnerHTML={{__html: html}}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div className={className} role="status">
      {'failed' in state ? (
        <p>
          This part of the page could not load.{' '}
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
        </p>
      ) : (
        <p>Loading…</p>
      )}
    </div>
  );
}
