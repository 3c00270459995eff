import 'nprogress/nprogress.css';
import './global.css';

import { pageFilesAsked } from '@/lib/pageFiles';
import { afterFirstPaint } from '@/lib/paint';

// React, antd and the app are evaluated after the document's first paint, once `early` has
// asked for the page's files, in a task of their own; they stay in this file (`eager`), only
// their start waits.
afterFirstPaint(() =>
  pageFilesAsked().then(() =>
    setTimeout(() => void import(/* webpackMode: "eager" */ './start'), 0),
  ),
);
