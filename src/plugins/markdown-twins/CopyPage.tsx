import React, {useState, type ReactNode} from 'react';
import {COPY_PAGE_MESSAGES as MESSAGES} from './copy-page-messages';
import {twinPath} from './twin-path';
import styles from './styles.module.css';

/**
 * "Copy page": fetches the page's Markdown twin (same origin, revalidated) and writes it to the clipboard. The
 * clipboard write starts within the click, with the text to come (a ClipboardItem that takes a promise), as Safari
 * requires; without ClipboardItem the text is written when it comes. "Copied" shows for 2 s; a failure says whether
 * the fetch or the clipboard failed.
 */
export default function CopyPage(): ReactNode {
  const [message, setMessage] = useState('');
  const copy = async () => {
    setMessage('');
    const twin = twinPath(window.location.pathname);
    const markdown = fetch(twin, {cache: 'no-cache'}).then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.text();
    });
    try {
      await (typeof ClipboardItem === 'function'
        ? navigator.clipboard.write([
            new ClipboardItem({'text/plain': markdown.then((text) => new Blob([text], {type: 'text/plain'}))}),
          ])
        : markdown.then((text) => navigator.clipboard.writeText(text)));
      // Say where the Markdown lives, so that a reader (or a tool) can fetch it directly next time.
      const copied = `${MESSAGES.copied} from ${twin}`;
      setMessage(copied);
      window.setTimeout(() => setMessage((shown) => (shown === copied ? '' : shown)), 2000);
    } catch {
      setMessage(
        await markdown.then(
          () => MESSAGES.clipboardFailed,
          () => MESSAGES.fetchFailed,
        ),
      );
    }
  };
  return (
    <div className={`copy-page ${styles.copyPage}`}>
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        title={MESSAGES.hint}
        onClick={copy}
      >
        Copy page
      </button>
      <span role="status" aria-live="polite" className={styles.status}>
        {message}
      </span>
    </div>
  );
}
