import styles from './PlainSkeleton.module.css';

/**
 * antd's active Skeleton (a title and `rows` lines, an avatar when asked) as plain elements,
 * for the placeholders of the first pages, which do without antd's Skeleton and its chunk.
 */
export function PlainSkeleton({ rows = 3, avatar = false }: { rows?: number; avatar?: boolean }) {
  return (
    <div className={styles.skeleton} aria-hidden>
      {avatar && <span className={`${styles.block} ${styles.avatar}`} />}
      <div className={styles.lines}>
        <span className={`${styles.block} ${styles.title}`} />
        {Array.from({ length: rows }, (_, at) => (
          <span key={at} className={`${styles.block} ${styles.line}`} />
        ))}
      </div>
    </div>
  );
}
