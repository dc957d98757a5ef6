import React, {useEffect, useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Island, {type IslandProps} from './Island';
import type {Operation} from './live-explorer';

/*
 * An operation page, as ../build/page-markdown.ts writes it: the reference island in the left column, the
 * samples island in the right one, rendered through the classic DocItem, not the theme's ApiItem (which would
 * bring the explorer's state and decoders into every first view). "Try it" loads the explorer in the samples'
 * place, on the language selected there (both keep it in the same storage slot); if it cannot load, the
 * samples stay and a message says so.
 */

/** The samples' anchor. */
const SAMPLES_ID = 'request-samples';

type LoadState = {state: 'static'} | {state: 'loading'} | {state: 'failed'} | {state: 'live'; Explorer: ComponentType};

function Samples({samples, operation}: Omit<ApiOperationProps, 'reference'>): ReactNode {
  const [load, setLoad] = useState<LoadState>({state: 'static'});
  const {frontMatter} = useDoc();
  const apiOptions = (useDocusaurusContext().siteConfig.themeConfig as {api?: {authPersistence?: false | string}}).api;
  const explorerRef = useRef<HTMLDivElement>(null);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');

  const tryIt = async (): Promise<void> => {
    setLoad({state: 'loading'});
    try {
      const [live, {default: item}] = await Promise.all([import('./live-explorer'), operation()]);
      const Explorer = live.createLiveExplorer(item, (frontMatter as {info_path?: string}).info_path, apiOptions);
      setLoad({state: 'live', Explorer});
    } catch (error) {
      console.warn('[api] the request editor could not load', error);
      setLoad({state: 'failed'});
    }
  };

  useEffect(() => {
    if (load.state === 'live') explorerRef.current?.focus();
  }, [load.state]);

  if (load.state === 'live') {
    return (
      <div
        id={SAMPLES_ID}
        ref={explorerRef}
        tabIndex={-1}
        className="api-samples api-samples--live"
        aria-label="Request editor"
      >
        <load.Explorer />
      </div>
    );
  }
  return (
    <section id={SAMPLES_ID} className="api-samples" aria-labelledby={`${id}-title`}>
      <div className="api-samples__bar">
        <h2 id={`${id}-title`} className="api-samples__title">
          Request samples
        </h2>
        <button
          type="button"
          className="button button--sm button--outline button--primary api-samples__try"
          onClick={() => void tryIt()}
          disabled={load.state === 'loading'}
          aria-describedby={`${id}-status`}
        >
          {load.state === 'loading' ? 'Loading…' : 'Try it'}
        </button>
      </div>
      <p id={`${id}-status`} className="api-samples__status" role="status">
        {load.state === 'loading' && 'Loading the request editor.'}
        {load.state === 'failed' &&
          'The request editor could not load. The samples below are still valid; reload the page to try again.'}
        {load.state === 'static' && 'Edit the parameters and get samples for your own request.'}
      </p>
      <Island part="samples" content={samples} />
    </section>
  );
}

export interface ApiOperationProps {
  /** The page's reference partial: description, parameters, request body, responses. */
  reference: IslandProps['content'];
  /** The page's samples partial. */
  samples: IslandProps['content'];
  /** Loads the page's operation, the explorer's starting point (a chunk of its own). */
  operation: () => Promise<{default: Operation & Record<string, unknown>}>;
}

export default function ApiOperation({reference, samples, operation}: ApiOperationProps): ReactNode {
  // On a narrow screen the samples come after the whole reference: these links (shown there only, api-theme.css)
  // take a reader to them, or to the responses (the id the API theme gives that heading).
  return (
    <>
      <nav className="api-jump" aria-label="Jump to">
        <a href={`#${SAMPLES_ID}`}>Jump to request samples</a>
        <a href="#responses">Jump to responses</a>
      </nav>
      <div className="row theme-api-markdown">
        <Island part="reference" content={reference} className="col col--7 openapi-left-panel__container" />
        <div className="col col--5 openapi-right-panel__container">
          <Samples samples={samples} operation={operation} />
        </div>
      </div>
    </>
  );
}
