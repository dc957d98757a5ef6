import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import type OriginalApiExplorer from '@theme-original/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';

/*
 * The API explorer (code samples in 18 languages, the request form) is the heaviest part of an
 * operation page: about 250 KB of gzipped JavaScript and a few hundred milliseconds of a phone's main
 * thread. The theme renders it in the browser only, after the page has hydrated. This wrapper also
 * keeps it out of the page's own chunk and loads it when its column comes near the viewport: at once
 * on a wide screen, where it sits beside the description, and on a phone when the reader scrolls down
 * to it, instead of while they read the endpoint's description. Until then the theme's skeleton holds
 * its place.
 */
type Props = ComponentProps<typeof OriginalApiExplorer>;

const Explorer = lazy(() => import('./explorer'));

/**
 * How far below the viewport the explorer starts loading: about a thumb's scroll, so that it is
 * usually ready when it shows.
 */
export const EXPLORER_ROOT_MARGIN = '200px 0px';

function useNearViewport(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: EXPLORER_ROOT_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

export default function ApiExplorer(props: Props): ReactNode {
  const [ref, near] = useNearViewport();
  const skeleton = <SkeletonLoader size="lg" />;
  if (!near) return <div ref={ref}>{skeleton}</div>;
  return (
    <Suspense fallback={skeleton}>
      <Explorer {...props} />
    </Suspense>
  );
}
