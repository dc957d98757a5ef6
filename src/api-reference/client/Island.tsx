import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {ISLAND_ATTRIBUTE, ISLAND_STUB, islandId, type IslandPart} from '../island';
import {addCopyButtons, selectRememberedLanguage} from './island-behaviour';

/*
 * One island of an operation page (../island.ts). With its content (on the server, and in development) it
 * renders it. Without (the production browser bundle), it keeps the HTML the server wrote: on the first render
 * it reads that HTML back from the document, so hydration changes nothing. After a client-side navigation the
 * document has no such HTML yet: the island fetches the page's own HTML, the file a reload would get.
 */

type Content = ComponentType & {[ISLAND_STUB]?: boolean};

type State = {html: string} | {loading: true} | {failed: true};

export interface IslandProps {
  part: IslandPart;
  content: Content;
  className?: string;
}

/** Pages being fetched, by URL: a page's two islands share one request (kept only while in flight). */
const fetching = new Map<string, Promise<Document>>();

async function fetchIsland(url: string, id: string): Promise<string> {
  if (!fetching.has(url)) {
    const page = fetch(url, {headers: {Accept: 'text/html'}}).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    fetching.set(
      url,
      page.finally(() => fetching.delete(url)),
    );
  }
  const html = (await fetching.get(url))?.getElementById(id)?.innerHTML;
  if (html === undefined) throw new Error(`${url} has no #${id}`);
  return html;
}

export default function Island({part, content: Content, className}: IslandProps): ReactNode {
  const {metadata} = useDoc();
  const id = islandId(metadata.id, part);
  const hasContent = !Content[ISLAND_STUB];
  const [state, setState] = useState<State>(() => {
    const html = hasContent || typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML;
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

  // Tabs and copy buttons work through one listener on the document (./island-behaviour.ts); the remembered
  // language is set here, and HTML set by React (after a client navigation) gets its copy buttons here.
  useEffect(() => {
    if (!ref.current || (!hasContent && html === undefined)) return;
    selectRememberedLanguage(ref.current);
    if (!hasContent) addCopyButtons(ref.current);
  }, [hasContent, html]);

  if (hasContent || html !== undefined) {
    // suppressHydrationWarning: the HTML is the server's own, read back from the document.
    const inner = hasContent ? {children: <Content />} : {dangerouslySetInnerHTML: {__html: html!}};
    return (
      <div id={id} ref={ref} className={className} {...{[ISLAND_ATTRIBUTE]: ''}} {...inner} suppressHydrationWarning />
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
