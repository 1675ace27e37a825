import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { localDateTime } from '@/features/staff/model/clinic-time';
import styles from './invite-link.module.css';

/**
 * A new invite's link, shown this once: the server keeps only its hash, so it can never be shown again. Whoever
 * holds it can create the account's passkey, so it goes to its person alone.
 */
export function InviteLink({ link, expiresAt, name }: { link: string; expiresAt: string; name: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('The link is copied.');
    } catch {
      field.current?.select();
      setCopied('Copying was refused by the browser: the link is selected, copy it with your keyboard.');
    }
  };
  return (
    <section aria-labelledby="invite-link-heading" className={styles.panel}>
      <h2 id="invite-link-heading">Invite link for {name}</h2>
      <p>
        <strong>Copy it now: it is shown only this once.</strong> Send it to {name} alone, by a channel you trust. It
        works once, until {localDateTime(expiresAt)}.
      </p>
      <label htmlFor="invite-link" className={styles.label}>
        Invite link
      </label>
      <div className={styles.row}>
        <input
          ref={field}
          id="invite-link"
          className={styles.link}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
        />
        <Button className={styles.copy} onClick={copy}>
          Copy the link
        </Button>
      </div>
      <p role="status" className={styles.copied}>
        {copied}
      </p>
    </section>
  );
}
