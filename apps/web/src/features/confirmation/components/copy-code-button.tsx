import { COPY_CONFIRMATION_MS } from '@hs/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import styles from './ride-share-card.module.css';

export interface CopyCodeButtonProps {
  code: string;
  label: string;
  copiedMessage: string;
  failedMessage: string;
}

/**
 * Copies the code and says so for a moment (§9: 1 second). The status region is always in the page, so
 * screen readers announce the message when it appears.
 */
export function CopyCodeButton({ code, label, copiedMessage, failedMessage }: CopyCodeButtonProps) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(code);
      setMessage(copiedMessage);
      timer.current = setTimeout(() => setMessage(''), COPY_CONFIRMATION_MS);
    } catch {
      // The failure stays until the next try: the visitor needs time to copy the code by hand.
      setMessage(failedMessage);
    }
  };

  return (
    <div className={styles.copy}>
      <Button variant="secondary" onClick={copy}>
        {label}
      </Button>
      <p role="status" className={styles.copyStatus}>
        {message}
      </p>
    </div>
  );
}
