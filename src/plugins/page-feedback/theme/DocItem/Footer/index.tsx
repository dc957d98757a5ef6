// Wraps the docs footer (edit link, last updated) to add the feedback question under it.
import React, {type ReactNode} from 'react';
import DocItemFooter from '@theme-init/DocItem/Footer';
import PageFeedback from '../../../PageFeedback';

export default function DocItemFooterWithFeedback(): ReactNode {
  return (
    <>
      <DocItemFooter />
      <PageFeedback />
    </>
  );
}
