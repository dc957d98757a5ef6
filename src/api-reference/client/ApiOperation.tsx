import React, {useId, type ReactNode} from 'react';
import Island, {type IslandProps} from './Island';

/*
 * An operation page, as ../build/page-markdown.ts writes it: the reference island in the left column, the
 * samples island in the right one, rendered through the classic DocItem, not the theme's ApiItem (which would
 * bring the explorer's state and decoders into every first view). The samples are the whole right column: the
 * theme's request editor ("Try it") is not offered (ARCHITECTURE.md, "No request editor").
 */

/** The samples' anchor. */
const SAMPLES_ID = 'request-samples';

export interface ApiOperationProps {
  /** The page's reference partial: description, parameters, request body, responses. */
  reference: IslandProps['content'];
  /** The page's samples partial. */
  samples: IslandProps['content'];
}

export default function ApiOperation({reference, samples}: ApiOperationProps): ReactNode {
  const titleId = `${useId().replace(/[^A-Za-z0-9_-]/g, '')}-samples`;
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
          <section id={SAMPLES_ID} className="api-samples" aria-labelledby={titleId}>
            <h2 id={titleId} className="api-samples__title">
              Request samples
            </h2>
            <p className="api-samples__note">
              They call the public demo server. For yours, change the address and, where a sample sets it, the{' '}
              <code>X-Grafana-User</code> value; add basic auth if your server requires it.
            </p>
            <Island part="samples" content={samples} />
          </section>
        </div>
      </div>
    </>
  );
}
