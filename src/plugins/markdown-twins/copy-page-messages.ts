/** What the status line of "Copy page" says after a click (CopyPage.tsx; the browser tests read them here). */
export const COPY_PAGE_MESSAGES = {
  copied: 'Copied',
  fetchFailed: 'Could not load the Markdown of this page.',
  clipboardFailed: 'Could not write to the clipboard.',
} as const;
