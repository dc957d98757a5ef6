import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

/*
 * The classic theme's docs sidebar, except that the desktop sidebar stays mounted on a phone. The theme
 * renders it on the server (the window size is unknown there), then, on a phone, removes it right after
 * hydration and mounts the mobile one: one long task, in which the whole sidebar is taken down, while
 * the page is still starting. Its container is hidden below 997 px by the theme's own stylesheet
 * (`docSidebarContainer`), so keeping it costs nothing to see and nothing to the accessibility tree; the
 * mobile sidebar (the navbar menu's content) is added as before.
 */
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
