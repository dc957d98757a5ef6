// Wraps the theme's MDX components so that wide tables, which scroll sideways, can be reached and
// scrolled with the keyboard (WCAG 2.1.1; axe rule scrollable-region-focusable).
import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function KeyboardScrollableTable(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: KeyboardScrollableTable};
