import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {SearchSession} from '@site/src/search/client/search-session';
import {searchUnavailableReason} from '@site/src/search/client/search-thread';

const SLOT = 'data-search-empty-state';
/** Set on DocSearch's empty screen when it stands for a failed search; styles.css hides its own text then. */
export const FAILED = 'data-search-failed';

interface EmptyStateView {
  slot: Element | null;
  failed: boolean;
}

/**
 * A place inside DocSearch's empty screen, before its 'Let us know.' line, while that screen is shown.
 * DocSearch 4.7 never shows two things the spec asks of this screen: its suggested queries (it keeps them
 * in an object, then reads them as an array) and its error screen (autocomplete resets the status to idle
 * right after DocSearch sets it to error). This component puts both back, in DocSearch's own markup.
 */
function useEmptyStateView(session: Pick<SearchSession, 'lastSearchFailed' | 'subscribe'>): EmptyStateView {
  const [view, setView] = useState<EmptyStateView>({slot: null, failed: false});
  useEffect(() => {
    let modalObserver: MutationObserver | undefined;
    const update = (next: EmptyStateView) =>
      setView((current) => (current.slot === next.slot && current.failed === next.failed ? current : next));
    const findSlot = () => {
      const screen = document.querySelector('.DocSearch-NoResults');
      if (!screen) {
        update({slot: null, failed: false});
        return;
      }
      let slot = screen.querySelector(`:scope > [${SLOT}]`);
      if (!slot) {
        slot = document.createElement('div');
        slot.setAttribute(SLOT, '');
        const reportLine = Array.from(screen.children).find(
          (child) => child.matches('p.DocSearch-Help') && child.querySelector('a'),
        );
        screen.insertBefore(slot, reportLine ?? null);
      }
      const failed = session.lastSearchFailed();
      screen.toggleAttribute(FAILED, failed);
      update({slot, failed});
    };
    // Only watch the modal's DOM while it is open (DocSearch marks the body then).
    const followModal = () => {
      const open = document.body.classList.contains('DocSearch--active');
      if (open && !modalObserver) {
        modalObserver = new MutationObserver(findSlot);
        modalObserver.observe(document.body, {childList: true, subtree: true});
        findSlot();
      } else if (!open && modalObserver) {
        modalObserver.disconnect();
        modalObserver = undefined;
        update({slot: null, failed: false});
      }
    };
    const bodyObserver = new MutationObserver(followModal);
    bodyObserver.observe(document.body, {attributes: true, attributeFilter: ['class']});
    followModal();
    // DocSearch shows this screen while the first search of a query is still on its way, and does not
    // touch it when that search then fails: look again after every search.
    const unsubscribe = session.subscribe(() => {
      if (modalObserver) findSlot();
    });
    return () => {
      bodyObserver.disconnect();
      modalObserver?.disconnect();
      unsubscribe();
    };
  }, [session]);
  return view;
}

/** Types a query into the modal's input as the reader would, so DocSearch searches it. */
function searchFor(query: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

function ErrorIcon(): ReactNode {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
    </svg>
  );
}

export interface EmptyStateProps {
  session: Pick<SearchSession, 'lastSearchFailed' | 'subscribe'>;
  suggestions: () => string[];
  translations: {suggestedQueryText: string; errorTitle: string; errorHelp: string};
}

/** In DocSearch's empty screen: the error screen after a failed search, else 'Try searching for:'. */
export function EmptyState({session, suggestions, translations}: EmptyStateProps): ReactNode {
  const {slot, failed} = useEmptyStateView(session);
  if (!slot) return null;
  if (failed) {
    const {title, help} = searchUnavailableReason() ?? {title: translations.errorTitle, help: translations.errorHelp};
    return createPortal(
      <div className="DocSearch-ErrorScreen">
        <div className="DocSearch-Screen-Icon">
          <ErrorIcon />
        </div>
        <p className="DocSearch-Title">{title}</p>
        <p className="DocSearch-Help">{help}</p>
      </div>,
      slot,
    );
  }
  const queries = suggestions().slice(0, 3);
  if (!queries.length) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">{translations.suggestedQueryText}:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {queries.map((query) => (
          <p key={query}>
            <button className="DocSearch-Prefill" type="button" onClick={() => searchFor(`${query.toLowerCase()} `)}>
              {query}
            </button>
          </p>
        ))}
      </div>
    </div>,
    slot,
  );
}
