// Components of docusaurus-theme-openapi-docs that the site uses and the theme's types do not declare.
declare module '@theme/SkeletonLoader' {
  import type {ReactNode} from 'react';

  export default function SkeletonLoader(props: {size?: 'sm' | 'md' | 'lg'}): ReactNode;
}
