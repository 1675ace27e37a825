import styles from './done-message.module.css';

/** What a change just did, said politely: the live region stays mounted so each new message is announced. */
export function DoneMessage({ message }: { message: string }) {
  return (
    <p role="status" className={styles.done}>
      {message}
    </p>
  );
}
