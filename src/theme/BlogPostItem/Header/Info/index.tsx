import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatUtcDate} from '../../../date-format';
import styles from './styles.module.css';

/*
 * The classic theme's date and reading time above a blog post, without `Intl` (why: see
 * ../../../date-format.ts): the date comes from that file, and the reading time takes the English
 * plural rule (one, other), the site's only locale, instead of `Intl.PluralRules`. Same markup and
 * translation id and font size.
 */
function readingTimeLabel(readingTimeFloat: number): string {
  const readingTime = Math.ceil(readingTimeFloat);
  const [one, other] = translate(
    {
      id: 'theme.blog.post.readingTime.plurals',
      description: 'Pluralized label for "{readingTime} min read"',
      message: 'One min read|{readingTime} min read',
    },
    {readingTime},
  ).split('|');
  return readingTime === 1 ? one : (other ?? one);
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatUtcDate(date, 'long')}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          {readingTimeLabel(readingTime)}
        </>
      )}
    </div>
  );
}
