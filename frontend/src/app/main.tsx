import 'nprogress/nprogress.css';
import './global.css';

import { afterFirstPaint } from '@/lib/paint';

// React, antd and the app are evaluated after the document's first paint; they stay in this
// file (`eager`), only their start waits.
afterFirstPaint(() => void import(/* webpackMode: "eager" */ './start'));
