import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {COPY_PAGE_MESSAGES} from './copy-page-messages';
import {twinPath} from './twin-path';
import styles from './styles.module.css';

const COPIED_FOR_MS = 2000;

/** The page's own route: the canonical link names it even when the address has a trailing slash or a query. */
function pagePath(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).pathname : window.location.pathname;
}

/**
 * "Copy page": fetches the page's Markdown twin (same origin, revalidated) and writes it to the clipboard.
 * The clipboard write starts within the click, with the text to come (a ClipboardItem that takes a
 * promise), which is what Safari requires; browsers without ClipboardItem write the text when it comes.
 */
export default function CopyPage(): ReactNode {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    setMessage('');
    const markdown = fetch(twinPath(pagePath()), {cache: 'no-cache'}).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.text();
    });
    try {
      await (typeof ClipboardItem === 'function'
        ? navigator.clipboard.write([new ClipboardItem({'text/plain': markdown.then((text) => new Blob([text], {type: 'text/plain'}))})])
        : markdown.then((text) => navigator.clipboard.writeText(text)));
      setMessage(COPY_PAGE_MESSAGES.copied);
      timer.current = window.setTimeout(() => setMessage(''), COPIED_FOR_MS);
    } catch {
      setMessage(await markdown.then(() => COPY_PAGE_MESSAGES.clipboardFailed, () => COPY_PAGE_MESSAGES.fetchFailed));
    }
  };

  return (
    <div className={`copy-page ${styles.copyPage}`}>
      <button type="button" className="button button--sm button--outline button--secondary" title="Copy this page as Markdown" onClick={copy}>
        Copy page
      </button>
      <span role="status" aria-live="polite" className={styles.status}>
        {message}
      </span>
    </div>
  );
}
