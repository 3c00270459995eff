// The one place antd's Progress is used: every bar gets its name here.
// eslint-disable-next-line no-restricted-imports
import { Progress, type ProgressProps } from 'antd';

/**
 * antd's progress bar with the name a screen reader announces it by (its `role="progressbar"`
 * needs one: axe `aria-progressbar-name`), e.g. "Disk: 42%" or the label shown beside it.
 */
export function ProgressBar({
  name,
  ...props
}: Omit<ProgressProps, 'aria-label'> & { name: string }) {
  return <Progress {...props} aria-label={name} />;
}
