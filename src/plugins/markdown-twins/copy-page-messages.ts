/** What the status line of "Copy page" says after a click (CopyPage.tsx; the browser tests read them here). */
export const COPY_PAGE_MESSAGES = {
  copied: 'Copied',
  hint:
    'Copy this page as Markdown. Every page has its Markdown at its address followed by .md; llms.txt ' +
    'lists them all.',
  fetchFailed: 'Could not load the Markdown of this page.',
  clipboardFailed: 'Could not write to the clipboard.',
} as const;
