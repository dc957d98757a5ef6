import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {feedbackIssueUrl} from '@site/config/source';
import styles from './styles.module.css';

/** The question, a "Yes" button that thanks the reader, and a "No" link to a prefilled GitHub issue. */
export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [thanked, setThanked] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  // The "Yes" button goes away when pressed: keep the keyboard focus on what replaces it.
  useEffect(() => {
    if (thanked) thanks.current?.focus();
  }, [thanked]);
  const issueUrl = feedbackIssueUrl({title: metadata.title, url: `${siteConfig.url}${pathname}`});
  return (
    <section className={styles.feedback} aria-labelledby="page-feedback-question">
      <p id="page-feedback-question" className={styles.question}>
        Was this page helpful?
      </p>
      {thanked ? (
        <p ref={thanks} tabIndex={-1} className={styles.thanks} role="status">
          Thank you for telling us.
        </p>
      ) : (
        <div className={styles.answers}>
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={() => setThanked(true)}
          >
            Yes
          </button>
          <a
            className="button button--sm button--outline button--primary"
            href={issueUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="No: tell us what is missing in a new GitHub issue (opens in a new tab)"
          >
            No
          </a>
        </div>
      )}
    </section>
  );
}
