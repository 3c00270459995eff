import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

import styles from './PlainButton.module.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  htmlType?: 'button' | 'submit';
  block?: boolean;
  /** Shows the spinner instead of `icon` and ignores clicks, as antd's `loading`. */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * antd's Button as a plain `<button>`, for what the first download shows (the landing and
 * sign-in pages, the error pages): antd's Button stays out of `main` and those pages.
 */
export function PlainButton({
  type = 'default',
  size = 'middle',
  htmlType = 'button',
  block = false,
  loading = false,
  icon,
  className,
  onClick,
  children,
  ...rest
}: PlainButtonProps) {
  const classes = [
    styles.button,
    type !== 'default' && styles[type],
    size !== 'middle' && styles[size],
    block && styles.block,
    loading && styles.loading,
    className,
  ];
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      onClick={click}
    >
      {loading ? <LoadingOutlined spin aria-hidden /> : icon}
      {children !== undefined && <span>{children}</span>}
    </button>
  );
}
