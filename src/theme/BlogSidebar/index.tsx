import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';
import type {Props} from '@theme/BlogSidebar';

/*
 * The classic theme's blog sidebar, except that the desktop sidebar stays mounted on a phone (why: see
 * ../DocSidebar); the theme's stylesheet hides it below 997 px (`sidebar`). The mobile sidebar (the
 * navbar menu's content) is added as before.
 */
export default function BlogSidebar({sidebar}: Props): ReactNode {
  const windowSize = useWindowSize();
  if (!sidebar?.items.length) return null;
  return (
    <>
      <BlogSidebarDesktop sidebar={sidebar} />
      {windowSize === 'mobile' && <BlogSidebarMobile sidebar={sidebar} />}
    </>
  );
}
