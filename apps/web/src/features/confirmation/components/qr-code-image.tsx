import { useEffect, useState } from 'react';
import styles from './ride-share-card.module.css';

/** The QR code as an SVG data URL; the encoder is loaded only when a card needs one. */
async function qrCodeDataUrl(text: string): Promise<string> {
  const qrcode = await import('qrcode');
  const svg = await qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCodeImage({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSrc(undefined);
    setFailed(false);
    qrCodeDataUrl(text).then(
      (url) => current && setSrc(url),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [text]);

  // Without a code the link and the promo code below still do the job; no error is worth showing.
  if (failed) return null;
  return src ? (
    <img src={src} alt={alt} width={160} height={160} className={styles.qr} />
  ) : (
    <span className={styles.qrPlaceholder} aria-hidden="true" />
  );
}
