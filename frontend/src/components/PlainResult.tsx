import { ExclamationCircleFilled, InfoCircleFilled, StopOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

import styles from './PlainResult.module.css';

/** The statuses drawn here, each with antd Result's icon and colour (not its illustrations). */
const ICONS = {
  info: <InfoCircleFilled style={{ color: 'var(--ant-color-info)' }} />,
  warning: <ExclamationCircleFilled style={{ color: 'var(--ant-color-warning)' }} />,
  forbidden: <StopOutlined style={{ color: 'var(--ant-color-warning)' }} />,
} as const;

export interface PlainResultProps {
  status?: keyof typeof ICONS;
  /** Instead of the status's icon; decorative. */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  /** The title as the page's heading (`h1`) rather than plain text. */
  heading?: boolean;
}

/**
 * antd's Result as plain elements: Result brings its three illustrations (~10 KiB gzip) to
 * every page that shows a failure or a prompt, here on most lists and the error pages.
 */
export function PlainResult({
  status = 'info',
  icon,
  title,
  subTitle,
  extra,
  heading = false,
}: PlainResultProps) {
  const Title = heading ? 'h1' : 'div';
  return (
    <div className={styles.result} data-status={icon ? undefined : status}>
      <span className={styles.icon} aria-hidden>
        {icon ?? ICONS[status]}
      </span>
      <Title className={styles.title}>{title}</Title>
      {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
